import { describe, expect, it } from 'vitest'
import { ANONYMOUS, type UserAuth } from '../domain/routing/permissions'
import { matchV1, matchV2 } from '../domain/routing/route-table'
import { requireAnonymous, requirePermission, requireScreen, requireScreenNamed, requireUser, requireUserScreen } from './guards.server'
import { sessionUser } from '../../tests/support/users'
import type { SessionUser } from './session.server'

const url = new URL('https://app.example/v2/builder-v2/12?tab=events')
const organiser = sessionUser({
  userId: 7,
  displayName: 'Org',
  email: 'org@example.org',
  permissions: [{ role: 'BUILDER', orgId: 12, compId: 0 }],
})
const auth = (u: SessionUser): UserAuth => ({ userId: u.userId, role: u.role, permissions: u.permissions })

async function thrown(fn: () => unknown): Promise<Response> {
  try {
    fn()
  } catch (e) {
    if (e instanceof Response) return e
    throw e
  }
  throw new Error('expected a thrown Response')
}

describe('guards', () => {
  it('requireUser sends an anonymous visitor to login with the full path as redirectFrom', async () => {
    const res = await thrown(() => requireUser({ user: null, auth: ANONYMOUS, url }))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/v2/login-v2?redirectFrom=%2Fv2%2Fbuilder-v2%2F12%3Ftab%3Devents')
    expect(requireUser({ user: organiser, auth: auth(organiser), url })).toBe(organiser)
  })

  it('requireAnonymous sends a logged-in user home', async () => {
    const res = await thrown(() => requireAnonymous({ user: organiser, auth: auth(organiser), url }))
    expect(res.headers.get('Location')).toBe('/v2')
    expect(() => requireAnonymous({ user: null, auth: ANONYMOUS, url })).not.toThrow()
  })

  it('requirePermission checks the scope on the server: 403 outside it, login when anonymous', async () => {
    const ctx = { user: organiser, auth: auth(organiser), url }
    expect(requirePermission(ctx, 'BUILDER', { orgId: 12, compId: 99 })).toBe(organiser)
    expect(requirePermission(ctx, 'CHECKIN', { orgId: 12 })).toBe(organiser)
    expect((await thrown(() => requirePermission(ctx, 'BUILDER', { orgId: 13 }))).status).toBe(403)
    expect((await thrown(() => requirePermission(ctx, 'FINANCE'))).status).toBe(403)
    expect((await thrown(() => requirePermission({ user: null, auth: ANONYMOUS, url }, 'BUILDER'))).status).toBe(302)
  })

  it('requireScreen applies the route table: page, login with redirectFrom, or 403', async () => {
    const entrant: SessionUser = { ...organiser, userId: 8, permissions: [] }
    const asOrganiser = { user: organiser, auth: auth(organiser), url }
    const asEntrant = { user: entrant, auth: auth(entrant), url }
    const anonymous = { user: null, auth: ANONYMOUS, url }
    const builder = matchV2('/v2/builder-v2/12')!
    expect(requireScreen(asOrganiser, builder)).toBe(organiser)
    const refused = await thrown(() => requireScreen(asEntrant, builder))
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('Forbidden')
    const login = await thrown(() => requireScreen(anonymous, builder))
    expect(login.status).toBe(302)
    expect(login.headers.get('Location')).toBe('/v2/login-v2?redirectFrom=%2Fv2%2Fbuilder-v2%2F12%3Ftab%3Devents')
    expect(requireScreen(anonymous, matchV1('/results/4')!)).toBeNull()
    expect((await thrown(() => requireScreen(anonymous, matchV1('/sec-grid')!))).status).toBe(302)
    expect((await thrown(() => requireScreen(asOrganiser, matchV1('/sec-grid')!))).status).toBe(403)
  })

  it('a session whose user is gone counts as anonymous, whatever auth says', async () => {
    const stale = { user: null, auth: auth(organiser), url }
    expect((await thrown(() => requireScreen(stale, matchV2('/v2/builder-v2/12')!))).status).toBe(302)
  })

  it('built screens find their rule by name, with their route params', async () => {
    const entrant: SessionUser = { ...organiser, userId: 8, permissions: [] }
    expect(requireUserScreen({ user: entrant, auth: auth(entrant), url }, 'cart')).toBe(entrant)
    expect(requireScreenNamed({ user: organiser, auth: auth(organiser), url }, 'builder', { id: '12' })).toBe(organiser)
    expect(
      (await thrown(() => requireScreenNamed({ user: entrant, auth: auth(entrant), url }, 'builder', { id: '12', other: undefined })))
        .status,
    ).toBe(403)
    expect((await thrown(() => requireUserScreen({ user: null, auth: ANONYMOUS, url }, 'athletes'))).status).toBe(302)
    expect(() => requireScreenNamed({ user: entrant, auth: auth(entrant), url }, 'noSuchScreen')).toThrow('No route named noSuchScreen')
  })

  it('a login-only screen answers 503, not the login page, when the session store did not answer', async () => {
    const unread = { user: null, auth: ANONYMOUS, url, sessionUnavailable: true }
    for (const res of [await thrown(() => requireUser(unread)), await thrown(() => requireScreenNamed(unread, 'builder', { id: '12' }))]) {
      expect(res.status).toBe(503)
      expect(res.headers.get('Location')).toBeNull()
    }
    expect((await thrown(() => requireUser({ ...unread, sessionUnavailable: false }))).status).toBe(302)
  })
})
