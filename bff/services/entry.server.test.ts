import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, ENTRY_DEMO } from '../../contract-fixtures/seed/index'
import { simulatorAndClient } from '../../tests/support/simulator-client'
import { sessionUser } from '../../tests/support/users'
import { createCache } from '../cache/cache.server'
import { createUserCache } from '../cache/user-cache.server'
import * as auth from '../legacy/auth.server'
import { createMemoryStore } from '../platform/store.server'
import { confirmPriorityCode, loadScheduleContext, tickEvent } from './entry.server'

const env = simulatorAndClient()

async function entrantContext() {
  const account = DEMO_ACCOUNTS.find((a) => a.username === ENTRY_DEMO.username)!
  const { token } = await auth.tokenLogin(env.client.scoped({}), '/wp-json/jwt-auth/v1/token', {
    username: account.username,
    password: account.password,
  })
  const store = createMemoryStore()
  const cache = createCache({ store })
  const user = sessionUser()
  return {
    legacy: env.client.scoped({ token }),
    legacyAnonymous: env.client.scoped({}),
    cache,
    userCache: createUserCache({ cache, store, userId: user.userId }),
    user,
    auth: { userId: user.userId, role: user.role, permissions: user.permissions },
    // The schedule and a tick read no config.
    config: undefined as never,
    url: new URL(`http://app.test/v2/entry-v2/${ENTRY_DEMO.rulesCompId}`),
  }
}

describe('the schedule as the rules engine reads it', () => {
  it("makes an answer's rows once, frozen, and a changed answer's anew (decision 079)", async () => {
    const ctx = await entrantContext()
    const load = () => loadScheduleContext(ctx, ENTRY_DEMO.rulesCompId, ENTRY_DEMO.athleteId)
    const first = (await load())!
    const again = (await load())!
    // The same answer's text is the same frozen answer: its rows are not made again.
    expect(again.answer).toBe(first.answer)
    expect(again.schedule.rows).toBe(first.schedule.rows)
    expect(Object.isFrozen(first.schedule.rows[0]!.options)).toBe(true)

    expect(await confirmPriorityCode(ctx, ENTRY_DEMO.rulesCompId, ENTRY_DEMO.rulesCode)).toEqual({ ok: true })
    const locks = { run: <T>(_key: string, fn: () => Promise<T>) => fn() }
    const ticked = await tickEvent(
      { ...ctx, locks } as never,
      {
        compId: ENTRY_DEMO.rulesCompId,
        athleteId: ENTRY_DEMO.athleteId,
        ceid: ENTRY_DEMO.rulesCeids.m200,
        want: 'add',
      } as never,
    )
    expect(ticked.ok).toBe(true)
    const after = (await load())!
    expect(after.schedule.rows).not.toBe(first.schedule.rows)
    expect(after.schedule.rows.find((r) => r.ceid === ENTRY_DEMO.rulesCeids.m200)?.entered).toBe(true)
  })
})
