import { RateLimiterRes } from 'rate-limiter-flexible'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { CacheShort } from '../../bff/cache/cache.server'
import { createUserCache } from '../../bff/cache/user-cache.server'
import { createAuthRateLimiter } from '../../bff/http/rate-limit.server'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { openSse } from '../support/sse'
import { ask, startRedisCluster, startSentinelGroup, type RedisCluster, type SentinelGroup } from '../support/redis-topology'

const COMP = CARD_DEMO.checkInTodayCompId
const POLL_MS = 400
const hostPorts = (list: Array<{ host: string; port: number }>) => list.map((n) => `${n.host}:${n.port}`).join(',')

async function login(app: TestApp): Promise<string> {
  const res = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
  expect(res.status).toBe(302)
  return sessionCookie(res)
}

async function signedIn(app: TestApp, cookie: string): Promise<Page> {
  const started = performance.now()
  const res = await fetch(`${app.url}/v2`, { headers: { cookie }, redirect: 'manual' })
  const html = await res.text()
  return { status: res.status, signedIn: html.includes('Welcome back'), ms: performance.now() - started }
}

type Page = { status: number; signedIn: boolean; ms: number }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Live scoreboards on both instances, each past its first frame. */
async function boardsOn(apps: TestApp[]) {
  const viewers = apps.map((app) => openSse(`${app.url}/v2/scoreboard-feed/${COMP}/2`))
  await Promise.all(viewers.map((v) => v.waitFor('scoreboard', 1)))
  return viewers
}

/**
 * Pages keep coming while `failover` runs and a little past it, while the instances reconnect to
 * the new primary: a page every 100 ms, from one instance then the other, whether or not the ones
 * before have answered (users do not wait for each other).
 */
async function pagesThrough<T>(a: TestApp, b: TestApp, cookie: string, failover: () => Promise<T>) {
  const pending: Array<Promise<Page>> = []
  let failingOver = true
  const traffic = (async () => {
    for (let i = 0; failingOver; i++) {
      pending.push(signedIn(i % 2 ? a : b, cookie))
      await sleep(100)
    }
  })()
  const outcome = await failover()
  await sleep(1500)
  failingOver = false
  await traffic
  return { answers: await Promise.all(pending), outcome }
}

/** Nobody was signed out or refused during the failover; pages were slower, within the request's deadline (8 s). */
function expectServedThrough(answers: Page[]) {
  expect(answers.length).toBeGreaterThan(10)
  expect(answers.filter((x) => x.status !== 200 || !x.signedIn)).toEqual([])
  expect(Math.max(...answers.map((x) => x.ms))).toBeLessThan(8000)
}

/** The scoreboards' lease and pub/sub work after the failover: a change reaches both instances. */
async function boardsFollow(sim: TestApp['sim'], viewers: Awaited<ReturnType<typeof boardsOn>>) {
  await fetch(`${sim.url}/__sim/scoreboard/${COMP}/advance`, { method: 'POST' })
  await Promise.all(viewers.map((v) => v.waitFor('scoreboard', 2)))
  for (const v of viewers) v.close()
}

/** What every instance shares through Redis, checked across two instances. */
async function sharedAcross(a: TestApp, b: TestApp, cookie: string, probe: string) {
  // Sessions: made by one instance, read by the other.
  expect(await signedIn(b, cookie)).toMatchObject({ status: 200, signedIn: true })

  // The data cache: loaded by one, a hit on the other.
  const schema = z.number()
  expect((await a.platform.cache.fetch(`probe:${probe}`, { strategy: CacheShort, schema, load: async () => 7 })).status).toBe('miss')
  const elsewhere = await b.platform.cache.fetch(`probe:${probe}`, {
    strategy: CacheShort,
    schema,
    load: () => Promise.reject(new Error('loaded twice')),
  })
  expect(elsewhere).toEqual({ value: 7, status: 'hit' })

  // A cold key asked of both at once: one load (the waiter reads the value and its lock in one
  // MGET, which a Cluster answers only for keys in one slot).
  let loads = 0
  const slowLoad = async () => {
    loads += 1
    await sleep(100)
    return 8
  }
  const cold = await Promise.all(
    [a, b].map((app) => app.platform.cache.fetch(`cold:${probe}`, { strategy: CacheShort, schema, load: slowLoad })),
  )
  expect(cold.map((c) => c.value)).toEqual([8, 8])
  expect(loads).toBe(1)

  // One user's cache: a write on one instance ends what the other kept.
  const userCache = (app: TestApp) => createUserCache({ cache: app.platform.cache, store: app.platform.store, userId: 4242 })
  expect(await userCache(a).fetch(`badge-${probe}`, { schema, load: async () => 1 })).toBe(1)
  expect(await userCache(b).fetch(`badge-${probe}`, { schema, load: async () => 2 })).toBe(1)
  await userCache(b).invalidate()
  expect(await userCache(a).fetch(`badge-${probe}`, { schema, load: async () => 3 })).toBe(3)

  // Locks: the second instance's holder runs after the first's.
  const order: string[] = []
  const hold = (app: TestApp, name: string, ms: number) =>
    app.platform.locks.run(`row:${probe}`, async () => {
      order.push(`${name} in`)
      await sleep(ms)
      order.push(`${name} out`)
    })
  const first = hold(a, 'a', 150)
  await sleep(30)
  await Promise.all([first, hold(b, 'b', 0)])
  expect(order).toEqual(['a in', 'a out', 'b in', 'b out'])

  // Rate limits: one budget for both.
  const [la, lb] = [createAuthRateLimiter(a.platform.store, 2), createAuthRateLimiter(b.platform.store, 2)]
  await la.consume(`probe:${probe}`)
  await lb.consume(`probe:${probe}`)
  await expect(la.consume(`probe:${probe}`)).rejects.toBeInstanceOf(RateLimiterRes)
}

