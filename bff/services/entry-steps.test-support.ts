import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../cache/store.server'
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
  const context = {
    legacy,
    legacyAnonymous: client.scoped({}),
    user: {
      userId,
      displayName: 'Demo Entrant',
      email: 'entrant@example.org',
      role: 'USER',
      permissions: [],
      credit: 0,
      versionToggle: false,
      represents: { clubs: [], counties: [], regions: [] },
    },
    auth: { userId, role: 'USER', permissions: [] },
    cache: createCache({ store: createMemoryStore() }),
    config: { legacySiteUrl: 'http://legacy.test' },
    url: new URL('http://app.test/v2/entry-v2/1'),
  }
  // Only the fields these services read are filled in.
  return context as unknown as RequestContext
}
