import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { MockAgent } from 'undici'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { LegacyClient, envelope, rest, type LegacyClientOptions } from './client.server'
import { legacyFailure as failure } from '../../tests/support/legacy-client'

const ORIGIN = 'http://legacy.test'
const PATH = rest('/v5/thing')
const schema = envelope(z.object({ name: z.string() }))

let agent: MockAgent
beforeEach(() => {
  agent = new MockAgent()
  agent.disableNetConnect()
})
afterEach(async () => {
  await agent.close()
})

function client(overrides: Partial<LegacyClientOptions> = {}) {
  return new LegacyClient({
    baseUrl: ORIGIN,
    connectTimeoutMs: 200,
    headersTimeoutMs: 200,
    bodyTimeoutMs: 200,
    getRetries: 2,
    breakerThreshold: 4,
    breakerResetMs: 200,
    retryBaseMs: 1,
    dispatcher: agent,
    ...overrides,
  })
}

const get = { endpoint: 'test.thing', method: 'GET' as const, path: PATH, auth: 'optional' as const, schema }
const post = { ...get, method: 'POST' as const, body: { a: 1 } }

describe('LegacyClient', () => {
  it('parses the envelope and attaches the bearer token of the scope only', async () => {
    let auth: unknown
    agent
      .get(ORIGIN)
      .intercept({ path: PATH, method: 'GET' })
      .reply((opts) => {
        auth = (opts.headers as Record<string, string>).authorization
        return { statusCode: 200, data: { errNo: 0, error: '', data: { name: 'x' } } }
      })
    const value = await client().scoped({ token: 'tok-1' }).call(get)
    expect(value.data.name).toBe('x')
    expect(auth).toBe('Bearer tok-1')
  })

  it('does not send the token on auth: none calls and refuses auth: required without one', async () => {
    let auth: unknown = 'unset'
    agent
      .get(ORIGIN)
      .intercept({ path: PATH, method: 'GET' })
      .reply((opts) => {
        auth = (opts.headers as Record<string, string>).authorization
        return { statusCode: 200, data: { errNo: 0, data: { name: 'x' } } }
      })
    await client()
      .scoped({ token: 'tok-1' })
      .call({ ...get, auth: 'none' })
    expect(auth).toBeUndefined()
    expect(
      (
        await failure(
          client()
            .scoped({})
            .call({ ...get, auth: 'required' }),
        )
      ).kind,
    ).toBe('auth-expired')
  })

  it('turns errNo > 0 into a business error with the legacy text, tags stripped', async () => {
    agent.get(ORIGIN).intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 3, error: '<b>Comp is closed</b>', message: '' })
    const err = await failure(client().call(get))
    expect(err.kind).toBe('business')
    expect(err.detail.errNo).toBe(3)
    expect(err.userMessage).toEqual({ text: 'Comp is closed' })
  })

  it('401 is auth-expired, 4xx is http, malformed JSON and schema mismatch are contract errors', async () => {
    const pool = agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'POST' }).reply(401, { code: 'jwt_auth_invalid_token' })
    pool.intercept({ path: PATH, method: 'POST' }).reply(404, 'nope')
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, '{"errNo": 0, "data": {')
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, { errNo: 0, data: { name: 42 } })
    const c = client()
    expect((await failure(c.call(post))).kind).toBe('auth-expired')
    const http = await failure(c.call(post))
    expect([http.kind, http.status]).toEqual(['http', 404])
    expect((await failure(c.call(post))).kind).toBe('contract')
    const contract = await failure(c.call(post))
    expect(contract.kind).toBe('contract')
    expect(contract.detail.issues?.[0]?.path).toEqual(['data', 'name'])
    expect(JSON.stringify(contract.userMessage)).not.toContain('42')
  })

  it('retries GET on 5xx with back-off and succeeds', async () => {
    const pool = agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'GET' }).reply(502, 'bad gateway').times(2)
    pool.intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 0, data: { name: 'ok' } })
    const value = await client().call(get)
    expect(value.data.name).toBe('ok')
  })

  it('never retries POST', async () => {
    const pool = agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'POST' }).reply(503, 'down')
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, { errNo: 0, data: { name: 'second' } })
    const err = await failure(client().call(post))
    expect([err.kind, err.status]).toEqual(['http', 503])
    // The second interceptor is still pending: only one request was made.
    expect(agent.pendingInterceptors()).toHaveLength(1)
  })

  it('gives up after the configured GET retries', async () => {
    agent.get(ORIGIN).intercept({ path: PATH, method: 'GET' }).reply(500, 'boom').times(3)
    const err = await failure(client().call(get))
    expect([err.kind, err.status]).toEqual(['http', 500])
    expect(agent.pendingInterceptors()).toHaveLength(0)
  })

  it('opens the circuit after repeated failures, fails fast, then recovers', async () => {
    const states: string[] = []
    const c = client({ getRetries: 0, onCircuitChange: (s) => states.push(s) })
    const pool = agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'GET' }).reply(500, 'boom').times(4)
    for (let i = 0; i < 4; i++) expect((await failure(c.call(get))).kind).toBe('http')
    expect(c.circuitState).toBe('open')
    // Open: no request reaches the legacy site.
    expect((await failure(c.call(get))).kind).toBe('unavailable')
    await new Promise((r) => setTimeout(r, 250))
    pool.intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 0, data: { name: 'back' } })
    expect((await c.call(get)).data.name).toBe('back')
    expect(c.circuitState).toBe('closed')
    expect(states).toEqual(['open', 'half-open', 'closed'])
  })

  it('opened on faults, the circuit says the site is failing (not slow)', async () => {
    const failing = client({ getRetries: 0 })
    agent.get(ORIGIN).intercept({ path: PATH, method: 'GET' }).reply(500, 'boom').times(4)
    for (let i = 0; i < 4; i++) await failure(failing.call(get))
    const whenFailing = await failure(failing.call(get))
    expect([whenFailing.kind, whenFailing.detail.slow]).toEqual(['unavailable', false])
    expect(whenFailing.userMessage).toEqual({ key: 'errors.unavailable' })
  })

  it('reports each call to the observer with its outcome', async () => {
    const seen: string[] = []
    const pool = agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 0, data: { name: 'a' } })
    pool.intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 1, error: 'no' })
    const c = client({ onObserve: (o) => seen.push(`${o.endpoint}:${o.outcome}`) })
    await c.call(get)
    await failure(c.call(get))
    expect(seen).toEqual(['test.thing:ok', 'test.thing:business'])
  })
})

