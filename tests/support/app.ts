import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { parseEnv } from '../../bff/env.server'
import { createApp, createOpsApp } from '../../bff/http/app.server'
import { createAppServer } from '../../bff/http/app-server.server'
import { createLogger } from '../../bff/platform/logger.server'
import { createPlatform, type Platform } from '../../bff/platform/platform.server'
import { startRedisServer } from './redis-server'

export type TestApp = {
  url: string
  /** The internal port's address (/metrics, /readyz) when INTERNAL_PORT is set (give '0' for a free port). */
  internalUrl?: string
  sim: Simulator
  redis?: Awaited<ReturnType<typeof startRedisServer>>
  platform: Platform
  /** Every log line the app wrote. */
  logs: string[]
  close(): Promise<void>
}

/** The built app (npm run build) on a free port, against the simulator, with a real Redis if asked. */
export async function startTestApp(options: { redis?: boolean; env?: Record<string, string>; sim?: Simulator } = {}): Promise<TestApp> {
  // A second instance of a fleet shares the first's legacy site (its own closes with it).
  const sim = options.sim ?? (await startSimulator({ port: 0 }))
  const redis = options.redis ? await startRedisServer() : undefined
  const env = parseEnv({
    NODE_ENV: 'test',
    LEGACY_BASE_URL: sim.url,
    ...(redis ? { REDIS_URL: redis.url } : {}),
    LOG_LEVEL: 'debug',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    LEGACY_GET_RETRIES: '0',
    // The hand-off the existing suites exercise; tests of the WordPress sign-in pass wp-cookie.
    BASKET_HANDOFF: 'handoff-url',
    ...options.env,
  })
  const logs: string[] = []
  const log = createLogger({ level: env.LOG_LEVEL, destination: { write: (line: string) => void logs.push(line) } })
  const platform = createPlatform({ env, log, legacyBaseUrl: sim.url, sessionSecrets: ['test-secret-1'] })
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild
  const app = createApp({ platform, build, clientDir: path.resolve('build/client') })
  const server: Server = await new Promise((resolve) => {
    const s = createAppServer(app).listen(0, '127.0.0.1', () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  const internalPort = env.internalPort
  const ops: Server | undefined =
    internalPort === null
      ? undefined
      : await new Promise((resolve) => {
          const s = createAppServer(createOpsApp(platform)).listen(internalPort, '127.0.0.1', () => resolve(s))
        })
  return {
    url: `http://127.0.0.1:${port}`,
    internalUrl: ops ? `http://127.0.0.1:${(ops.address() as AddressInfo).port}` : undefined,
    sim,
    redis,
    platform,
    logs,
    async close() {
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
      ops?.closeAllConnections()
      if (ops) await new Promise((r) => ops.close(r))
      await platform.close()
      if (!options.sim) await sim.close()
      await redis?.stop()
    },
  }
}

/** A form post as a browser without JavaScript sends it; redirects are not followed. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** Logs each account in (user name to password): its session cookie by user name. */
export async function loginAll<K extends string>(app: Pick<TestApp, 'url'>, passwords: Record<K, string>): Promise<Record<K, string>> {
  const cookies = {} as Record<K, string>
  for (const [username, password] of Object.entries(passwords) as Array<[K, string]>) {
    const res = await postForm(`${app.url}/v2/login-v2`, { username, password })
    if (res.status !== 302) throw new Error(`the login of ${username} answered ${res.status}`)
    cookies[username] = sessionCookie(res)
  }
  return cookies
}

/** The session cookie pair (name=value) from a response, for the next request. */
export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))
  if (!cookie) throw new Error('no session cookie set')
  return cookie.split(';')[0]
}

/**
 * Where a successful submit to basket leads the browser: its answer is the hand-off page, which
 * says 'Submitted to basket.' and continues to the shop basket by a meta refresh (no JavaScript)
 * and a link. Fails unless it goes so; the basket address and the hand-off page's HTML.
 */
export async function followBasketHandoff(appUrl: string, submit: Response, cookie: string): Promise<{ basketUrl: string; html: string }> {
  if (submit.status !== 302 || submit.headers.get('location') !== '/v2/basket-handoff') {
    throw new Error(`expected the hand-off page, got ${submit.status} ${submit.headers.get('location')}`)
  }
  const page = await fetch(`${appUrl}/v2/basket-handoff`, { headers: { cookie }, redirect: 'manual' })
  const html = await page.text()
  if (page.status !== 200) throw new Error(`the hand-off page answered ${page.status}`)
  const unescape = (s: string) => s.replace(/&amp;/g, '&')
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)"/.exec(html)?.[1]
  const link = /<a href="([^"]+)">Continue to the basket<\/a>/.exec(html)?.[1]
  if (!refresh || !link || unescape(refresh) !== unescape(link))
    throw new Error('the hand-off page does not continue to one basket address')
  return { basketUrl: unescape(refresh), html }
}
