/** The floor page's lazily loaded screen (bench/library-floor/app.tsx): a route chunk, as the app's screens are. */
const Later = () => <p>Later</p>
export default Later
