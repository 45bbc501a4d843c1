import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// Pages as a CDN or reverse proxy in front of the fleet sees them (npm run build first; decision 068).

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '60000' } })
})
afterAll(async () => {
  await app?.close()
})

const SHARED = /^public, max-age=0, s-maxage=5, stale-while-revalidate=30$/

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${path}`, { headers, redirect: 'manual' })
  await res.text()
  return res
}

describe('pages a shared cache may keep', () => {
  it('an anonymous page says so, rendered or from the page cache, varying by language and cookies', async () => {
    const rendered = await get('/v2?q=shared')
    const kept = await get('/v2?q=shared')
    expect([rendered.headers.get('x-page-cache'), kept.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
    for (const res of [rendered, kept]) {
      expect(res.headers.get('cache-control')).toMatch(SHARED)
      const vary = (res.headers.get('vary') ?? '').toLowerCase()
      for (const header of ['accept-language', 'cookie', 'accept-encoding']) expect(vary).toContain(header)
    }
    expect((await get('/v2/login-v2', { 'accept-language': 'fr' })).headers.get('cache-control')).toMatch(SHARED)
  })

  it('a signed-in page and an error page are private (a page setting a cookie: shared-cache.server.test.ts)', async () => {
    const login = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
    const cookie = sessionCookie(login)
    const signedIn = await get('/v2?q=shared', { cookie })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe('private')
    const missing = await get('/v2/competition/999999999')
    expect(missing.status).toBeGreaterThanOrEqual(400)
    expect(missing.headers.get('cache-control')).not.toMatch(/public|s-maxage/)
  })
})
