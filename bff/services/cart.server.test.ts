import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../contract-fixtures/seed/index'
import * as auth from '../legacy/auth.server'
import { createCache } from '../cache/cache.server'
import { createUserCache } from '../cache/user-cache.server'
import { createMemoryStore } from '../platform/store.server'
import { simulatorAndClient } from '../../tests/support/simulator-client'
import { sessionUser } from '../../tests/support/users'
import { CART_SUMMARY_NAME } from './cart-keys'
import { getCartSummary } from './cart.server'

const CART = '/wp-json/e4s/v5/cart'

const env = simulatorAndClient()
const user = sessionUser()

async function entrantLegacy() {
  const account = DEMO_ACCOUNTS.find((a) => a.username === 'entrant')!
  const { token } = await auth.tokenLogin(env.client.scoped({}), '/wp-json/jwt-auth/v1/token', {
    username: account.username,
    password: account.password,
  })
  return env.client.scoped({ token })
}

describe("getCartSummary (the header's cart counts)", () => {
  it('is null when logged out, without a legacy call', async () => {
    const store = createMemoryStore()
    const userCache = createUserCache({ cache: createCache({ store }), store, userId: null })
    expect(await getCartSummary({ legacy: env.client.scoped({}), user: null, userCache })).toBeNull()
    expect(env.sim.calls.count(CART)).toBe(0)
  })

  it('is read at most once a minute: 59 s later the counts kept are answered, 61 s later they are read again', async () => {
    let clock = Date.now()
    const store = createMemoryStore()
    const cacheAt = () => createUserCache({ cache: createCache({ store, now: () => clock }), store, userId: user.userId })
    const legacy = await entrantLegacy()
    const before = env.sim.calls.count(CART)
    const first = await getCartSummary({ legacy, user, userCache: cacheAt() })
    clock += 59_000
    expect(await getCartSummary({ legacy, user, userCache: cacheAt() })).toEqual(first)
    expect(env.sim.calls.count(CART) - before).toBe(1)
    clock += 2_000
    await getCartSummary({ legacy, user, userCache: cacheAt() })
    expect(env.sim.calls.count(CART) - before).toBe(2)
  })

  it("a page that reads the cart reads the counts fresh and keeps them; the user's cart write drops them at once", async () => {
    const store = createMemoryStore()
    const userCache = () => createUserCache({ cache: createCache({ store }), store, userId: user.userId })
    const legacy = await entrantLegacy()
    const before = env.sim.calls.count(CART)
    await getCartSummary({ legacy, user, userCache: userCache() })
    await getCartSummary({ legacy, user, userCache: userCache() }, { fresh: true })
    expect(env.sim.calls.count(CART) - before).toBe(2)
    await getCartSummary({ legacy, user, userCache: userCache() })
    expect(env.sim.calls.count(CART) - before).toBe(2)
    await userCache().forget(CART_SUMMARY_NAME)
    await getCartSummary({ legacy, user, userCache: userCache() })
    expect(env.sim.calls.count(CART) - before).toBe(3)
  })
})
