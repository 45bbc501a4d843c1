import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { startRedisServer, waitUntil, type RedisServer } from '../support/redis-server'

// The production server (`node build/server.js`, NODE_ENV=production) with two workers, against the
// simulator and a real Redis: what a worker's crash, a SIGTERM and two workers sharing state do.

const LIST = '/wp-json/e4s/v5/public/comps/filter'
const BUDGET = 3

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }
type Line = { msg?: string; worker?: number; pid?: number; requestId?: string; code?: number | null }

let sim: Simulator
let redis: RedisServer

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.on('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

/** One request on a connection of its own, so the primary hands each to the next worker in turn. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

type Server = { url: string; internalUrl: string; child: ChildProcess; lines: Line[]; exited: Promise<number | null> }

async function startServer(env: Record<string, string> = {}, store: RedisServer = redis, workers = 2): Promise<Server> {
  const [port, internal] = [await freePort(), await freePort()]
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_PORT: String(internal),
      LEGACY_BASE_URL: sim.url,
      REDIS_URL: store.url,
      SESSION_SECRET: 'cluster-test-secret',
      LOG_LEVEL: 'info',
      LEGACY_GET_RETRIES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines: Line[] = []
  let rest = ''
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    const all = (rest + chunk).split('\n')
    rest = all.pop() ?? ''
    for (const raw of all) {
      if (raw.startsWith('{')) lines.push(JSON.parse(raw) as Line)
    }
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const server = { url: `http://127.0.0.1:${port}`, internalUrl: `http://127.0.0.1:${internal}`, child, lines, exited }
  try {
    await waitUntil(() => listeningWorkers(server).length >= workers, 30_000)
  } catch (err) {
    await stop(server)
    throw err
  }
  return server
}

const listeningWorkers = (server: Server) => server.lines.filter((l) => l.msg === 'worker listening')

/** Which worker answered each request id (every request is logged with its worker). */
function workerOf(server: Server, requestId: string): number | undefined {
  return server.lines.find((l) => l.msg === 'request' && l.requestId === requestId)?.worker
}

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return
  server.child.kill('SIGKILL')
  await server.exited
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0 })
  redis = await startRedisServer()
})
afterAll(async () => {
  await sim?.close()
  await redis?.stop()
})

