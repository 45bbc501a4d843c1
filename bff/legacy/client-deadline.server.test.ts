import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/v4'
import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../platform/store.server'
import { createDeadline, type Deadline } from '../deadline'
import { envelope, rest, type LegacyClientOptions } from './client.server'
import { MOCK_ORIGIN, legacyFailure as failure, mockLegacy, testLegacyClient } from '../../tests/support/legacy-client'

const ORIGIN = MOCK_ORIGIN
const PATH = rest('/v5/thing')
const schema = envelope(z.object({ name: z.string() }))
const get = { endpoint: 'test.thing', method: 'GET' as const, path: PATH, auth: 'none' as const, schema }

/** A deadline with a fixed amount left: what the client decides from it, without a clock. */
const leftFixed = (ms: number): Deadline => ({ budgetMs: 8000, remaining: () => ms })

/** Retries on, long time-outs: whatever ends a call early is the deadline. */
const client = (overrides: Partial<LegacyClientOptions>) =>
  testLegacyClient(ORIGIN, {
    connectTimeoutMs: 8000,
    headersTimeoutMs: 8000,
    bodyTimeoutMs: 8000,
    getRetries: 2,
    retryBaseMs: 1,
    ...overrides,
  })

describe('the request deadline (MockAgent)', () => {
  const mock = mockLegacy()

  it('a call started with nothing left fails at once as a deadline timeout, without a request', async () => {
    mock.agent
      .get(ORIGIN)
      .intercept({ path: PATH, method: 'GET' })
      .reply(200, { errNo: 0, data: { name: 'x' } })
    const err = await failure(
      client({ dispatcher: mock.agent })
        .scoped({ deadline: leftFixed(0) })
        .call(get),
    )
    expect([err.kind, err.detail.deadline]).toEqual(['timeout', true])
    expect(mock.agent.pendingInterceptors()).toHaveLength(1)
  })

  it('no retry starts with too little time left to finish: the upstream error is kept', async () => {
    const pool = mock.agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'GET' }).reply(502, 'bad gateway')
    pool.intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 0, data: { name: 'late' } })
    const err = await failure(
      client({ dispatcher: mock.agent, minAttemptMs: 250 })
        .scoped({ deadline: leftFixed(200) })
        .call(get),
    )
    expect([err.kind, err.status]).toEqual(['http', 502])
    expect(mock.agent.pendingInterceptors()).toHaveLength(1)
  })

  it('no back-off reaches past the deadline', async () => {
    const pool = mock.agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'GET' }).reply(503, 'down')
    pool.intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 0, data: { name: 'late' } })
    // Back-off would be at least 30 s; 1 s is left.
    const err = await failure(
      client({ dispatcher: mock.agent, retryBaseMs: 60_000 })
        .scoped({ deadline: leftFixed(1000) })
        .call(get),
    )
    expect([err.kind, err.status]).toEqual(['http', 503])
    expect(mock.agent.pendingInterceptors()).toHaveLength(1)
  })

  it('retries while the budget allows', async () => {
    const pool = mock.agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'GET' }).reply(502, 'bad gateway').times(2)
    pool.intercept({ path: PATH, method: 'GET' }).reply(200, { errNo: 0, data: { name: 'ok' } })
    const value = await client({ dispatcher: mock.agent })
      .scoped({ deadline: leftFixed(5000) })
      .call(get)
    expect(value.data.name).toBe('ok')
  })

  it("one abort signal serves all of a request's calls and retries, made at its first call with what is left", async () => {
    const pool = mock.agent.get(ORIGIN)
    pool.intercept({ path: PATH, method: 'GET' }).reply(502, 'bad gateway')
    pool
      .intercept({ path: PATH, method: 'GET' })
      .reply(200, { errNo: 0, data: { name: 'ok' } })
      .times(12)
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    try {
      const deadline = leftFixed(5000)
      const legacy = client({ dispatcher: mock.agent })
      await legacy.scoped({ deadline }).call(get)
      // Calls side by side, more than an EventTarget's default of ten listeners, and through another scope.
      await Promise.all(Array.from({ length: 11 }, () => legacy.scoped({ deadline, token: 't' }).call(get)))
      expect(timeout.mock.calls).toEqual([[5000]])
      await legacy
        .scoped({ deadline: leftFixed(3000) })
        .call(get)
        .catch(() => undefined)
      expect(timeout.mock.calls).toEqual([[5000], [3000]])
    } finally {
      timeout.mockRestore()
    }
  })
})

describe('the request deadline (an upstream that never answers)', () => {
  let server: Server
  let hits = 0
  let origin = ''
  beforeEach(async () => {
    hits = 0
    server = createServer(() => {
      hits++
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })

  it('a GET with 2 retries and 8 s time-outs ends by the deadline, as a deadline timeout', async () => {
    const c = client({ baseUrl: origin })
    const started = performance.now()
    const err = await failure(c.scoped({ deadline: createDeadline(400) }).call(get))
    const elapsed = performance.now() - started
    await c.close()
    expect([err.kind, err.detail.deadline]).toEqual(['timeout', true])
    expect(hits).toBe(1)
    // Without the deadline this took 3 × 8 s.
    expect(elapsed).toBeLessThan(400 + 150)
  })

  it('the deadline reaches the log and the observer with the call', async () => {
    const warned: Array<Record<string, unknown>> = []
    const seen: string[] = []
    const c = client({
      baseUrl: origin,
      log: { warn: (o) => void warned.push(o as Record<string, unknown>), debug: () => undefined },
      onObserve: (o) => seen.push(`${o.endpoint}:${o.outcome}`),
    })
    await failure(c.scoped({ deadline: createDeadline(100) }).call(get))
    await c.close()
    expect(seen).toEqual(['test.thing:timeout'])
    expect(warned[0]).toMatchObject({ endpoint: 'test.thing', kind: 'timeout', deadline: true })
  })
})

describe('single flight and the deadline', () => {
  it("a request waiting on another request's load gives up at its own deadline; the load goes on", async () => {
    const cache = createCache({ store: createMemoryStore() })
    const item = z.object({ n: z.number() })
    let finish!: (v: { n: number }) => void
    const slowLoad = new Promise<{ n: number }>((resolve) => (finish = resolve))
    const first = cache.fetch('k', {
      strategy: { name: 'short', freshSeconds: 10, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 },
      schema: item,
      load: () => slowLoad,
    })
    const second = cache.fetch('k', {
      strategy: { name: 'short', freshSeconds: 10, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 },
      schema: item,
      load: () => Promise.resolve({ n: 2 }),
      deadline: createDeadline(30),
    })
    const err = await failure(second)
    expect([err.kind, err.detail.deadline]).toEqual(['timeout', true])
    finish({ n: 1 })
    expect((await first).value).toEqual({ n: 1 })
  })

  it('a request whose deadline has passed does not wait at all', async () => {
    const cache = createCache({ store: createMemoryStore() })
    const item = z.object({ n: z.number() })
    const strategy = { name: 'short' as const, freshSeconds: 10, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 }
    void cache.fetch('k', { strategy, schema: item, load: () => new Promise(() => undefined) })
    await new Promise((r) => setTimeout(r, 5))
    const err = await failure(cache.fetch('k', { strategy, schema: item, load: () => Promise.resolve({ n: 2 }), deadline: leftFixed(0) }))
    expect(err.detail.deadline).toBe(true)
  })
})
