import { request as httpRequest } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
})
afterEach(() => {
  sim.faults.clear()
  sim.calls.reset()
})
afterAll(() => sim.close())

const CONFIG = '/wp-json/e4s/v5/public/config'

describe('faults', () => {
  it('answers the fault status and body for the given number of calls, then recovers', async () => {
    sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/public', status: 500, body: 'Internal Server Error', times: 2 })
    const first = await api.call('GET', CONFIG)
    expect(first.status).toBe(500)
    expect(first.text).toBe('Internal Server Error')
    expect(first.headers.get('content-type')).toMatch(/text\/plain/)
    expect((await api.call('GET', CONFIG)).status).toBe(500)
    expect((await api.call('GET', CONFIG)).status).toBe(200)
  })

  it('matches the method, serves JSON bodies as JSON and can only delay', async () => {
    sim.faults.add({ pathPrefix: '/wp-json/jwt-auth', method: 'post', status: 502, body: '{"code":"bad_gateway"}' })
    const login = await api.login('entrant', 'Entrant!2026')
    expect(login.status).toBe(502)
    expect(login.body).toEqual({ code: 'bad_gateway' })
    expect((await api.call('GET', CONFIG)).status).toBe(200)

    sim.faults.clear()
    sim.faults.add({ pathPrefix: CONFIG, delayMs: 150, times: 1 })
    const started = Date.now()
    const slow = await api.call('GET', CONFIG)
    expect(slow.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('is controlled over HTTP under /__sim', async () => {
    const added = await api.call('POST', '/__sim/faults', { json: { pathPrefix: '/wp-json/e4s/v5/minicart', status: 503, times: 1 } })
    expect(added.status).toBe(201)
    const token = await api.token('entrant', 'Entrant!2026')
    expect((await api.call('GET', '/wp-json/e4s/v5/minicart', { token })).status).toBe(503)
    expect((await api.call('POST', '/__sim/faults', { json: { status: 500 } })).status).toBe(400)

    await api.call('POST', '/__sim/faults', { json: { pathPrefix: '/', status: 500 } })
    expect((await api.call('GET', '/__sim/health')).body).toMatchObject({ ok: true })
    expect((await api.call('DELETE', '/__sim/faults')).status).toBe(204)
    expect((await api.call('GET', CONFIG)).status).toBe(200)
  })
})

type RawOutcome = { status?: number; contentLength?: number; received: number; error?: string }

/** One request over a raw socket: what arrived before the connection ended, and how it ended. */
function rawGet(path: string): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const outcome: RawOutcome = { received: 0 }
    const req = httpRequest(`${sim.url}${path}`, { agent: false }, (res) => {
      outcome.status = res.statusCode
      outcome.contentLength = Number(res.headers['content-length'])
      res.on('data', (chunk: Buffer) => (outcome.received += chunk.length))
      res.on('end', () => resolve(outcome))
      res.on('error', (err) => resolve({ ...outcome, error: err.message }))
      res.on('aborted', () => resolve({ ...outcome, error: 'aborted' }))
    })
    req.on('error', (err) => resolve({ ...outcome, error: (err as NodeJS.ErrnoException).code ?? err.message }))
    req.end()
  })
}

describe('fault modes', () => {
  it('reset destroys the connection without an answer, for the given number of calls', async () => {
    sim.faults.add({ pathPrefix: CONFIG, mode: 'reset', times: 1 })
    const reset = await rawGet(CONFIG)
    expect(reset.status).toBeUndefined()
    expect(reset.error).toMatch(/ECONNRESET|socket hang up/)
    expect((await api.call('GET', CONFIG)).status).toBe(200)
  })

  it('cut sends the normal answer with its full Content-Length and half its body, then ends the connection', async () => {
    const whole = (await api.call('GET', CONFIG)).text
    sim.faults.add({ pathPrefix: CONFIG, mode: 'cut', times: 1 })
    const cut = await rawGet(CONFIG)
    expect(cut.status).toBe(200)
    expect(cut.contentLength).toBe(Buffer.byteLength(whole))
    expect(cut.received).toBe(Math.floor(Buffer.byteLength(whole) / 2))
    expect(cut.error).toBeDefined()
  })

  it('cut applies to a given status and body too, and is set over HTTP', async () => {
    const body = JSON.stringify({ errNo: 0, data: { text: 'x'.repeat(100) } })
    const added = await api.call('POST', '/__sim/faults', { json: { pathPrefix: CONFIG, status: 500, body, mode: 'cut', times: 1 } })
    expect(added.status).toBe(201)
    const cut = await rawGet(CONFIG)
    expect([cut.status, cut.contentLength, cut.received]).toEqual([500, body.length, Math.floor(body.length / 2)])
    expect((await api.call('POST', '/__sim/faults', { json: { pathPrefix: CONFIG, mode: 'explode' } })).status).toBe(400)
  })

  it('a delay comes before the reset', async () => {
    sim.faults.add({ pathPrefix: CONFIG, mode: 'reset', delayMs: 50, times: 1 })
    expect((await rawGet(CONFIG)).error).toMatch(/ECONNRESET|socket hang up/)
    expect(sim.calls.count(CONFIG)).toBe(1)
  })
})

describe('calls and latency', () => {
  it('counts legacy calls by path prefix, not control calls', async () => {
    await api.call('GET', CONFIG)
    await api.call('GET', CONFIG)
    await api.login('entrant', 'Entrant!2026')
    await api.call('GET', '/__sim/health')
    expect(sim.calls.total()).toBe(3)
    expect(sim.calls.count('/wp-json/e4s/v5/public')).toBe(2)
    expect(sim.calls.count('/wp-json/jwt-auth')).toBe(1)
    const { body } = await api.call('GET', '/__sim/calls')
    expect(body).toEqual({ total: 3, byPath: { [`GET ${CONFIG}`]: 2, 'POST /wp-json/jwt-auth/v1/token': 1 } })
    sim.calls.reset()
    expect(sim.calls.total()).toBe(0)
  })

  it('delays every legacy answer by latencyMs, but not the controls', async () => {
    const slow = await startSimulator({ latencyMs: 200 })
    try {
      const slowApi = client(slow)
      let started = Date.now()
      await slowApi.call('GET', CONFIG)
      expect(Date.now() - started).toBeGreaterThanOrEqual(190)
      started = Date.now()
      await slowApi.call('GET', '/__sim/health')
      expect(Date.now() - started).toBeLessThan(150)
    } finally {
      await slow.close()
    }
  })

  it('starts on the requested loopback host and a free port, with the requested seed', async () => {
    const other = await startSimulator({ port: 0, host: '127.0.0.1', seed: 5, referenceDate: '2026-01-10' })
    try {
      expect(other.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const { body } = await client(other).call('GET', '/__sim/health')
      expect(body).toMatchObject({ seed: 5, referenceDate: '2026-01-10' })
    } finally {
      await other.close()
    }
  })
})
