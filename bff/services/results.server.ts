import { CacheShort } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import type { LifFile } from '../domain/results/lif'
import type { ResultEntry } from '../domain/results/lif-match'
import type { ReviewedRow } from '../domain/results/lif-review'
import { resultTime, windText } from '../domain/results/result-text'
import type { TrackResultRow } from '../domain/results/track-form'
import type { FieldResultRow } from '../domain/results/field-form'
import type { VerticalResultRow } from '../domain/results/vertical-form'
import { attemptText } from '../domain/results/entry-input'
import { whenOf } from '../domain/schedule/timetable'
import {
  getEventGroupEntries,
  getPublicResults,
  publicResultsAnswer,
  uploadFieldResults,
  uploadTrackResults,
  type GroupEntryWire,
  type PublicResultsWire,
} from '../legacy/results.server'
import type { EventGroupChoice, PublicResultsView } from '../views/results'
import { orAbsent, refused, type Outcome } from './failure.server'

/* Results of a competition: an event group's entries, the track upload of one heat, the public read. */

type Ctx = Pick<RequestContext, 'legacy'>
type SavingContext = Pick<RequestContext, 'legacy' | 'cache'>
type PublicContext = Pick<RequestContext, 'cache' | 'legacyAnonymous'>

export type GroupEntries = { eventGroup: { id: number; eventNo: number; name: string }; entries: GroupEntryWire[] }

export const publicResultsKey = (compId: number) => `results:public:${compId}`

/** An event group's entries; null when the legacy site does not know the event group. */
export async function loadEventGroupEntries(ctx: Ctx, compId: number, eventGroupId: number): Promise<GroupEntries | null> {
  const answer = await orAbsent(getEventGroupEntries(ctx.legacy, compId, eventGroupId), { notFoundOnly: true })
  return answer ? answer.data : null
}

/** The matcher's view of the entries. */
export function toResultEntries(entries: readonly GroupEntryWire[]): ResultEntry[] {
  return entries.map((e) => ({ entryId: e.entryId, bibNo: e.bibNo, lane: e.laneNo, firstName: e.firstName, surName: e.surName }))
}

/** Saves one heat of a photo-finish file through the track upload; visitors see it on their next read. */
export async function uploadHeat(
  ctx: SavingContext,
  compId: number,
  group: GroupEntries['eventGroup'],
  file: LifFile,
  rows: ReviewedRow[],
): Promise<Outcome> {
  const { header } = file
  try {
    await uploadTrackResults(ctx.legacy, compId, group.id, {
      eventNo: group.eventNo,
      round: header.round,
      heat: header.heat,
      eventName: header.eventName,
      wind: header.wind,
      results: rows.map(({ row, entryId }) => ({
        entryId,
        place: row.place,
        status: row.status ?? '',
        time: row.officialTime,
        reactionTime: row.reactionTime,
        laneNo: row.lane,
      })),
    })
  } catch (err) {
    return refused(err)
  }
  await ctx.cache.invalidate(publicResultsKey(compId))
  return { ok: true }
}

/** One heat typed on the results entry form, places and PB/SB flags set. */
export type EnteredHeat = { heat: number; wind: number | null; rows: TrackResultRow[] }

/** Saves a heat typed on the results entry form through the track upload; visitors see it on their next read. */
export async function saveEnteredHeat(
  ctx: SavingContext,
  compId: number,
  group: GroupEntries['eventGroup'],
  entered: EnteredHeat,
): Promise<Outcome> {
  try {
    await uploadTrackResults(ctx.legacy, compId, group.id, {
      eventNo: group.eventNo,
      round: 1,
      heat: entered.heat,
      eventName: group.name,
      wind: entered.wind,
      results: entered.rows.map((r) => ({
        entryId: r.entryId,
        place: r.place,
        status: r.status ?? '',
        time: r.time,
        reactionTime: null,
        laneNo: r.lane,
        pb: r.pb,
        sb: r.sb,
      })),
    })
  } catch (err) {
    return refused(err)
  }
  await ctx.cache.invalidate(publicResultsKey(compId))
  return { ok: true }
}

/**
 * Saves the series typed for a jump or throw through the field upload; a vertical jump's with its
 * bar heights. Visitors see it on their next read.
 */
