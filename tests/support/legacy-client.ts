import { MockAgent } from 'undici'
import { afterEach, beforeEach } from 'vitest'
import { LegacyClient, type LegacyClientOptions } from '../../bff/legacy/client.server'
import { isLegacyError, type LegacyError } from '../../bff/legacy/errors'

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

export const MOCK_ORIGIN = 'http://legacy.test'

/**
 * Inside a describe block: for each test a fresh MockAgent (no real network) and a test legacy
 * client on MOCK_ORIGIN that sends through it; both closed after the test.
 */
export function mockLegacy(): { readonly agent: MockAgent; readonly client: LegacyClient } {
  const current = {} as { agent: MockAgent; client: LegacyClient }
  beforeEach(() => {
    current.agent = new MockAgent()
    current.agent.disableNetConnect()
    current.client = testLegacyClient(MOCK_ORIGIN, { dispatcher: current.agent })
  })
  afterEach(async () => {
    await current.client.close()
    await current.agent.close()
  })
  return current
}

/**
 * Expects one call of `method` on `path` of the mocked legacy site and answers it with `reply`
 * (HTTP 200); what the call sent as its JSON body is read from the returned object afterwards.
 */
export function expectLegacyCall(agent: MockAgent, method: string, path: string, reply: object): { body?: unknown } {
  const seen: { body?: unknown } = {}
  agent
    .get(MOCK_ORIGIN)
    .intercept({ method, path })
    .reply((opts) => {
      seen.body = typeof opts.body === 'string' ? JSON.parse(opts.body) : undefined
      return { statusCode: 200, data: reply }
    })
  return seen
}

/** The LegacyError a call failed with (the test fails if it succeeded or failed otherwise). */
export async function legacyFailure(p: Promise<unknown>): Promise<LegacyError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!isLegacyError(err)) throw new Error(`expected a LegacyError, got ${String(err)}`)
  return err
}
