import { data, type AppLoadContext } from '@remix-run/node'
import { randomUUID } from 'node:crypto'
import { checkInAvailability } from '#bff/domain/checkin/checkin-availability'
import { notFound, optionalId } from '#bff/http/params.server'
import { checkInMyEntry, loadMyCheckIn } from '#bff/services/checkin.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import type { CheckInPostResult, MyCheckInPageView } from '#bff/views/checkin'

/*
 * An athlete (or their parent) checks their own entries in (3-organiser-admin §2 Check-in, athlete
 * mode): each entry while its window is open, accepting the terms when the competition asks.
 */

type Context = AppLoadContext

async function competitionOf(context: Context, compId: number) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  return comp
}

export async function myCheckInPage(context: Context, compId: number): Promise<MyCheckInPageView> {
  const comp = await competitionOf(context, compId)
  const now = new Date()
  const availability = checkInAvailability(comp, now)
  const mine = availability === 'open' ? await essential(loadMyCheckIn(context, comp.id, now)) : null
  return {
    compId: comp.id,
    competitionName: comp.name,
    date: comp.dates[0] ?? '',
    availability,
    text: mine?.text ?? '',
    useTerms: mine?.useTerms ?? false,
    terms: mine?.terms ?? '',
    athletes: mine?.athletes ?? [],
  }
}

/**
 * One entry checked in. The entry must be one of the user's, not checked in yet, and its window
 * open (an entry whose time is to be confirmed has no window); the legacy site checks ownership too.
 */
export async function myCheckInPost(context: Context, compId: number, form: FormData) {
  const comp = await competitionOf(context, compId)
  const refuse = (key: string, status = 400, values?: Record<string, string>) =>
    data<CheckInPostResult>({ ok: false, message: values ? { key, values } : { key } }, status)
  const now = new Date()
  if (checkInAvailability(comp, now) !== 'open') return refuse('checkin.closedDesk')
  const athleteId = optionalId(form.get('athleteId'))
  const entryId = optionalId(form.get('entryId'))
  if (athleteId === null || entryId === null) return refuse('errors.generic')
  const mine = await essential(loadMyCheckIn(context, comp.id, now))
  const entry = mine.athletes.find((a) => a.athleteId === athleteId)?.entries.find((e) => e.id === entryId)
  if (!entry) return refuse('checkin.self.notYours', 403)
  if (entry.checkedIn) return data<CheckInPostResult>({ ok: true, message: { key: 'checkin.self.done', values: { event: entry.name } } })
  if (entry.window && entry.window.status !== 'OPEN') return refuse(`checkInWindow.${entry.window.code}`, 409, entry.window.values)
  const termsAccepted = form.get('terms') === 'on'
  if (mine.useTerms && !termsAccepted) return refuse('checkin.self.termsRequired')
  const mark = { athleteId, entries: [{ id: entryId, checkedIn: true }], key: `self:${randomUUID()}` }
  const outcome = await checkInMyEntry(context, comp.id, mark, termsAccepted)
  if (!outcome.ok) return data<CheckInPostResult>({ ok: false, message: outcome.message }, outcome.status)
  return data<CheckInPostResult>({ ok: true, message: { key: 'checkin.self.done', values: { event: entry.name } } })
}
