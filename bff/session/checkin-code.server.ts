import type { AppSession } from './session.server'

/* Check-in by code: the competitions whose code the user gave today, remembered in the session. */

/** True when the user gave the competition's check-in code on `day` (YYYY-MM-DD). */
export function hasCheckInCode(session: AppSession, compId: number, day: string): boolean {
  return (session.get('checkInCodes') ?? []).some((c) => c.compId === compId && c.day === day)
}

/** Records the code given for one competition on `day`, forgetting other days'; the caller commits the session. */
export function rememberCheckInCode(session: AppSession, compId: number, day: string): void {
  const kept = (session.get('checkInCodes') ?? []).filter((c) => c.day === day && c.compId !== compId)
  session.set('checkInCodes', [...kept, { compId, day }])
}
