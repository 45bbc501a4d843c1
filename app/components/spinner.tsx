/** Small spinner; `overlay` shows it over the page while the next page loads. */
export function Spinner({ label, overlay = false }: { label: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'spinner-overlay' : 'spinner-inline'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/** Full-page loading screen: logo and message (default 'Loading, please wait...'). */
export function LoadingScreen({ logo, message }: { logo?: string; message: string }) {
  return (
    <div className="loading-screen" role="status">
      {logo ? <img src={logo} alt="" width="64" height="64" /> : null}
      <p>{message}</p>
      <span className="spinner" aria-hidden="true" />
    </div>
  )
}
