import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../contract-fixtures/seed/index'
import * as auth from '../legacy/auth.server'
import { isLegacyError } from '../legacy/errors'
import { getUnreadMessageCount } from './messages.server'
import { createCache } from '../cache/cache.server'
import { createUserCache } from '../cache/user-cache.server'
import { createMemoryStore } from '../platform/store.server'
import { simulatorAndClient } from '../../tests/support/simulator-client'
import { sessionUser } from '../../tests/support/users'

const UNREAD = '/wp-json/e4s/v5/messages/unread'

const env = simulatorAndClient()

async function tokenFor(username: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username)!
  return (await auth.tokenLogin(env.client.scoped({}), '/wp-json/jwt-auth/v1/token', { username, password: account.password })).token
}

const user = sessionUser()

/** A fresh per-user cache (empty memory store) for `userId`. */
function userCacheOf(userId: number | null, store = createMemoryStore()) {
  return createUserCache({ cache: createCache({ store }), store, userId })
}

describe('getUnreadMessageCount', () => {
  it('is null when logged out, without a legacy call', async () => {
    expect(await getUnreadMessageCount({ legacy: env.client.scoped({}), user: null, userCache: userCacheOf(null) })).toBeNull()
    expect(env.sim.calls.count(UNREAD)).toBe(0)
  })

  it("counts the user's unread messages with the user's token, kept for that user alone until they write something", async () => {
    const store = createMemoryStore()
    const legacy = env.client.scoped({ token: await tokenFor('entrant') })
    expect(await getUnreadMessageCount({ legacy, user, userCache: userCacheOf(user.userId, store) })).toBe(2)
    expect(await getUnreadMessageCount({ legacy, user, userCache: userCacheOf(user.userId, store) })).toBe(2)
    expect(env.sim.calls.count(UNREAD)).toBe(1)
    const organiser = { ...user, userId: 102 }
    const organiserLegacy = env.client.scoped({ token: await tokenFor('organiser') })
    expect(await getUnreadMessageCount({ legacy: organiserLegacy, user: organiser, userCache: userCacheOf(102, store) })).toBe(0)
    const written = userCacheOf(user.userId, store)
    await written.invalidate()
    expect(await getUnreadMessageCount({ legacy, user, userCache: userCacheOf(user.userId, store) })).toBe(2)
    expect(env.sim.calls.count(UNREAD)).toBe(3)
  })

  it('passes an expired token on as auth-expired (the request context turns it into a login redirect)', async () => {
    const err = await getUnreadMessageCount({ legacy: env.client.scoped({ token: 'sim_expired' }), user, userCache: userCacheOf(user.userId) }).catch(
      (e: unknown) => e,
    )
    expect(isLegacyError(err, 'auth-expired')).toBe(true)
  })
})
