import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../contract-fixtures/seed/index'
import * as auth from '../legacy/auth.server'
import { isLegacyError } from '../legacy/errors'
import { getUnreadMessageCount, listMyMessages, markMyMessageRead, deleteMyMessage, readMyMessage } from './messages.server'
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

  it('is read at most once a minute: 59 s later the count kept is answered, 61 s later it is read again', async () => {
    let clock = Date.now()
    const store = createMemoryStore()
    const cacheAt = () => createUserCache({ cache: createCache({ store, now: () => clock }), store, userId: user.userId })
    const legacy = env.client.scoped({ token: await tokenFor('entrant') })
    const before = env.sim.calls.count(UNREAD)
    await getUnreadMessageCount({ legacy, user, userCache: cacheAt() })
    clock += 59_000
    await getUnreadMessageCount({ legacy, user, userCache: cacheAt() })
    expect(env.sim.calls.count(UNREAD) - before).toBe(1)
    clock += 2_000
    await getUnreadMessageCount({ legacy, user, userCache: cacheAt() })
    expect(env.sim.calls.count(UNREAD) - before).toBe(2)
  })

  it('passes an expired token on as auth-expired (the request context turns it into a login redirect)', async () => {
    const err = await getUnreadMessageCount({
      legacy: env.client.scoped({ token: 'sim_expired' }),
      user,
      userCache: userCacheOf(user.userId),
    }).catch((e: unknown) => e)
    expect(isLegacyError(err, 'auth-expired')).toBe(true)
  })
})

describe('the inbox', () => {
  const entrant = async () => ({
    legacy: env.client.scoped({ token: await tokenFor('entrant') }),
    user,
    lang: 'en' as const,
    userCache: userCacheOf(user.userId),
  })
  const mine = () => env.sim.state.messages.filter((m) => m.to.includes(user.userId))

  it("lists the user's messages newest first with their own unread state, per competition too", async () => {
    const ctx = await entrant()
    const items = await listMyMessages(ctx, null)
    expect(items.map((m) => m.id)).toEqual(
      mine()
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
        .map((m) => m.id),
    )
    expect(items.filter((m) => m.unread).length).toBe(2)
    const compId = mine().find((m) => m.compId > 0)!.compId
    expect((await listMyMessages(ctx, compId)).every((m) => m.compId === compId)).toBe(true)
  })

  it('reads a body sanitised and leaves it unread; marking it read takes one off the count', async () => {
    const ctx = await entrant()
    const target = mine().find((m) => !m.readBy.includes(user.userId))!
    target.body = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(2)">a</a></p>'
    const opened = (await readMyMessage(ctx, target.id))!
    expect(opened.bodyHtml).toBe('<p>Hi<a>a</a></p>')
    expect(opened.unread).toBe(true)
    await markMyMessageRead(ctx, target.id)
    expect(await getUnreadMessageCount(ctx)).toBe(1)
  })

  it('deleting one takes it off the list and out of the count for this user alone; it then reads as gone', async () => {
    const ctx = await entrant()
    const target = mine().find((m) => !m.readBy.includes(user.userId))!
    const count = (await getUnreadMessageCount(ctx))!
    expect(await deleteMyMessage(ctx, target.id)).toEqual({ ok: true })
    expect((await listMyMessages(ctx, null)).map((m) => m.id)).not.toContain(target.id)
    expect(await readMyMessage(ctx, target.id)).toBeNull()
    // A fresh cache: in the app the write itself starts a new generation (tests/integration/messages.test.ts).
    expect(await getUnreadMessageCount(await entrant())).toBe(count - 1)
    expect(await deleteMyMessage(ctx, 999999)).toMatchObject({ ok: false, status: 404 })
  })

  it("someone else's message is a refusal, and marking it changes nothing", async () => {
    const ctx = await entrant()
    const other = env.sim.state.messages.find((m) => !m.to.includes(user.userId))
    const id = other?.id ?? 999999
    expect(isLegacyError(await readMyMessage(ctx, id).catch((e: unknown) => e), 'business')).toBe(true)
    expect(isLegacyError(await markMyMessageRead(ctx, id).catch((e: unknown) => e), 'business')).toBe(true)
    if (other) expect(other.readBy).not.toContain(user.userId)
  })
})
