import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserMessage } from '#bff/views/message'

const NS_PREFIX = 'athletes:'

/**
 * Texts of athlete pages: keys starting 'athletes:' come from the athletes namespace, other keys
 * (the errors.* of a failed legacy call) from common, and legacy texts as they are.
 */
export function useAthleteText() {
  const { t } = useTranslation()
  const key = (k: string, values?: Record<string, string | number>) =>
    k.startsWith(NS_PREFIX) ? t(k.slice(NS_PREFIX.length), { ...values, ns: 'athletes' }) : t(k, values ?? {})
  return { key, message: (m: UserMessage) => ('text' in m ? m.text : key(m.key, m.values)) }
}

export function AthleteMessage({ message, tone }: { message?: UserMessage | null; tone: 'error' | 'success' }) {
  const text = useAthleteText()
  if (!message) return null
  return (
    <p className={`form-message ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text.message(message)}
    </p>
  )
}

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const text = useAthleteText()
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error">
      {errors.map((e) => text.key(e)).join(' ')}
    </p>
  )
}

function Help({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className="help">
      {children}
    </p>
  ) : null
}

type Common = { field: FieldMetadata<string>; label: string; help?: ReactNode; required?: boolean }

export function AthleteTextField({
  field,
  label,
  help,
  required,
  autoComplete,
  inputMode,
  type = 'text',
  list,
  onType,
}: Common & {
  autoComplete?: string
  inputMode?: 'text' | 'tel' | 'numeric'
  type?: 'text' | 'tel'
  list?: string
  onType?: (value: string) => void
}) {
  const helpId = `${field.id}-help`
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: help ? helpId : undefined })}
        aria-required={required || undefined}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        list={list}
        onInput={onType ? (e) => onType(e.currentTarget.value) : undefined}
      />
      <Help id={helpId}>{help}</Help>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function AthleteSelectField({
  field,
  label,
  help,
  required,
  options,
  placeholder,
}: Common & { options: Array<{ value: string; label: string }>; placeholder?: string }) {
  const helpId = `${field.id}-help`
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field, { ariaDescribedBy: help ? helpId : undefined })} aria-required={required || undefined}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Help id={helpId}>{help}</Help>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}
