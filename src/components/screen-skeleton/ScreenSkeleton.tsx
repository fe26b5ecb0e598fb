import { classNames } from '../class-names'

/** A grey block standing for a part of the screen: a question, a price box, a panel, an accordion bar, the buttons. */
type SkeletonBlock = 'field' | 'box' | 'panel' | 'bar' | 'buttons'

/**
 * A screen while its proposal loads: the screen's own heading where the screen draws it, 'Loading your quote…'
 * announced, grey blocks in the shape of the screen's first parts, and the room the screen takes (components.css,
 * loaded with the page, so the first frame has it): `reserve` 'window' for a screen always taller than the window
 * (the help column on phones and the footer start below it, and stay there when the screen arrives), 'part' for one
 * at least about 48rem tall; a screen shorter than that gives its own height as `className` (its stylesheet's
 * rule). So nothing on the page moves when the screen arrives.
 */
export const ScreenSkeleton = ({
  heading,
  blocks,
  reserve,
  className,
}: {
  heading: string
  blocks: readonly SkeletonBlock[]
  reserve?: 'window' | 'part'
  className?: string
}) => (
  <section
    className={classNames('screen-skeleton', reserve !== undefined && `screen-skeleton--${reserve}`, className)}
    aria-busy="true"
    data-testid="screen-skeleton">
    <h1>{heading}</h1>
    <p role="status">Loading your quote…</p>
    {blocks.map((b, i) => (
      <div key={i} className={`screen-skeleton__block screen-skeleton__block--${b}`} aria-hidden="true" />
    ))}
  </section>
)