export async function saveEnteredSeries(
  ctx: SavingContext,
  compId: number,
  group: GroupEntries['eventGroup'],
  rows: readonly (FieldResultRow | VerticalResultRow)[],
  heights?: readonly number[],
): Promise<Outcome> {
  try {
    await uploadFieldResults(ctx.legacy, compId, group.id, {
      eventNo: group.eventNo,
      eventName: group.name,
      ...(heights ? { heights: [...heights] } : {}),
      results: rows.map((r) => ({ entryId: r.entryId, place: r.place, attempts: r.attempts, best: r.best, pb: r.pb, sb: r.sb })),
    })
  } catch (err) {
    return refused(err)
  }
  await ctx.cache.invalidate(publicResultsKey(compId))
  return { ok: true }
}

type ResultRowWire = PublicResultsWire['eventGroups'][number]['heats'][number]['rows'][number]

/** A race's time, a jump's or throw's best mark (metres, as results print it), or the status. */
function markOf(r: ResultRowWire): string {
  if (r.status !== '') return r.status
  if (r.mark !== null) return r.mark.toFixed(2)
  return r.attempts.length > 0 ? 'NM' : resultTime(r.time)
}

/** A series as results print it: '6.52', 'X', '-' per attempt; a vertical jump's as '1.50 XO' per height jumped. */
function seriesText(attempts: ResultRowWire['attempts'], heights: readonly number[]): string[] {
  if (heights.length === 0) return attempts.map((a) => (a === 'X' || a === '-' || typeof a !== 'string' ? attemptText(a) : a))
  return attempts.flatMap((a, i) => (typeof a === 'string' && heights[i] !== undefined ? [`${heights[i].toFixed(2)} ${a}`] : []))
}

function toPublicResults({ comp, eventGroups }: PublicResultsWire): PublicResultsView {
  return {
    compId: comp.id,
    competitionName: comp.name,
    date: comp.date,
    eventGroups: eventGroups.map((g) => ({
      id: g.id,
      eventNo: g.eventNo,
      name: g.name,
      time: whenOf(g.startDateTime).time,
      heats: g.heats.map((h) => ({
        label: { round: h.round, heat: h.heat },
        wind: windText(h.wind),
        field: h.rows.some((r) => r.attempts.length > 0),
        rows: [...h.rows]
          .sort((a, b) => (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER))
          .map((r) => ({
            place: r.place,
            status: r.status,
            bib: r.bibNo,
            name: `${r.firstName} ${r.surName}`.trim(),
            club: r.club,
            mark: markOf(r),
            time: r.status !== '' ? null : r.time,
            attempts: seriesText(r.attempts, h.heights),
            pb: r.pb,
            sb: r.sb,
          })),
      })),
    })),
  }
}

function sharedResults(ctx: PublicContext, compId: number) {
  return orAbsent(
    ctx.cache.fetch(publicResultsKey(compId), {
      strategy: CacheShort,
      schema: publicResultsAnswer,
      load: () => getPublicResults(ctx.legacyAnonymous, compId),
    }),
    { notFoundOnly: true },
  )
}

/** A competition's results for visitors, shared for a short while; null when the legacy site does not know it. */
export async function loadPublicResults(ctx: PublicContext, compId: number): Promise<PublicResultsView | null> {
  const found = await sharedResults(ctx, compId)
  return found ? toPublicResults(found.value.data) : null
}

/** A vertical jump's series as saved (the save drops the shared copy, so this is the latest): heights and attempts per entry. */
export async function loadSavedHeights(
  ctx: PublicContext,
  compId: number,
  eventGroupId: number,
): Promise<{ heights: number[]; attempts: Map<number, (string | null)[]> } | null> {
  const found = await sharedResults(ctx, compId)
  const heat = found?.value.data.eventGroups.find((g) => g.id === eventGroupId)?.heats.find((h) => h.heights.length > 0)
  if (!heat) return null
  const series = (r: ResultRowWire) => r.attempts.map((a) => (typeof a === 'string' ? a : null))
  return { heights: heat.heights, attempts: new Map(heat.rows.map((r) => [r.entryId, series(r)])) }
}

/** The event groups to import into, with the heats already saved (read fresh: the organiser just saved one). */
export async function loadImportEventGroups(ctx: Ctx, compId: number): Promise<EventGroupChoice[]> {
  const { data } = await getPublicResults(ctx.legacy, compId)
  return data.eventGroups.map((g) => ({ id: g.id, eventNo: g.eventNo, name: g.name, heats: g.heats.length }))
}
