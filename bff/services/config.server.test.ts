import { afterAll, beforeAll, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/index'
import { testLegacyClient } from '../../tests/support/legacy-client'
import { createPassThroughCache } from '../cache/cache.server'
import { createMemoryStore } from '../platform/store.server'
import type { LegacyClient } from '../legacy/client.server'
import { loadPublicConfig } from './config.server'

const CONFIG_PATH = '/wp-json/e4s/v5/public/config'

let sim: Simulator
let client: LegacyClient
beforeAll(async () => {
  sim = await startSimulator()
  client = testLegacyClient(sim.url)
})
afterAll(async () => {
  await client?.close()
  await sim?.close()
})

it('reads the public config once per request, even with caching off', async () => {
  const cache = createPassThroughCache({ store: createMemoryStore() })
  const request = { cache, legacyAnonymous: client.scoped({}) }
  sim.calls.reset()
  const [a, b] = await Promise.all([loadPublicConfig(request), loadPublicConfig(request)])
  expect(a).toBe(b)
  expect(sim.calls.count(CONFIG_PATH)).toBe(1)

  // Another request loads it again: nothing is kept between requests when caching is off.
  await loadPublicConfig({ ...request })
  expect(sim.calls.count(CONFIG_PATH)).toBe(2)
})
