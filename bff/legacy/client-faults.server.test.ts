import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { testLegacyClient } from '../../tests/support/legacy-client'
import { getPublicConfig } from './config.server'
import { isLegacyError } from './errors'

// The client against the simulator's connection faults: each ends as a typed error, never a hang.

const CONFIG = '/wp-json/e4s/v5/public/config'
let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
})
afterEach(() => sim.faults.clear())
afterAll(() => sim.close())

async function kindOf(p: Promise<unknown>) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  )
  return isLegacyError(err) ? err.kind : String(err)
}

describe('connection faults', () => {
  it.each(['reset', 'cut'] as const)('%s is a network error', async (mode) => {
    sim.faults.add({ pathPrefix: CONFIG, mode })
    const client = testLegacyClient(sim.url)
    expect(await kindOf(getPublicConfig(client.scoped({}), { asUser: false }))).toBe('network')
    await client.close()
  })

  it.each(['reset', 'cut'] as const)('a GET is retried after a %s and succeeds', async (mode) => {
    sim.faults.add({ pathPrefix: CONFIG, mode, times: 1 })
    const client = testLegacyClient(sim.url, { getRetries: 1, retryBaseMs: 1 })
    expect((await getPublicConfig(client.scoped({}), { asUser: false })).errNo).toBe(0)
    await client.close()
  })
})
