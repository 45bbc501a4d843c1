import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Field errors are translation keys set by the shared zod schemas. */
function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error">
      {errors.map((e) => t(e)).join(' ')}
    </p>
  )
}

const helpId = (field: FieldMetadata<string>, help: ReactNode) => (help ? `${field.id}-help` : undefined)

/** Below the input: its help text, then its errors. */
function HelpAndErrors({ field, help }: { field: FieldMetadata<string>; help?: ReactNode }) {
  return (
    <>
      {help ? (
        <p id={helpId(field, help)} className="help">
          {help}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </>
  )
}

export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  help,
}: {
  field: FieldMetadata<string>
  label: string
  type?: 'text' | 'email'
  autoComplete?: string
  help?: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type, ariaDescribedBy: helpId(field, help) })} autoComplete={autoComplete} />
      <HelpAndErrors field={field} help={help} />
    </div>
  )
}

/** Password with a show/hide toggle; without JavaScript it stays hidden. */
export function PasswordField({
  field,
  label,
  autoComplete,
  help,
}: {
  field: FieldMetadata<string>
  label: string
  autoComplete: string
  help?: ReactNode
}) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <div className="password">
        <input
          {...getInputProps(field, { type: shown ? 'text' : 'password', ariaDescribedBy: helpId(field, help) })}
          autoComplete={autoComplete}
        />
        <button type="button" className="secondary" aria-pressed={shown} aria-controls={field.id} onClick={() => setShown((s) => !s)}>
          {shown ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      </div>
      <HelpAndErrors field={field} help={help} />
    </div>
  )
}
