import type { RequestContext } from '../context.server'
import { checkInWindow, type CheckInDefaults } from '../domain/checkin/checkin-window'
import { CHECK_IN_PAGE_SIZE, type CheckInFilter } from '../domain/checkin/checkin-search'
import { whoIsHere } from '../domain/checkin/who-is-here'
import { pageTotal } from '../domain/routing/paging'
import { parseWallClock } from '../domain/text/datetime'
import {
  clearCheckIn,
  getCheckInSummary,
  getMyCheckIn,
  markCheckIn,
  markMyCheckIn,
  searchCheckIn,
  verifyCheckInCode,
  type CheckInAthleteWire,
  type CheckInMarkWire,
  type ClearDown,
} from '../legacy/checkin.server'
import type { CheckInAthleteView, CheckInWindowView } from '../views/checkin'
import { refused, type Outcome, type Refusal } from './failure.server'

/* Organiser check-in: the desk's summary, search, marks and clear-down. User data: never cached. */

type Ctx = Pick<RequestContext, 'legacy'>

export type CheckInSummary = { expected: number; collected: number; text: string; codes: string[]; defaults: CheckInDefaults }

export async function loadCheckInSummary(ctx: Ctx, compId: number): Promise<CheckInSummary> {
  const { data } = await getCheckInSummary(ctx.legacy, compId)
  return {
    expected: data.expected,
    collected: data.collected,
    text: data.text,
    codes: data.codes.filter((c) => c.trim() !== ''),
    defaults: { defaultFrom: data.defaultFrom, defaultTo: data.defaultTo },
  }
}

