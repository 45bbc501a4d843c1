import { data, type AppLoadContext } from '@remix-run/node'
import { checkInAvailability } from '#bff/domain/checkin/checkin-availability'
import { checkInFilterToSearchParams, parseCheckInFilter } from '#bff/domain/checkin/checkin-search'
import { pageLinks } from '#bff/domain/routing/paging'
import { notFound, optionalId } from '#bff/http/params.server'
import type { ClearDown } from '#bff/legacy/checkin.server'
import { parseQueuedMarks } from '#bff/domain/checkin/queued-marks'
import {
  clearCheckInDesk,
  loadCheckInSummary,
  replayCheckInMarks,
  searchCheckInDesk,
  searchWhoIsHereDesk,
  sendCheckInMarks,
} from '#bff/services/checkin.server'
import { getCompetition } from '#bff/services/competitions.server'
import { qrDataUrl } from '#bff/services/qr.server'
import { essential, type Outcome } from '#bff/services/failure.server'
import { canBuild } from '#bff/domain/routing/permissions'
import { requirePermission } from '#bff/session/guards.server'
import type { CheckInOffView, CheckInPageView, CheckInPostResult, CheckInReplayResult, WhoIsHereView } from '#bff/views/checkin'

/* The organiser check-in desk (3-organiser-admin §2 Check-in, §6): summary, search, marks, clear-down. */

type Context = AppLoadContext

/**
 * The competition, once the user may work its desk: check-in permission for it (builders pass) and
 * check-in enabled (§6), else 403; an unknown competition is a 404.
 */
async function deskCompetition(context: Context, compId: number, options: { offAllowed?: boolean } = {}) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  requirePermission(context, 'CHECKIN', { orgId: comp.compOrg.id, compId: comp.id })
  if (!comp.checkIn.enabled && !options.offAllowed) throw new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
  return comp
}

/**
 * The desk. Check-in off is not a missing permission: the page says it is off, and tells its
 * builders where to turn it on (the builder's Options step) (issue 30).
 */
export async function checkInPage(context: Context, compId: number, url: URL): Promise<CheckInPageView | CheckInOffView> {
  const comp = await deskCompetition(context, compId, { offAllowed: true })
  if (!comp.checkIn.enabled)
    return {
      off: true,
      compId: comp.id,
      competitionName: comp.name,
      turnOnHref: canBuild(context.auth, { orgId: comp.compOrg.id, compId: comp.id }) ? `/v2/builder-v2/${comp.id}/options` : null,
    }
  const now = new Date()
  const availability = checkInAvailability(comp, now)
  const { filter, page } = parseCheckInFilter(url.searchParams)
  const summary = await essential(loadCheckInSummary(context, comp.id))
  const found =
    availability === 'open'
      ? await essential(searchCheckInDesk(context, comp.id, { filter, page, defaults: summary.defaults, now }))
      : { items: [], total: 0, pageSize: 1 }
  const pageHref = (p: number) => {
    const query = checkInFilterToSearchParams(filter, p).toString()
    return query ? `?${query}` : '?'
  }
  return {
    compId: comp.id,
    competitionName: comp.name,
    // The code the desk prints for the venue: it opens athlete check-in for this competition.
    athleteQr: qrDataUrl(new URL(`/v2/checkin-athlete/${comp.id}`, context.url.origin).href),
    organiser: comp.organiser.name,
    date: comp.dates[0] ?? '',
    availability,
    expected: summary.expected,
    collected: summary.collected,
    text: summary.text,
    codes: summary.codes,
    filter,
    items: found.items,
    total: found.total,
    ...pageLinks(found.total, found.pageSize, page, pageHref),
  }
}

/** Who is here: the athletes checked in to at least one entry, for the desk (decision 028). */
export async function whoIsHerePage(context: Context, compId: number, url: URL): Promise<WhoIsHereView> {
  const comp = await deskCompetition(context, compId)
  const now = new Date()
  const availability = checkInAvailability(comp, now)
  const { page } = parseCheckInFilter(url.searchParams)
  const summary = await essential(loadCheckInSummary(context, comp.id))
  const found =
    availability === 'open'
      ? await essential(searchWhoIsHereDesk(context, comp.id, { page, defaults: summary.defaults, now }))
      : { items: [], total: 0, pageSize: 1 }
  return {
    compId: comp.id,
    competitionName: comp.name,
    availability,
    athletes: found.items,
    total: found.total,
    ...pageLinks(found.total, found.pageSize, page, (p) => `?page=${p}`),
  }
}

const CLEAR_DOWNS: readonly ClearDown[] = ['collected', 'checkedIn', 'all']

function flagOf(value: FormDataEntryValue | null): boolean | null {
  return value === '1' ? true : value === '0' ? false : null
}

/** One mark or a clear-down from the desk's forms. */
export async function checkInPost(context: Context, compId: number, form: FormData) {
  const comp = await deskCompetition(context, compId)
  const answer = (outcome: Outcome, done: string) => {
    const result: CheckInPostResult = outcome.ok ? { ok: true, message: { key: done } } : { ok: false, message: outcome.message }
    return data(result, outcome.ok ? 200 : outcome.status)
  }
  const bad = () => data<CheckInPostResult>({ ok: false, message: { key: 'errors.generic' } }, 400)
  if (checkInAvailability(comp, new Date()) !== 'open') {
    return data<CheckInPostResult>({ ok: false, message: { key: 'checkin.closedDesk' } }, 400)
  }
  const intent = form.get('intent')
  if (intent === 'clear') {
    const what = CLEAR_DOWNS.find((c) => c === form.get('what'))
    if (!what) return bad()
    return answer(await clearCheckInDesk(context, comp.id, what), `checkin.cleared.${what}`)
  }
  const athleteId = optionalId(form.get('athleteId'))
  const value = flagOf(form.get('value'))
  if (athleteId === null || value === null) return bad()
  if (intent === 'collect') {
    return answer(
      await sendCheckInMarks(context, comp.id, [{ athleteId, collected: value }]),
      value ? 'checkin.markedCollected' : 'checkin.unmarkedCollected',
    )
  }
  if (intent === 'checkIn') {
    const entryId = optionalId(form.get('entryId'))
    if (entryId === null) return bad()
    return answer(
      await sendCheckInMarks(context, comp.id, [{ athleteId, entries: [{ id: entryId, checkedIn: value }] }]),
      value ? 'checkin.markedCheckedIn' : 'checkin.unmarkedCheckedIn',
    )
  }
  return bad()
}

/** Marks the desk queued while offline, sent in order (JSON for the page's script). */
export async function checkInReplay(context: Context, compId: number, form: FormData): Promise<Response> {
  const comp = await deskCompetition(context, compId)
  const reply = (result: CheckInReplayResult, status = 200) => Response.json(result, { status })
  if (checkInAvailability(comp, new Date()) !== 'open') return reply({ statuses: [], message: { key: 'checkin.closedDesk' } }, 400)
  const marks = parseQueuedMarks(String(form.get('marks') ?? ''))
  if (marks === null) return reply({ statuses: [], message: { key: 'errors.generic' } }, 400)
  const { statuses, outcome } = await replayCheckInMarks(context, comp.id, marks)
  return reply({ statuses, message: outcome.ok ? null : outcome.message })
}