describe('LegacyClient time-outs (real loopback server)', () => {
  let server: Server
  let hits = 0
  beforeEach(async () => {
    hits = 0
    server = createServer((_req, res) => {
      hits++
      // Never answers within the client's headers time-out.
      setTimeout(() => res.end('{}'), 5000)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })

  it('a slow GET times out, is retried, and ends as a timeout error', async () => {
    const { port } = server.address() as AddressInfo
    const c = new LegacyClient({
      baseUrl: `http://127.0.0.1:${port}`,
      connectTimeoutMs: 200,
      headersTimeoutMs: 100,
      bodyTimeoutMs: 100,
      getRetries: 1,
      breakerThreshold: 10,
      breakerResetMs: 1000,
      retryBaseMs: 1,
    })
    const err = await failure(c.call(get))
    expect(err.kind).toBe('timeout')
    expect(hits).toBe(2)
    await c.close()
  })

  it('opened on a slow spell, the circuit says the site was slow', async () => {
    const { port } = server.address() as AddressInfo
    const c = new LegacyClient({
      baseUrl: `http://127.0.0.1:${port}`,
      connectTimeoutMs: 200,
      headersTimeoutMs: 100,
      bodyTimeoutMs: 100,
      getRetries: 0,
      breakerThreshold: 4,
      breakerResetMs: 5000,
    })
    for (let i = 0; i < 4; i++) expect((await failure(c.call(get))).kind).toBe('timeout')
    expect(c.circuitState).toBe('open')
    const err = await failure(c.call(get))
    expect([err.kind, err.detail.slow]).toEqual(['unavailable', true])
    expect(err.userMessage).toEqual({ key: 'errors.slow' })
    await c.close()
  })

  it('a refused connection is a network error', async () => {
    const { port } = server.address() as AddressInfo
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    const c = new LegacyClient({
      baseUrl: `http://127.0.0.1:${port}`,
      connectTimeoutMs: 200,
      headersTimeoutMs: 100,
      bodyTimeoutMs: 100,
      getRetries: 0,
      breakerThreshold: 10,
      breakerResetMs: 1000,
    })
    expect((await failure(c.call(get))).kind).toBe('network')
    await c.close()
    server = createServer()
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })
})

describe('a call known to be slow (slowMs)', () => {
  let server: Server
  beforeEach(async () => {
    // Answers after the configured headers time-out, well within the slow call's.
    server = createServer((_req, res) => {
      setTimeout(() => res.end(JSON.stringify({ errNo: 0, data: { name: 'report' } })), 1500)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })

  it('waits as long as it says, where an ordinary call times out', async () => {
    const { port } = server.address() as AddressInfo
    const c = new LegacyClient({
      baseUrl: `http://127.0.0.1:${port}`,
      connectTimeoutMs: 200,
      headersTimeoutMs: 100,
      bodyTimeoutMs: 100,
      getRetries: 0,
      breakerThreshold: 10,
      breakerResetMs: 1000,
    })
    expect((await failure(c.call(get))).kind).toBe('timeout')
    expect((await c.call({ ...get, slowMs: 5000 })).data.name).toBe('report')
    await c.close()
  })
})