/** HH:mm of an ISO date-time's wall clock; '' for a time to be confirmed or an unreadable one. */
function wallTime(iso: string): string {
  const wall = parseWallClock(iso)
  if (wall === null || !wall.hasTime || (wall.hour === 0 && wall.minute === 0)) return ''
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`
}

export function toCheckInAthleteView(a: CheckInAthleteWire, defaults: CheckInDefaults, now: Date): CheckInAthleteView {
  return {
    athleteId: a.athleteId,
    firstName: a.firstName,
    surName: a.surName,
    bibNo: a.bibNo,
    club: a.club,
    urn: a.urn,
    collected: a.collected,
    entries: a.entries.map((e) => {
      const window = checkInWindow(e.dateTime, e, defaults, now)
      const view: CheckInWindowView | null =
        window === null
          ? null
          : {
              status: window.status,
              code: window.message.code,
              values: Object.fromEntries(Object.entries(window.message.values).map(([k, v]) => [k, wallTime(v)])),
            }
      return { id: e.id, name: e.name, ageGroup: e.ageGroup, startTime: wallTime(e.dateTime), checkedIn: e.checkedIn, window: view }
    }),
  }
}

export async function searchCheckInDesk(
  ctx: Ctx,
  compId: number,
  search: { filter: CheckInFilter; page: number; defaults: CheckInDefaults; now: Date },
): Promise<{ items: CheckInAthleteView[]; total: number; pageSize: number }> {
  const { filter, page } = search
  const answer = await searchCheckIn(ctx.legacy, {
    compid: compId,
    firstname: filter.firstName,
    surname: filter.surName,
    club: filter.club,
    urn: filter.urn,
    bibno: filter.bibNo,
    event: filter.event,
    collected: filter.collected === '' ? undefined : filter.collected,
    pagesize: CHECK_IN_PAGE_SIZE,
    page,
  })
  const items = answer.data.map((a) => toCheckInAthleteView(a, search.defaults, search.now))
  const pageSize = answer.meta?.pageSize && answer.meta.pageSize > 0 ? answer.meta.pageSize : CHECK_IN_PAGE_SIZE
  return { items, total: pageTotal(answer.meta?.totalCount, pageSize, page, items.length), pageSize }
}

/** The most legacy pages read when the site does not filter who is here itself (20 a page: 1,000 athletes). */
const WHO_IS_HERE_MAX_PAGES = 50

/**
 * Who is here, one page: the legacy search with `whois=1`, each athlete kept only when checked in
 * to an entry (bff/domain/checkin/who-is-here.ts). When the site's page held anyone not checked in
 * it did not filter, so its count and pages are everyone's: every page is read and paged here.
 */
export async function searchWhoIsHereDesk(
  ctx: Ctx,
  compId: number,
  search: { page: number; defaults: CheckInDefaults; now: Date },
): Promise<{ items: CheckInAthleteView[]; total: number; pageSize: number }> {
  const query = { compid: compId, whois: '1' as const, pagesize: CHECK_IN_PAGE_SIZE }
  const view = (a: CheckInAthleteWire) => toCheckInAthleteView(a, search.defaults, search.now)
  const asked = await searchCheckIn(ctx.legacy, { ...query, page: search.page })
  const here = whoIsHere(asked.data)
  const pageSize = asked.meta?.pageSize && asked.meta.pageSize > 0 ? asked.meta.pageSize : CHECK_IN_PAGE_SIZE
  if (here.length === asked.data.length) {
    return { items: here.map(view), total: pageTotal(asked.meta?.totalCount, pageSize, search.page, here.length), pageSize }
  }
  const pages = Math.min(WHO_IS_HERE_MAX_PAGES, Math.max(1, Math.ceil((asked.meta?.totalCount ?? 0) / pageSize)))
  const rest = await Promise.all(
    Array.from({ length: pages }, (_, i) => i + 1)
      .filter((p) => p !== search.page)
      .map((p) => searchCheckIn(ctx.legacy, { ...query, page: p }).then((a) => ({ p, data: a.data }))),
  )
  const all = [...rest, { p: search.page, data: asked.data }].sort((a, b) => a.p - b.p).flatMap((a) => whoIsHere(a.data))
  const start = (search.page - 1) * CHECK_IN_PAGE_SIZE
  return { items: all.slice(start, start + CHECK_IN_PAGE_SIZE).map(view), total: all.length, pageSize: CHECK_IN_PAGE_SIZE }
}

export async function sendCheckInMarks(ctx: Ctx, compId: number, marks: CheckInMarkWire[]): Promise<Outcome> {
  try {
    await markCheckIn(ctx.legacy, compId, marks)
    return { ok: true }
  } catch (err) {
    return refused(err)
  }
}

export type ReplayStatus = 'sent' | 'conflict' | 'refused'

/**
 * Marks a desk queued while offline, sent in their order in one call. Each answers sent (applied, or
 * applied before: a replay), conflict (another desk changed the athlete meanwhile) or, when the
 * legacy site refused the batch, refused with its reason. None is dropped.
 */
export async function replayCheckInMarks(
  ctx: Ctx,
  compId: number,
  marks: CheckInMarkWire[],
): Promise<{ statuses: ReplayStatus[]; outcome: Outcome }> {
  try {
    const answer = await markCheckIn(ctx.legacy, compId, marks)
    const statuses = answer.meta?.statuses ?? []
    return { statuses: marks.map((_, i) => (statuses[i] === 'conflict' ? 'conflict' : 'sent')), outcome: { ok: true } }
  } catch (err) {
    const outcome = refused(err)
    // A failure to reach the site leaves the marks queued: the desk sends them again later.
    if (!outcome.ok && outcome.status >= 500) throw err
    return { statuses: marks.map(() => 'refused'), outcome }
  }
}

export async function clearCheckInDesk(ctx: Ctx, compId: number, what: ClearDown): Promise<Outcome> {
  try {
    await clearCheckIn(ctx.legacy, compId, what)
    return { ok: true }
  } catch (err) {
    return refused(err)
  }
}

export type MyCheckIn = { athletes: CheckInAthleteView[]; useTerms: boolean; terms: string; text: string }

/** Athlete mode: the user's own athletes entered in the competition, each entry with its window. */
export async function loadMyCheckIn(ctx: Ctx, compId: number, now: Date): Promise<MyCheckIn> {
  const { data, meta } = await getMyCheckIn(ctx.legacy, compId)
  const defaults = { defaultFrom: meta?.defaultFrom, defaultTo: meta?.defaultTo }
  return {
    athletes: data.map((a) => toCheckInAthleteView(a, defaults, now)),
    useTerms: meta?.useTerms ?? false,
    terms: meta?.terms ?? '',
    text: meta?.text ?? '',
  }
}

export async function checkInMyEntry(ctx: Ctx, compId: number, mark: CheckInMarkWire, termsAccepted: boolean): Promise<Outcome> {
  try {
    await markMyCheckIn(ctx.legacy, compId, [mark], termsAccepted)
    return { ok: true }
  } catch (err) {
    return refused(err)
  }
}

/**
 * Check-in by code: the competition the code opens on `day`, or a refusal. A code the legacy site
 * does not take is the wrong code (our wording), whatever its text says.
 */
export async function verifyCode(
  ctx: Ctx,
  query: { email: string; code: string; day: string },
): Promise<{ ok: true; compId: number } | Refusal> {
  try {
    const { data } = await verifyCheckInCode(ctx.legacy, { email: query.email, code: query.code, date: query.day })
    return { ok: true, compId: data.compId }
  } catch (err) {
    return refused(err, 400, { refusal: { key: 'checkin.code.wrong' } })
  }
}
