import type { AthleteInput, AthleteView } from '../domain/athlete/athlete'
import { checkRegistration, confirmRegistration, linkAthlete, lookupRegistration, updateAthlete } from '../legacy/athletes.server'
import { isLegacyError, type UserMessage } from '../legacy/errors'
import { athleteFailureMessage, failure, toAthleteView, toWire, type AthleteContext, type AthleteOutcome } from './athletes.server'
import { orAbsent } from './failure.server'

/*
 * A registered athlete, found by registration number and date of birth (2-entry.md §7
 * "registration lookup"), fills the create form; creating it then puts the existing record on the
 * user's list instead of making a second athlete with the same registration number.
 */

/** Registration authority code, registration number (URN) and date of birth (YYYY-MM-DD). */
export type RegistrationQuery = { aocode: string; urn: string; dob: string }

export type RegistrationLookup =
  | { status: 'found'; athlete: AthleteView }
  | { status: 'notFound' }
  | { status: 'failed'; message: UserMessage }

/** Both the number and the date of birth must match; any refusal of the legacy site means no such athlete. */
export async function findRegisteredAthlete(ctx: AthleteContext, query: RegistrationQuery): Promise<RegistrationLookup> {
  try {
    const answer = await orAbsent(
      lookupRegistration(ctx.legacy, { aocode: query.aocode.trim(), regid: query.urn.trim(), dob: query.dob.trim() }),
    )
    return answer ? { status: 'found', athlete: toAthleteView(answer.data) } : { status: 'notFound' }
  } catch (err) {
    return { status: 'failed', message: athleteFailureMessage(err) }
  }
}

export type AddRegisteredOutcome = AthleteOutcome<AthleteView> | { ok: false; stale: true; message: UserMessage }

/**
 * Confirms a registration at the moment of linking (2-entry §7 `GET /v5/athlete/confirm`): the
 * number and date of birth must still lead to the athlete found by the look-up.
 */
export async function confirmRegisteredAthlete(ctx: AthleteContext, query: RegistrationQuery): Promise<RegistrationLookup> {
  try {
    const answer = await orAbsent(
      confirmRegistration(ctx.legacy, { aocode: query.aocode.trim(), regid: query.urn.trim(), dob: query.dob.trim() }),
    )
    return answer ? { status: 'found', athlete: toAthleteView(answer.data) } : { status: 'notFound' }
  } catch (err) {
    return { status: 'failed', message: athleteFailureMessage(err) }
  }
}

/**
 * Whether a registration number is already held by an athlete (2-entry §7 `GET /v5/athlete/check/{a}/{b}`),
 * asked before a new athlete is created with it; null when the check could not be made (the create then
 * goes ahead and the legacy site decides).
 */
export async function registrationHeld(ctx: AthleteContext, input: { aocode: string; urn: string }): Promise<boolean | null> {
  const urn = input.urn.trim()
  if (!urn) return false
  try {
    const answer = await checkRegistration(ctx.legacy, { aocode: input.aocode.trim() || 'EA', urn })
    return answer.data.exists
  } catch (err) {
    if (isLegacyError(err)) return null
    throw err
  }
}

/**
 * Puts the athlete found earlier on the user's list and saves the form over it. The registration
 * is confirmed first with the form's number and date of birth: they must still lead to that
 * athlete (a changed field or a tampered id is refused before anything is written).
 */
export async function addRegisteredAthlete(
  ctx: AthleteContext,
  athleteId: number,
  query: RegistrationQuery,
  input: AthleteInput,
): Promise<AddRegisteredOutcome> {
  if (!ctx.user) return { ok: false, message: { key: 'errors.sessionExpired' } }
  const found = await confirmRegisteredAthlete(ctx, query)
  if (found.status === 'failed') return { ok: false, message: found.message }
  if (found.status === 'notFound' || found.athlete.id !== athleteId) {
    return { ok: false, stale: true, message: { key: 'athletes:lookup.changed' } }
  }
  try {
    await linkAthlete(ctx.legacy, athleteId, ctx.user.userId)
    const answer = await updateAthlete(ctx.legacy, athleteId, toWire(input))
    return { ok: true, value: toAthleteView(answer.data), message: { key: 'athletes:messages.added' } }
  } catch (err) {
    return failure(err)
  }
}
