/** Small spinner; `overlay` shows it over the page while the next page loads. */
export function Spinner({ label, overlay = false }: { label: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'spinner-overlay' : 'spinner-inline'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

