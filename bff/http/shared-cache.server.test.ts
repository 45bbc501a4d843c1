import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedCacheHeaders } from './shared-cache.server'

// The middleware in a small Express app, asked over real HTTP.
let server: Server
let base = ''
beforeAll(async () => {
  const app = express()
  app.use(sharedCacheHeaders({ maxAgeSeconds: 5, staleSeconds: 30 }))
  app.get('/page', (_req, res) => void res.type('html').send('<p>same for all</p>'))
  app.get('/streamed', (_req, res) => {
    res.type('html').write('<p>first</p>')
    res.end('<p>second</p>')
  })
  app.get('/sets-cookie', (_req, res) => void res.type('html').cookie('lng', 'fr').send('<p>x</p>'))
  app.get('/missing', (_req, res) => void res.status(404).type('html').send('<p>not found</p>'))
  app.get('/own-rule', (_req, res) => void res.set('Cache-Control', 'no-store').type('html').send('<p>x</p>'))
  app.get('/json', (_req, res) => void res.json({ a: 1 }))
  app.get('/page.data', (_req, res) => void res.type('html').send('<p>data</p>'))
  app.post('/page', (_req, res) => void res.type('html').send('<p>posted</p>'))
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
})

const headersOf = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, init)
  await res.text()
  return { cacheControl: res.headers.get('cache-control'), vary: res.headers.get('vary') }
}

const SHARED = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'

describe('Cache-Control for shared caches', () => {
  it('a page the same for every visitor may be kept by a shared cache, varying by language and the session cookies', async () => {
    for (const path of ['/page', '/streamed']) {
      const { cacheControl, vary } = await headersOf(path)
      expect(cacheControl).toBe(SHARED)
      expect(vary).toBe('Accept-Language, Cookie')
    }
    // Other cookies (the language, an analytics one) do not make a page personal.
    expect((await headersOf('/page', { headers: { cookie: 'lng=fr; _ga=1' } })).cacheControl).toBe(SHARED)
  })

  it('never on a page with a session, a waiting message, or a cookie set', async () => {
    for (const cookie of ['e4s_session=abc', '__Host-e4s_session=abc', 'lng=fr; e4s_toast=xyz']) {
      expect(await headersOf('/page', { headers: { cookie } })).toEqual({ cacheControl: 'private', vary: null })
    }
    expect((await headersOf('/sets-cookie')).cacheControl).toBe('private')
  })

  it('never on an error, a post or page data; a route’s own rule and non-HTML answers are left alone', async () => {
    expect((await headersOf('/missing')).cacheControl).toBe('private')
    expect((await headersOf('/page', { method: 'POST' })).cacheControl).toBe('private')
    expect((await headersOf('/page.data')).cacheControl).toBe('private')
    expect((await headersOf('/own-rule')).cacheControl).toBe('no-store')
    expect((await headersOf('/json')).cacheControl).toBeNull()
  })
})
