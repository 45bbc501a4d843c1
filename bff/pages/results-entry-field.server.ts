import { knownBests, type KnownBests } from '#bff/domain/results/places'
import { data, type AppLoadContext } from '@remix-run/node'
import { FIELD_ATTEMPTS, readFieldForm, type FieldFormError, type FieldFormRow } from '#bff/domain/results/field-form'
import { saveEnteredSeries, type GroupEntries } from '#bff/services/results.server'
import type { UserMessage } from '#bff/views/message'
import type { FieldEntryPostResult, FieldEntryRowView, FieldEntryView } from '#bff/views/results'

/*
 * Results entry of a horizontal jump or a throw (decision 043, field form): one row per athlete
 * entered, bib and up to six attempts; the best mark, places and PB flags are worked out by the
 * domain rule and the series go through the field upload (our invention), so the public results
 * show them. A plain form: it works without JavaScript.
 */

type Context = AppLoadContext
type Entry = GroupEntries['entries'][number]

/** More rows than any field event has athletes, fewer than a form could abuse. */
export const MAX_FIELD_ROWS = 60

const nameOf = (e: { firstName: string; surName: string }) => `${e.firstName} ${e.surName}`.trim()
const blankAttempts = () => Array.from({ length: FIELD_ATTEMPTS }, () => '')

export function fieldEntryView(group: GroupEntries): FieldEntryView {
  return {
    attempts: FIELD_ATTEMPTS,
    rows: group.entries.map((e) => ({ bib: e.bibNo, name: nameOf(e), attempts: blankAttempts(), error: null })),
  }
}

/** The rows as posted: `bib-i` and `a-i-n` (n from 1); a row carries no more attempts than the event has, plus one to tell too many. */
function formRows(form: FormData): FieldFormRow[] {
  const count = Math.min(MAX_FIELD_ROWS, Math.max(0, Number(form.get('count')) || 0))
  const field = (name: string) => String(form.get(name) ?? '').slice(0, 20)
  return Array.from({ length: count }, (_, i) => {
    const attempts = Array.from({ length: FIELD_ATTEMPTS + 1 }, (_, n) => field(`a-${i}-${n + 1}`))
    if (attempts[FIELD_ATTEMPTS] === '') attempts.pop()
    return { bib: field(`bib-${i}`), attempts }
  })
}

function errorMessage(e: FieldFormError, eventName: string): UserMessage {
  const values = { value: e.value, event: eventName, attempt: e.attempt ?? '' }
  return e.attempt === null ? { key: `resultsEntry.error.${e.error}`, values } : { key: `resultsEntry.field.error.${e.error}`, values }
}

export async function fieldEntryPost(
  context: Context,
  compId: number,
  group: GroupEntries,
  bests: ReadonlyMap<number, KnownBests>,
  form: FormData,
) {
  const rows = formRows(form)
  const eventName = group.eventGroup.name
  const entries = group.entries.map((e: Entry) => ({ entryId: e.entryId, bibNo: e.bibNo, ...knownBests(bests, e.entryId) }))
  const names = new Map(group.entries.map((e) => [e.bibNo.trim(), nameOf(e)]))
  const typed = (message: UserMessage, status: number, errors: FieldFormError[] = []) =>
    data<FieldEntryPostResult>(
      {
        ok: false,
        message,
        rows: rows.map((r, i): FieldEntryRowView => {
          const problem = errors.find((e) => e.row === i)
          const attempts = [...r.attempts.slice(0, FIELD_ATTEMPTS), ...blankAttempts()].slice(0, FIELD_ATTEMPTS)
          return { bib: r.bib, name: names.get(r.bib.trim()) ?? '', attempts, error: problem ? errorMessage(problem, eventName) : null }
        }),
      },
      status,
    )
  const read = readFieldForm(rows, eventName, entries)
  if (!read.ok) {
    if (read.errors === 'nothing') return typed({ key: 'resultsEntry.error.nothing' }, 400)
    return typed({ key: 'resultsEntry.fix', values: { count: read.errors.length } }, 400, read.errors)
  }
  const outcome = await saveEnteredSeries(context, compId, group.eventGroup, read.rows)
  if (!outcome.ok) return typed(outcome.message, outcome.status)
  return data<FieldEntryPostResult>({ ok: true, message: { key: 'resultsEntry.field.saved', values: { count: read.rows.length } } })
}
