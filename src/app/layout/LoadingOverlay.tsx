/** The loading overlay: a spinner with an optional title and text; it announces itself to screen readers. */
export const LoadingOverlay = ({ title, text }: { title: string | null; text: string | null }) => (
  <div className="loading-overlay" role="alert" aria-live="assertive" aria-busy="true">
    <div className="loading-overlay__box">
      <div className="spinner" aria-hidden="true" />
      {title !== null ? <h2 className="loading-overlay__title">{title}</h2> : null}
      <p className="loading-overlay__text">{text ?? 'Loading…'}</p>
    </div>
  </div>
)
