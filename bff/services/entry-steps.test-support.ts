import { beforeAll, beforeEach } from 'vitest'
import { client as simClient } from '../../contract-fixtures/simulator/test-client'
import { simulatorAndClient, type SimulatorAndClient } from '../../tests/support/simulator-client'
import { sessionUser } from '../../tests/support/users'
import { createCache } from '../cache/cache.server'
import { createUserCache } from '../cache/user-cache.server'
import { createMemoryStore } from '../platform/store.server'
import type { RequestContext } from '../context.server'
import type { LegacyCall, LegacyCaller, LegacyClient } from '../legacy/client.server'

/** The request context the entry-step services read, for one user, recording every legacy call as 'METHOD endpoint'. */
export function stepsContext(client: LegacyClient, token: string, userId: number, calls: string[]): RequestContext {
  const scoped = client.scoped({ token })
  const legacy: LegacyCaller = {
    hasToken: scoped.hasToken,
    call<T>(spec: LegacyCall<T>) {
      calls.push(`${spec.method} ${spec.endpoint}`)
      return scoped.call(spec)
    },
  }
  const store = createMemoryStore()
  const cache = createCache({ store })
  const context = {
    legacy,
    legacyAnonymous: client.scoped({}),
    user: sessionUser({ userId }),
    auth: { userId, role: 'USER', permissions: [] },
    cache,
    // Keeps nothing (no user id): these tests count every read, and no request memo drops it after a write.
    userCache: createUserCache({ cache, store, userId: null }),
    config: { legacySiteUrl: 'http://legacy.test' },
    url: new URL('http://app.test/v2/entry-v2/1'),
  }
  // Only the fields these services read are filled in.
  return context as unknown as RequestContext
}

export type EntrantOnSimulator = SimulatorAndClient & { token: string; entrantId: number; calls: string[]; ctx(): RequestContext }

/** simulatorAndClient, plus the demo entrant's token and a context whose legacy calls are logged (emptied before each test). */
export function entrantOnSimulator(): EntrantOnSimulator {
  const env = Object.assign(simulatorAndClient(), { calls: [] as string[] }) as EntrantOnSimulator
  env.ctx = () => stepsContext(env.client, env.token, env.entrantId, env.calls)
  beforeAll(async () => {
    env.token = await simClient(env.sim).token('entrant', 'Entrant!2026')
    env.entrantId = env.sim.state.users.find((u) => u.login === 'entrant')!.id
  })
  beforeEach(() => {
    env.calls.length = 0
  })
  return env
}
