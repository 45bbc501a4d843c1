import { LegacyClient, type LegacyClientOptions } from '../../bff/legacy/client.server'

/** A legacy client for tests against the simulator or WireMock: no retries, a breaker that never opens. */
export function testLegacyClient(baseUrl: string, overrides: Partial<LegacyClientOptions> = {}): LegacyClient {
  return new LegacyClient({
    baseUrl,
    connectTimeoutMs: 2000,
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    getRetries: 0,
    breakerThreshold: 1000,
    breakerResetMs: 1000,
    ...overrides,
  })
}
