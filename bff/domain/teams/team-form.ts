import type { EventTeamOptions } from './team-rules'

/*
 * The team form by form type (2-entry §3 'Team and event-team options': showForm, formType,
 * formRows, others). The spec names the options only; our reading (decision 056,
 * docs/legacy-wire.md "Team form types"): DEFAULT picks registered athletes by position; any other
 * type with showForm is a free form, one text field per form row (a pupil's name for a school team),
 * plus the organiser's two `others` questions, all saved with the team.
 */

/** One row of a free form: its position and the organiser's label ('' : the position label). */
export type FormRow = { pos: number; label: string }
/** One of the two `others` pairs: the organiser's question and its prefilled answer. */
export type OtherPair = { label: string; value: string }

export type FormOptions = Pick<EventTeamOptions, 'min' | 'max' | 'formType' | 'showForm' | 'formRows' | 'others'>

/** The longest text a row or an answer may hold (not in spec; the legacy name fields' size). */
export const FORM_TEXT_MAX = 60

/** Free rows instead of athlete pickers: a form type other than DEFAULT whose form is shown. */
export function isFreeForm(o: Pick<FormOptions, 'formType' | 'showForm'>): boolean {
  return o.showForm && o.formType.trim().toUpperCase() !== 'DEFAULT' && o.formType.trim() !== ''
}

/** The free form's rows by position; no formRows: `min` positions then up to `max` (as the picker form). */
export function freeRows(o: Pick<FormOptions, 'min' | 'max' | 'formRows'>): FormRow[] {
  if (o.formRows.length > 0) return [...o.formRows].sort((a, b) => a.pos - b.pos)
  const count = o.max > 0 ? Math.max(o.max, o.min, 1) : Math.max(o.min, 1) + 1
  return Array.from({ length: count }, (_, i) => ({ pos: i + 1, label: '' }))
}

/** The `others` questions the form asks: only the pairs with a label. */
export function otherQuestions(o: Pick<FormOptions, 'others'>): OtherPair[] {
  return o.others.filter((p) => p.label.trim() !== '')
}

export type FreeFormProblem =
  | { code: 'extraRows'; values: { n: number } }
  | { code: 'rowTooLong'; values: { row: string; max: number } }
  | { code: 'duplicateAthlete'; values: { athlete: string } }
  | { code: 'otherRequired'; values: { label: string } }
  | { code: 'otherTooLong'; values: { label: string; max: number } }

const clean = (v: string) => v.trim()

/** The filled rows' texts, trimmed, blanks dropped, in order. */
export function filledRows(rows: readonly string[]): string[] {
  return rows.map(clean).filter((v) => v !== '')
}

/**
 * What is wrong with a free form's values (the size rule is the team rules' own): more rows than
 * the form has, a text too long, a name twice, an unanswered or too long `others` answer.
 */
export function freeFormProblems(o: FormOptions, rows: readonly string[], others: readonly string[]): FreeFormProblem[] {
  const out: FreeFormProblem[] = []
  const form = freeRows(o)
  if (rows.length > form.length && filledRows(rows.slice(form.length)).length > 0)
    out.push({ code: 'extraRows', values: { n: form.length } })
  const seen = new Set<string>()
  rows.forEach((raw, i) => {
    const value = clean(raw)
    if (value === '') return
    const label = form[i]?.label || String(i + 1)
    if (value.length > FORM_TEXT_MAX) out.push({ code: 'rowTooLong', values: { row: label, max: FORM_TEXT_MAX } })
    const key = value.toLocaleLowerCase()
    if (seen.has(key)) out.push({ code: 'duplicateAthlete', values: { athlete: value } })
    seen.add(key)
  })
  otherQuestions(o).forEach((q, i) => {
    const value = clean(others[i] ?? '')
    if (value === '') out.push({ code: 'otherRequired', values: { label: q.label } })
    else if (value.length > FORM_TEXT_MAX) out.push({ code: 'otherTooLong', values: { label: q.label, max: FORM_TEXT_MAX } })
  })
  return out
}
