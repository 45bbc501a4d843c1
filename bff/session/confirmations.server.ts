import type { AppSession } from './session.server'

/** The entry conditions a user meets once per competition, remembered in the session. */
export type Confirmation = 'priority' | 'terms'

const KEY = { priority: 'priorityConfirmed', terms: 'termsAccepted' } as const

/** The competitions whose priority code was confirmed and whose terms were accepted. */
export function confirmations(session: AppSession): Record<Confirmation, number[]> {
  return { priority: session.get(KEY.priority) ?? [], terms: session.get(KEY.terms) ?? [] }
}

/** Records one confirmation for one competition; the caller commits the session. */
export function confirm(session: AppSession, what: Confirmation, compId: number): void {
  const done = session.get(KEY[what]) ?? []
  if (!done.includes(compId)) session.set(KEY[what], [...done, compId])
}