describe('Redis through Sentinel: one primary, one replica, three sentinels', () => {
  let group: SentinelGroup
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    group = await startSentinelGroup()
    // A command waits for the new primary as long as the failover this test allows may take on a busy
    // machine (the 5 s default fell short twice of a promotion slowed by the rest of the suite).
    const env = {
      REDIS_SENTINELS: hostPorts(group.sentinels),
      REDIS_SENTINEL_NAME: group.name,
      SCOREBOARD_POLL_MS: String(POLL_MS),
      REDIS_FAILOVER_WAIT_MS: '8000',
    }
    a = await startTestApp({ env })
    b = await startTestApp({ env, sim: a.sim })
  }, 60_000)
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await group?.stop()
  })

  it('shares sessions, cache, locks and rate limits, and a failover in the middle logs nobody out', async () => {
    const cookie = await login(a)
    await sharedAcross(a, b, cookie, 'before')
    const viewers = await boardsOn([a, b])

    // The primary is killed and a sentinel promotes the replica; a login comes in meanwhile.
    const loginDuring = sleep(300).then(() => postForm(`${b.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' }))
    const { answers, outcome: failover } = await pagesThrough(a, b, cookie, () => group.killPrimary())
    const madeDuring = await loginDuring

    expect(madeDuring.status).toBe(302)
    expect(failover.ms).toBeLessThan(10_000)
    expectServedThrough(answers)

    // Both sessions, the one from before and the one made during the failover, are read afterwards.
    expect(await signedIn(a, cookie)).toMatchObject({ status: 200, signedIn: true })
    expect(await signedIn(a, sessionCookie(madeDuring))).toMatchObject({ status: 200, signedIn: true })
    await sharedAcross(b, a, cookie, 'after')
    await boardsFollow(a.sim, viewers)
  }, 60_000)
})

describe('Redis Cluster: three primaries', () => {
  let cluster: RedisCluster
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    cluster = await startRedisCluster()
    const env = { REDIS_CLUSTER_NODES: hostPorts(cluster.nodes.slice(0, 2)) }
    a = await startTestApp({ env })
    b = await startTestApp({ env, sim: a.sim })
  }, 60_000)
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await cluster?.stop()
  })

  it('shares sessions, cache, locks and rate limits', async () => {
    const cookie = await login(a)
    await sharedAcross(a, b, cookie, 'cluster')
    // Keys were spread over the nodes, not all in one.
    const counts = await Promise.all(cluster.nodes.map(async (n) => Number(await ask(n.port, 'DBSIZE'))))
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(1)
  })

  it('keeps a user generation and their cached values in one slot', async () => {
    const perNode = await Promise.all(cluster.nodes.map(async (n) => (await ask(n.port, 'KEYS', '*4242*')) as string[]))
    const keys = perNode.flat()
    expect(keys.some((k) => k.startsWith('user-gen:'))).toBe(true)
    expect(keys.some((k) => k.startsWith('cache:user:'))).toBe(true)
    expect(perNode.filter((k) => k.length > 0)).toHaveLength(1)
    const slots = await Promise.all(keys.map((k) => ask(cluster.nodes[0].port, 'CLUSTER', 'KEYSLOT', k)))
    expect(new Set(slots).size).toBe(1)
  })
})

describe('Redis Cluster: three primaries with a replica each, a primary killed mid-way', () => {
  let cluster: RedisCluster
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    // A replica takes over once its primary has not answered for a second.
    cluster = await startRedisCluster({ replicas: 1, nodeTimeoutMs: 1000 })
    const env = { REDIS_CLUSTER_NODES: hostPorts(cluster.nodes.slice(0, 2)), SCOREBOARD_POLL_MS: String(POLL_MS) }
    a = await startTestApp({ env })
    b = await startTestApp({ env, sim: a.sim })
  }, 60_000)
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await cluster?.stop()
  })

  it('keeps sessions, cache, locks, rate limits and the scoreboard lease once the replica takes over', async () => {
    const cookie = await login(a)
    await sharedAcross(a, b, cookie, 'before')
    const viewers = await boardsOn([a, b])

    // The primary holding the user's session: the hardest one to lose.
    const perNode = await Promise.all(cluster.nodes.map(async (n) => (await ask(n.port, 'KEYS', 'session:*')) as string[]))
    const sessionKey = perNode.flat()[0]
    expect(sessionKey).toBeDefined()

    // A login comes in once the primary is down, while its replica has not yet taken over.
    let loginDuring: Promise<Response> | undefined
    const { answers, outcome: failover } = await pagesThrough(a, b, cookie, async () => {
      const killed = await cluster.killPrimaryOf(sessionKey!)
      loginDuring = postForm(`${b.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
      return killed
    })
    const madeDuring = await loginDuring!

    expect(failover.ms).toBeLessThan(10_000)
    expectServedThrough(answers)
    expect(madeDuring.status).toBe(302)

    expect(await signedIn(a, cookie)).toMatchObject({ status: 200, signedIn: true })
    expect(await signedIn(b, sessionCookie(madeDuring))).toMatchObject({ status: 200, signedIn: true })
    await sharedAcross(b, a, cookie, 'after')
    await boardsFollow(a.sim, viewers)
  }, 60_000)
})
