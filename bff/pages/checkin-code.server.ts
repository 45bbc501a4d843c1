import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { checkInAvailability } from '#bff/domain/checkin/checkin-availability'
import { calendarDate } from '#bff/domain/text/datetime'
import { notFound } from '#bff/http/params.server'
import { verifyCode } from '#bff/services/checkin.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import { hasCheckInCode, rememberCheckInCode } from '#bff/session/checkin-code.server'
import { requireUser } from '#bff/session/guards.server'
import type { CheckInCodePageView, CheckInPostResult } from '#bff/views/checkin'
import { myCheckInPage, myCheckInPost } from './checkin-athlete.server'

/*
 * Check-in by code (3-organiser-admin §2 checkin-code/{id}, §7 checkin/verify): an athlete at the
 * venue types the code shown at the desk, then checks their own entries in as on athlete check-in.
 * A code holds for the day it was given; guessing is budgeted as sign-in is (rate-limit.server.ts).
 */

type Context = AppLoadContext

// Codes are short words or numbers; anything else is refused before a call or a count of the budget.
const CODE = /^[\p{L}\p{N}-]{1,32}$/u

async function competitionOf(context: Context, compId: number) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  return comp
}

export async function checkInCodePage(context: Context, compId: number): Promise<CheckInCodePageView> {
  const now = new Date()
  if (hasCheckInCode(context.session, compId, calendarDate(now))) return { verified: true, ...(await myCheckInPage(context, compId)) }
  const comp = await competitionOf(context, compId)
  return {
    verified: false,
    compId: comp.id,
    competitionName: comp.name,
    date: comp.dates[0] ?? '',
    availability: checkInAvailability(comp, now),
  }
}

const refuse = (key: string, status: number, values?: Record<string, string>) =>
  data<CheckInPostResult>({ ok: false, message: values ? { key, values } : { key } }, status)

/** `intent=code` gives the code; any other post checks an entry in, once the code was given today. */
export async function checkInCodePost(context: Context, compId: number, form: FormData) {
  const now = new Date()
  const day = calendarDate(now)
  if (form.get('intent') !== 'code') {
    if (!hasCheckInCode(context.session, compId, day)) return refuse('checkin.code.required', 403)
    return myCheckInPost(context, compId, form)
  }
  const user = requireUser(context)
  const comp = await competitionOf(context, compId)
  const code = String(form.get('code') ?? '').trim()
  if (!CODE.test(code)) return refuse('checkin.code.empty', 400)
  const availability = checkInAvailability(comp, now)
  if (availability !== 'open') return refuse(`checkin.availability.${availability}`, 409)
  if (await context.overAuthBudget('checkinCode', `user:${user.userId}`)) return refuse('errors.rateLimited', 429)
  const verified = await verifyCode(context, { email: user.email, code, day })
  if (!verified.ok) return data<CheckInPostResult>({ ok: false, message: verified.message }, verified.status)
  // A code of another competition is as wrong here as a made-up one.
  if (verified.compId !== comp.id) return refuse('checkin.code.wrong', 400)
  rememberCheckInCode(context.session, comp.id, day)
  throw redirect(`/v2/checkin-code/${comp.id}`, { headers: { 'Set-Cookie': await context.sessions.commit(context.session) } })
}
