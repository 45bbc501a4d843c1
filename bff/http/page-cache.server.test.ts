import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../platform/store.server'
import { hasPersonalCookie } from '../session/cookie-names'
import { createAppSessionStorage } from '../session/session.server'
import { setToast } from '../session/toast.server'
import { createPageCache } from './page-cache.server'

/** Whether the page cache takes the request in (it then marks the answer) or lets it through untouched. */
function cacheConsidered(cookie: string | undefined): boolean {
  const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 })
  const req = { method: 'GET', url: '/v2', originalUrl: '/v2', headers: { cookie } }
  const set = vi.fn()
  const res = { locals: { cspNonce: 'n' }, set, write: () => true, end: () => undefined, getHeader: () => undefined, statusCode: 200 }
  const next = vi.fn() as NextFunction
  cache.keep(req as unknown as Request, res as unknown as Response, next)
  expect(next).toHaveBeenCalledOnce()
  return set.mock.calls.some(([header]) => header === 'X-Page-Cache')
}

/** The name=value pair a Set-Cookie header gives back to the server. */
const pairOf = (setCookie: string) => setCookie.split(';')[0]!

async function sessionCookie(secure: boolean): Promise<string> {
  const sessions = createAppSessionStorage({ store: createMemoryStore(), secrets: ['s'], secure, idleSeconds: 60, absoluteSeconds: 600 })
  const { session } = await sessions.read(null)
  session.set('token', 't')
  return pairOf(await sessions.commit(session))
}

describe('anonymous page cache and the app cookies', () => {
  it('keeps pages for visitors without the app cookies', () => {
    expect(cacheConsidered(undefined)).toBe(true)
    expect(cacheConsidered('theme=dark; e4s_session_note=1')).toBe(true)
  })

  // The names come from the Set-Cookie headers the session and toast modules really write, so a
  // renamed cookie cannot leave the cache serving a kept anonymous page to a logged-in user.
  it('never serves a kept page to a visitor with a session (plain or __Host-) or a pending toast', async () => {
    for (const cookie of [
      await sessionCookie(false),
      await sessionCookie(true),
      pairOf(await setToast({ level: 'info', key: 'auth.loggedOut' })),
    ]) {
      expect(cacheConsidered(cookie), cookie).toBe(false)
      expect(cacheConsidered(`lang=fr; ${cookie}; theme=dark`), cookie).toBe(false)
    }
  })

  it('reads cookie names, not values or name parts', () => {
    expect(hasPersonalCookie('note=e4s_session')).toBe(false)
    expect(hasPersonalCookie('my_e4s_toast=1')).toBe(false)
    expect(hasPersonalCookie(' e4s_toast=x')).toBe(true)
  })
})
