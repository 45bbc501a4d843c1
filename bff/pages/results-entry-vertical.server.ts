import { knownBests, type KnownBests } from '#bff/domain/results/places'
import { data, type AppLoadContext } from '@remix-run/node'
import {
  MAX_HEIGHTS,
  readVerticalForm,
  type HeightError,
  type VerticalFormRow,
  type VerticalRowError,
} from '#bff/domain/results/vertical-form'
import { secondary } from '#bff/services/failure.server'
import { loadSavedHeights, saveEnteredSeries, type GroupEntries } from '#bff/services/results.server'
import type { UserMessage } from '#bff/views/message'
import type { VerticalEntryPostResult, VerticalEntryView } from '#bff/views/results'

/*
 * Results entry of a high jump or pole vault (decision 053): the bar heights in rising order, and
 * per athlete and height the attempts (O, X, -). Count-back places and PB flags are worked out by
 * the domain rule; the series go through the field upload with the heights (our invention), so the
 * public results show the best height. The series saved before fills the form, and what was typed
 * comes back after a save, so the next heights are added to it. A plain form: it works without JavaScript.
 */

type Context = AppLoadContext

/** More rows than any vertical jump has athletes, fewer than a form could abuse. */
export const MAX_VERTICAL_ROWS = 60
/** Blank height columns offered beyond those typed, and the fewest columns shown. */
const SPARE_HEIGHTS = 2
const MIN_HEIGHTS = 6

const nameOf = (e: { firstName: string; surName: string }) => `${e.firstName} ${e.surName}`.trim()

/** The heights typed, trailing blanks dropped, with spare blank columns to add the next ones. */
function withSpares(heights: readonly string[]): string[] {
  const typed = [...heights]
  while (typed.length > 0 && typed[typed.length - 1].trim() === '') typed.pop()
  const columns = Math.min(MAX_HEIGHTS, Math.max(MIN_HEIGHTS, typed.length + SPARE_HEIGHTS))
  return Array.from({ length: columns }, (_, i) => typed[i] ?? '')
}

/** The form, filled with the series saved before when there is one (the organiser adds heights to it). */
export async function verticalEntryView(context: Context, compId: number, group: GroupEntries): Promise<VerticalEntryView> {
  const saved = (await secondary(context, 'resultsEntry.savedHeights', loadSavedHeights(context, compId, group.eventGroup.id))).value
  const heights = withSpares((saved?.heights ?? []).map((h) => h.toFixed(2)))
  return {
    heights,
    heightErrors: heights.map(() => null),
    rows: group.entries.map((e) => {
      const attempts = saved?.attempts.get(e.entryId) ?? []
      return { bib: e.bibNo, name: nameOf(e), attempts: heights.map((_, n) => attempts[n] ?? ''), error: null }
    }),
  }
}

/** The form as posted: `h-n` the heights and `v-i-n` the attempts (n from 1), `bib-i` the bibs. */
function formOf(form: FormData): { heights: string[]; rows: VerticalFormRow[] } {
  const count = Math.min(MAX_VERTICAL_ROWS, Math.max(0, Number(form.get('count')) || 0))
  const columns = Math.min(MAX_HEIGHTS, Math.max(0, Number(form.get('heightCount')) || 0))
  const field = (name: string) => String(form.get(name) ?? '').slice(0, 10)
  const numbers = Array.from({ length: columns }, (_, n) => n + 1)
  return {
    heights: numbers.map((n) => field(`h-${n}`)),
    rows: Array.from({ length: count }, (_, i) => ({ bib: field(`bib-${i}`), attempts: numbers.map((n) => field(`v-${i}-${n}`)) })),
  }
}

const heightMessage = (e: HeightError, eventName: string): UserMessage => ({
  key: `resultsEntry.vertical.heightError.${e.error}`,
  values: { value: e.value, event: eventName, height: e.height },
})

function rowMessage(e: VerticalRowError, eventName: string): UserMessage {
  const values = { value: e.value, event: eventName, height: e.height ?? '' }
  return e.height === null ? { key: `resultsEntry.error.${e.error}`, values } : { key: `resultsEntry.vertical.error.${e.error}`, values }
}

export async function verticalEntryPost(
  context: Context,
  compId: number,
  group: GroupEntries,
  bests: ReadonlyMap<number, KnownBests>,
  form: FormData,
) {
  const typed = formOf(form)
  const eventName = group.eventGroup.name
  const names = new Map(group.entries.map((e) => [e.bibNo.trim(), nameOf(e)]))
  const heights = withSpares(typed.heights)
  const back = (ok: boolean, message: UserMessage, status: number, heightErrors: HeightError[] = [], errors: VerticalRowError[] = []) =>
    data<VerticalEntryPostResult>(
      {
        ok,
        message,
        vertical: {
          heights,
          heightErrors: heights.map((_, n) => {
            const problem = heightErrors.find((e) => e.height === n + 1)
            return problem ? heightMessage(problem, eventName) : null
          }),
          rows: typed.rows.map((r, i) => {
            const problem = errors.find((e) => e.row === i)
            return {
              bib: r.bib,
              name: names.get(r.bib.trim()) ?? '',
              attempts: heights.map((_, n) => r.attempts[n] ?? ''),
              error: problem ? rowMessage(problem, eventName) : null,
            }
          }),
        },
      },
      status,
    )
  const entries = group.entries.map((e) => ({ entryId: e.entryId, bibNo: e.bibNo, ...knownBests(bests, e.entryId) }))
  const read = readVerticalForm(typed.heights, typed.rows, eventName, entries)
  if (!read.ok) {
    if (read.errors === 'nothing' && read.heightErrors.length === 0) return back(false, { key: 'resultsEntry.error.nothing' }, 400)
    const errors = read.errors === 'nothing' ? [] : read.errors
    return back(
      false,
      { key: 'resultsEntry.fix', values: { count: errors.length + read.heightErrors.length } },
      400,
      read.heightErrors,
      errors,
    )
  }
  const outcome = await saveEnteredSeries(context, compId, group.eventGroup, read.rows, read.heights)
  if (!outcome.ok) return back(false, outcome.message, outcome.status)
  return back(true, { key: 'resultsEntry.field.saved', values: { count: read.rows.length } }, 200)
}
