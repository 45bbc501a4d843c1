import type { Session } from '@remix-run/node'
import type { KeyValueStore } from '../platform/store.server'
import type { PermissionGrant, Role } from '../domain/routing/permissions'
import { sessionCookieName } from './cookie-names'
import type { LegacyCookieRef } from './legacy-cookies.server'
import { createStoreSessionStorage } from './storage.server'

export type SessionUser = {
  userId: number
  displayName: string
  email: string
  role: Role
  permissions: PermissionGrant[]
  credit: number
  versionToggle: boolean
  /** Clubs, counties and regions this user enters for (event security rows). */
  represents: { clubs: number[]; counties: number[]; regions: number[] }
  /** The names of the clubs in `represents.clubs`, for choosing one to act for (absent in sessions older than it). */
  clubNames?: Array<{ id: number; name: string }>
  /** Development only: the role an admin toggled away from (to toggle back). */
  toggledFrom?: Role
}

export type SessionData = {
  token: string
  user: SessionUser
  /** Competition ids whose priority code this user has confirmed. */
  priorityConfirmed?: number[]
  /** Competition ids whose terms this user has accepted. */
  termsAccepted?: number[]
  /** Competition ids whose check-in code this user gave, with the day it holds for (YYYY-MM-DD). */
  checkInCodes?: Array<{ compId: number; day: string }>
  /** Where the submitted basket continues on the shop site, until the hand-off page has sent the browser there. */
  basketHandoff?: string
  /** The legacy site's cookies the browser got at login (names and paths, no values): logout clears them. */
  legacyCookies?: LegacyCookieRef[]
  /** While an admin impersonates someone: the admin, as they logged in (`user` is then the impersonated user). */
  impersonator?: SessionUser
  /** The club a user representing several acts for on the entry page (decision 052). */
  actingClub?: number
}

export type Toast = { level: 'info' | 'warn' | 'error'; key?: string; text?: string; values?: Record<string, string | number> }

export type AppSession = Session<SessionData>

export type SessionRead = {
  session: AppSession
  /** The session store could not be reached: public pages show the user as logged out, login-only ones answer 503. */
  unavailable: boolean
}

export type AppSessionStorage = ReturnType<typeof createAppSessionStorage>

const READ_ATTEMPTS = 2

export function createAppSessionStorage(o: {
  store: KeyValueStore
  secrets: string[]
  secure: boolean
  idleSeconds: number
  absoluteSeconds: number
}) {
  const cookieName = sessionCookieName(o.secure)
  const storage = createStoreSessionStorage<SessionData>({
    store: o.store,
    cookieName,
    secrets: o.secrets,
    secure: o.secure,
    idleSeconds: o.idleSeconds,
    absoluteSeconds: o.absoluteSeconds,
  })

  return {
    /**
     * Fails closed: a store outage reads as an anonymous session marked unavailable (login-only
     * screens then answer 503, not the login page). A read that timed out while the process was
     * busy is tried once more before that.
     */
    async read(cookieHeader: string | null): Promise<SessionRead> {
      for (let attempt = 1; ; attempt++) {
        try {
          return { session: await storage.getSession(cookieHeader), unavailable: false }
        } catch {
          if (attempt === READ_ATTEMPTS) return { session: await storage.getSession(null), unavailable: true }
        }
      }
    },
    /** Login: the old id is destroyed and a new one issued (no fixation). */
    async start(previous: AppSession, data: SessionData): Promise<string> {
      if (previous.id) await storage.destroySession(previous).catch(() => undefined)
      const fresh = await storage.getSession(null)
      fresh.set('token', data.token)
      fresh.set('user', data.user)
      if (data.legacyCookies?.length) fresh.set('legacyCookies', data.legacyCookies)
      return storage.commitSession(fresh)
    },
    commit(session: AppSession): Promise<string> {
      return storage.commitSession(session)
    },
    async destroy(session: AppSession): Promise<string> {
      try {
        return await storage.destroySession(session)
      } catch {
        // The store is down: the cookie is still cleared; the record expires on its own.
        return `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${o.secure ? '; Secure' : ''}`
      }
    },
  }
}
