import type { ReactNode } from 'react'

/** A list of results under a heading screen readers find (hidden on screen), busy while a search loads. */
export function ResultsSection({
  id,
  heading,
  searching,
  children,
}: {
  id: string
  heading: string
  searching: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} aria-busy={searching}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** One free-text filter of a search form, showing the value the address holds. */
export function SearchField({
  id,
  name,
  label,
  value,
  maxLength,
}: {
  id: string
  name: string
  label: string
  value: string
  maxLength?: number
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="search" defaultValue={value} autoComplete="off" maxLength={maxLength} />
    </div>
  )
}
