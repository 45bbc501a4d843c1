import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'

const random = () => randomBytes(6).toString('hex')

describe('the metrics label set is bounded', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  const metrics = async () => (await fetch(`${app.url}/metrics`)).text()
  /** The request-duration series (name and labels, without the figures). */
  const series = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('bff_http_request_duration_seconds'))
      .map((l) => l.split(' ')[0])

  it('a thousand requests for addresses that do not exist leave /metrics the size it was', async () => {
    // Every kind of unknown address once, so each label it gets already exists.
    const kinds = [
      () => `/${random()}`,
      () => `/v2/${random()}/${random()}`,
      () => `/assets/${random()}.js`,
      () => `/v2/${random()}.data`,
      () => `/V2/LOGIN-V2/${random()}`,
      () => `/%76%32/${random()}`,
    ]
    const send = async (count: number) => {
      const PARALLEL = 50
      for (let sent = 0; sent < count; sent += PARALLEL) {
        await Promise.all(
          Array.from({ length: Math.min(PARALLEL, count - sent) }, async (_, i) => {
            const res = await fetch(`${app.url}${kinds[(sent + i) % kinds.length]()}`, { redirect: 'manual' })
            expect(res.status).toBe(404)
            await res.arrayBuffer()
          }),
        )
      }
    }
    // A first few hundred, so the process metrics (garbage collection kinds) have all shown up.
    await send(300)
    await metrics()
    const before = await metrics()
    // Each distinct address would add a series if labels were unbounded: a thousand shows it as well as more.
    await send(1_000)
    const after = await metrics()
    // Counters grow by a few digits and process figures move a little; the series stay the same.
    expect(after.length - before.length).toBeLessThan(2048)
    expect(series(after)).toEqual(series(before))
    const text = after
    const routes = new Set([...text.matchAll(/bff_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/g)].map((m) => m[1]))
    expect([...routes].every((r) => /^(unmatched|static|ops|root|routes\/[\w.$-]+)$/.test(r))).toBe(true)
    expect(routes).toContain('unmatched')
  }, 60_000)

  it('pages are labelled by their Remix route, not by their address', async () => {
    for (const path of ['/v2/show-entry-v2/999999', '/v2/login-v2', '/V2/Login-v2.data'])
      await (await fetch(`${app.url}${path}`)).arrayBuffer()
    const text = await (await fetch(`${app.url}/metrics`)).text()
    expect(text).toContain('route="routes/v2.login-v2"')
    expect(text).toContain('route="routes/v2.show-entry-v2.$id"')
    expect(text).not.toMatch(/route="[^"]*999999/)
    expect(text).toContain('route="ops"')
  })
})

describe('operations endpoints in production: on the internal port only', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ redis: true, env: { NODE_ENV: 'production', SESSION_SECRET: 'a-test-secret', INTERNAL_PORT: '0' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the public port keeps /healthz and answers 404 for /metrics and /readyz, naming nothing of the process', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
    for (const path of ['/metrics', '/readyz', '/METRICS', '/readyz/', '/metrics.data']) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status, path).toBe(404)
      const body = await res.text()
      expect(body).not.toContain(process.version)
      expect(body).not.toContain('nodejs_')
      expect(body).not.toContain('circuit')
    }
  })

  it('the internal port serves /metrics, /readyz and /healthz, and nothing else', async () => {
    expect(app.internalUrl).toBeDefined()
    const metrics = await fetch(`${app.internalUrl}/metrics`)
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toContain('bff_http_request_duration_seconds')
    const ready = await fetch(`${app.internalUrl}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { redis: true, legacy: true } })
    expect((await fetch(`${app.internalUrl}/healthz`)).status).toBe(200)
    expect((await fetch(`${app.internalUrl}/v2`)).status).toBe(404)
  })
})
