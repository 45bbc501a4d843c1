import type { AppSession } from './session.server'

/** Keeps the shop basket address for the hand-off page; the caller commits the session. */
export function holdBasketHandoff(session: AppSession, basketUrl: string): void {
  session.set('basketHandoff', basketUrl)
}

/**
 * The held basket address, once: a second visit (the back button, a reload) finds none, so a
 * one-time hand-off address is never offered twice. The caller commits the session.
 */
export function takeBasketHandoff(session: AppSession): string | null {
  const url = session.get('basketHandoff') ?? null
  if (url) session.unset('basketHandoff')
  return url
}
