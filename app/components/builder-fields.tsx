import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { FieldHelp } from './help-panel'

const NS_PREFIX = 'builder:'

/** A key may carry its values after '?' ('rules.priceBelowMinFee?minFee=0.5'). */
function translated(t: TFunction<'builder'>, key: string) {
  const [name = key, query] = key.split('?')
  return query ? t(name, Object.fromEntries(new URLSearchParams(query))) : t(name)
}

/** Field errors are keys of the builder namespace ('builder:rules.CODE'), set by the shared schemas. */
function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation('builder')
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error">
      {errors.map((e) => (e.startsWith(NS_PREFIX) ? translated(t, e.slice(NS_PREFIX.length)) : t(e, { ns: 'common' }))).join(' ')}
    </p>
  )
}

type Common = {
  field: FieldMetadata<string>
  label: string
  help?: ReactNode
  required?: boolean
  /** The field's help item (1-shell §2.8): a help button beside the label. */
  helpKey?: string
}

/** The field's label, with its help button when it has a help key. */
function Label({ field, label, helpKey }: { field: FieldMetadata<string>; label: string; helpKey?: string }) {
  if (!helpKey) return <label htmlFor={field.id}>{label}</label>
  return (
    <span className="label-row">
      <label htmlFor={field.id}>{label}</label>
      <FieldHelp helpKey={helpKey} label={label} />
    </span>
  )
}

const describedBy = (field: FieldMetadata<string>, help?: ReactNode) => (help ? `${field.id}-help` : undefined)

function Below({ field, help }: { field: FieldMetadata<string>; help?: ReactNode }) {
  return (
    <>
      {help ? (
        <p id={`${field.id}-help`} className="help">
          {help}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </>
  )
}

export function BuilderText({
  field,
  label,
  help,
  required,
  inputMode,
  type = 'text',
  helpKey,
}: Common & { inputMode?: 'text' | 'numeric' | 'email' | 'tel'; type?: 'text' | 'email' | 'tel' }) {
  return (
    <div className="field">
      <Label field={field} label={label} helpKey={helpKey} />
      <input
        {...getInputProps(field, { type, ariaDescribedBy: describedBy(field, help) })}
        aria-required={required || undefined}
        autoComplete="off"
        inputMode={inputMode}
      />
      <Below field={field} help={help} />
    </div>
  )
}

export function BuilderTextarea({ field, label, help, helpKey }: Common) {
  return (
    <div className="field">
      <Label field={field} label={label} helpKey={helpKey} />
      <textarea {...getTextareaProps(field, { ariaDescribedBy: describedBy(field, help) })} rows={4} />
      <Below field={field} help={help} />
    </div>
  )
}

export function BuilderSelect({
  field,
  label,
  help,
  required,
  options,
  placeholder,
  helpKey,
  onChange,
}: Common & {
  options: Array<{ value: string; label: string }>
  placeholder?: string
  onChange?: (value: string) => void
}) {
  return (
    <div className="field">
      <Label field={field} label={label} helpKey={helpKey} />
      <select
        {...getSelectProps(field, { ariaDescribedBy: describedBy(field, help) })}
        aria-required={required || undefined}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Below field={field} help={help} />
    </div>
  )
}

export function BuilderCheckbox({ field, label, help, helpKey }: Common) {
  return (
    <div className="field checkbox">
      <span className="label-row">
        <label>
          <input {...getInputProps(field, { type: 'checkbox', ariaDescribedBy: describedBy(field, help) })} />
          {label}
        </label>
        {helpKey ? <FieldHelp helpKey={helpKey} label={label} /> : null}
      </span>
      <Below field={field} help={help} />
    </div>
  )
}

/** Several values of one field (sections to hide): a fieldset of checkboxes. */
export function BuilderCheckboxGroup({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string[]>
  legend: string
  options: Array<{ value: string; label: string }>
}) {
  const chosen = new Set(Array.isArray(field.initialValue) ? field.initialValue : field.initialValue ? [field.initialValue] : [])
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset className="field checkbox-group" aria-describedby={invalid ? field.errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" name={field.name} value={o.value} defaultChecked={chosen.has(o.value)} />
          {o.label}
        </label>
      ))}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

/** A file field (the organisation's logo): its errors come from the server, which reads the bytes. */
export function BuilderFile({ field, label, help, accept }: Common & { accept: string }) {
  const invalid = Boolean(field.errors?.length)
  const described = [help ? `${field.id}-help` : null, invalid ? field.errorId : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        type="file"
        id={field.id}
        name={field.name}
        accept={accept}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
      />
      <Below field={field} help={help} />
    </div>
  )
}
