import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/index'
import type { LegacyClient } from '../../bff/legacy/client.server'
import { testLegacyClient } from './legacy-client'

export type SimulatorAndClient = { sim: Simulator; client: LegacyClient }

/**
 * For a test file: the simulator (reference date 2026-06-01) and a test legacy client on it, started
 * once and closed at the end; faults and the call log cleared before each test.
 */
export function simulatorAndClient(): SimulatorAndClient {
  const env = {} as SimulatorAndClient
  beforeAll(async () => {
    env.sim = await startSimulator({ referenceDate: '2026-06-01' })
    env.client = testLegacyClient(env.sim.url)
  })
  afterAll(async () => {
    await env.client?.close()
    await env.sim?.close()
  })
  beforeEach(() => {
    env.sim.faults.clear()
    env.sim.calls.reset()
  })
  return env
}