describe('the production server with two workers', () => {
  let server: Server
  beforeAll(async () => {
    // Behind one proxy: each test signs in from an address of its own.
    server = await startServer({ RATE_LIMIT_AUTH_PER_MINUTE: String(BUDGET), TRUST_PROXY: '1' })
  })
  afterAll(() => stop(server))

  it('shares sessions through Redis: a login on one worker is seen by the other', async () => {
    const login = await send(`${server.url}/v2/login-v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'cluster-login', 'x-forwarded-for': '203.0.113.1' },
      body: new URLSearchParams({ username: 'entrant', password: 'Entrant!2026' }).toString(),
    })
    expect(login.status).toBe(302)
    const cookie = ([login.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('__Host-e4s_session='))?.split(';')[0]
    expect(cookie).toBeDefined()
    await waitUntil(() => workerOf(server, 'cluster-login') !== undefined)
    const servedBy = new Set<number | undefined>([workerOf(server, 'cluster-login')])
    for (let i = 0; i < 6; i++) {
      const id = `cluster-cart-${i}`
      const cart = await send(`${server.url}/v2/cart`, { headers: { cookie: cookie!, 'x-request-id': id } })
      expect(cart.status).toBe(200)
      await waitUntil(() => workerOf(server, id) !== undefined)
      servedBy.add(workerOf(server, id))
    }
    expect([...servedBy].sort()).toEqual([1, 2])
  })

  it('shares the sign-in budget through Redis: over it on whichever worker answers', async () => {
    const attempt = (i: number) =>
      send(`${server.url}/v2/login-v2`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-request-id': `cluster-budget-${i}`,
          'x-forwarded-for': '203.0.113.2',
        },
        body: new URLSearchParams({ username: 'budgeted', password: 'wrong' }).toString(),
      })
    const statuses: number[] = []
    for (let i = 0; i <= BUDGET; i++) statuses.push((await attempt(i)).status)
    expect(statuses).toEqual([401, 401, 401, 429])
    await waitUntil(() => Array.from({ length: BUDGET + 1 }, (_, i) => workerOf(server, `cluster-budget-${i}`)).every(Boolean))
    const workers = new Set(Array.from({ length: BUDGET + 1 }, (_, i) => workerOf(server, `cluster-budget-${i}`)))
    expect(workers.size).toBe(2)
  })

  it('runs each worker with the larger young generation', () => {
    for (const worker of listeningWorkers(server).slice(0, 2)) {
      const argv = readFileSync(`/proc/${worker.pid}/cmdline`, 'utf8').split('\0')
      expect(argv).toContain('--max-semi-space-size=64')
    }
  })

  it('/metrics on the internal port counts the requests of both workers', async () => {
    const before = await requestsCounted(server)
    for (let i = 0; i < 4; i++) expect((await send(`${server.url}/healthz`)).status).toBe(200)
    expect(await requestsCounted(server)).toBe(before + 4)
  })

  it('replaces a worker that dies, and requests keep succeeding', async () => {
    const [first] = listeningWorkers(server)
    process.kill(first!.pid!, 'SIGKILL')
    // Until the primary says so it may still hand a connection to the dead worker, and that request
    // never answers: it says so once it no longer can (`cluster.server.test.ts`).
    await waitUntil(() => server.lines.some((l) => l.msg === 'worker died: starting a new one'), 10_000)
    for (let i = 0; i < 6; i++) expect((await send(`${server.url}/v2`)).status).toBe(200)
    await waitUntil(() => listeningWorkers(server).length >= 3, 30_000)
    const replacement = listeningWorkers(server)[2]!
    expect(replacement.pid).not.toBe(first!.pid)
    for (let i = 0; i < 6; i++) expect((await send(`${server.url}/v2`)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  })
})

/** The request count of the /healthz route summed over the workers, from the aggregated /metrics. */
async function requestsCounted(server: Server): Promise<number> {
  const res = await send(`${server.internalUrl}/metrics`)
  expect(res.status).toBe(200)
  const line = res.body.split('\n').find((l) => l.startsWith('bff_http_request_duration_seconds_count{') && l.includes('route="ops"'))
  return line ? Number(line.split(' ').pop()) : 0
}

describe('the production server with one worker', () => {
  it('forks it with the larger young generation, which node reads only at start', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '1' }, redis, 1)
    try {
      const [worker] = listeningWorkers(server)
      expect(worker!.pid).not.toBe(server.child.pid)
      expect(readFileSync(`/proc/${worker!.pid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=64')
      expect((await send(`${server.url}/v2`)).body).toContain('class="comp-card')
    } finally {
      await stop(server)
    }
  })

  it('is served by node itself when node was given the young generation', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '1', NODE_OPTIONS: '--max-semi-space-size=32' }, redis, 0)
    try {
      await waitUntil(async () => (await send(`${server.url}/healthz`).catch(() => null))?.status === 200, 30_000)
      expect(listeningWorkers(server)).toEqual([])
      expect((await send(`${server.url}/v2`)).body).toContain('class="comp-card')
    } finally {
      await stop(server)
    }
  })
})

describe('SIGTERM', () => {
  it('with SHUTDOWN_DELAY_MS, answers on an idle keep-alive connection and says /healthz 503 before it stops accepting', async () => {
    const server = await startServer({ SHUTDOWN_DELAY_MS: '1500' })
    // What a load balancer holds: a keep-alive connection, idle between two requests.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const get = (path: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = request(`${server.url}${path}`, { agent }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        })
        req.on('error', reject)
        req.end()
      })
    try {
      expect((await get('/v2/login-v2')).status).toBe(200)
      server.child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 300))
      // The idle connection is answered, and closed after its answer.
      const onIdle = await get('/v2/login-v2')
      expect(onIdle.status).toBe(200)
      expect(onIdle.headers.connection).toBe('close')
      // A new connection is still accepted; the health check sees the instance stopping.
      const health = await send(`${server.url}/healthz`)
      expect(health.status).toBe(503)
      expect(await server.exited).toBe(0)
    } finally {
      agent.destroy()
      await stop(server)
    }
  })

  it('finishes a slow request started before the signal, then exits 0', async () => {
    // A Redis of its own: nothing cached yet, so the page waits on the slow list call.
    const empty = await startRedisServer()
    const server = await startServer({}, empty)
    try {
      sim.calls.reset()
      sim.faults.add({ pathPrefix: LIST, delayMs: 1_500, times: 1 })
      const slow = send(`${server.url}/v2`)
      await waitUntil(() => sim.calls.count(LIST) > 0)
      server.child.kill('SIGTERM')
      const answer = await slow
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('class="comp-card')
      expect(await server.exited).toBe(0)
      await expect(send(`${server.url}/healthz`)).rejects.toThrow()
    } finally {
      sim.faults.clear()
      await stop(server)
      await empty.stop()
    }
  })
})
