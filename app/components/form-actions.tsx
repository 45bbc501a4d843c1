import { Link } from '@remix-run/react'

/**
 * A form's buttons: submit (busy while the post or search runs, disabled too where a second
 * submit must wait) and, where there is one, a way out.
 */
export function FormActions({
  submit,
  busy,
  disabled = false,
  cancel,
}: {
  submit: string
  busy: boolean
  disabled?: boolean
  cancel?: { label: string; to: string }
}) {
  return (
    <div className="actions">
      <button type="submit" disabled={disabled} aria-busy={busy}>
        {submit}
      </button>
      {cancel ? (
        <Link to={cancel.to} className="button secondary">
          {cancel.label}
        </Link>
      ) : null}
    </div>
  )
}
