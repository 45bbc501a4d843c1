import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { startTestApp, type TestApp } from '../support/app'
import { startRedisServer, type RedisServer } from '../support/redis-server'

// Three instances on one Redis and one (slow) legacy site, npm run build first: a cold key costs
// the legacy site one call for the whole fleet, not one per instance (decision 068).

let sim: Simulator
let redis: RedisServer
const apps: TestApp[] = []
beforeAll(async () => {
  ;[sim, redis] = await Promise.all([startSimulator({ port: 0, latencyMs: 150 }), startRedisServer()])
  // Without the page cache, every request renders and reads its data.
  const env = { REDIS_URL: redis.url, PAGE_CACHE_MS: '0' }
  for (let i = 0; i < 3; i++) apps.push(await startTestApp({ env, sim }))
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await sim?.close()
  await redis?.stop()
})

describe('cold keys on a fleet', () => {
  it('the home page asked of three instances at once reads the competition list and the config once', async () => {
    sim.calls.reset()
    const pages = await Promise.all(apps.flatMap((app) => [1, 2, 3].map(() => fetch(`${app.url}/v2`))))
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200))
    expect(sim.calls.count('/wp-json/e4s/v5/public/comps/filter')).toBe(1)
    expect(sim.calls.count('/wp-json/e4s/v5/public/config')).toBe(1)
  })
})
