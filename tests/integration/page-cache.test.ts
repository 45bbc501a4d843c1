import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '60000' } })
})
afterAll(async () => {
  await app?.close()
})

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

describe('anonymous page cache', () => {
  it('serves a repeat anonymous page from memory, with this response nonce on every script', async () => {
    const first = await fetch(`${app.url}/v2?q=cache-check`)
    const second = await fetch(`${app.url}/v2?q=cache-check`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    const [n1, n2] = [nonceOf(first), nonceOf(second)]
    expect(n1).toBeTruthy()
    expect(n2).not.toBe(n1)
    const html = await second.text()
    await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${n2}"`)
    expect(html).not.toContain(n1!)
  })

  it('sends a kept page gzipped as it was compressed when kept, or plain to a client without gzip: the same page either way', async () => {
    const url = `${app.url}/v2?q=gzip-check`
    const rendered = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text()
    const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    expect([gzipped.headers.get('x-page-cache'), plain.headers.get('x-page-cache')]).toEqual(['hit', 'hit'])
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    const first = /nonce="([^"]+)"/.exec(rendered)![1]!
    for (const res of [gzipped, plain]) {
      const html = await res.text()
      expect(html).toBe(rendered.split(first).join(nonceOf(res)!))
    }
  })

  it('keeps a page first rendered for a browser that takes brotli, and sends that page to every client', async () => {
    const url = `${app.url}/v2?q=brotli-check`
    const rendered = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect([rendered.headers.get('x-page-cache'), rendered.headers.get('content-encoding')]).toEqual(['miss', 'br'])
    expect(rendered.headers.get('vary')).toMatch(/accept-encoding/i)
    const html = await rendered.text()
    const first = nonceOf(rendered)!
    for (const accept of ['identity', 'gzip']) {
      const res = await fetch(url, { headers: { 'accept-encoding': accept } })
      expect(res.headers.get('x-page-cache')).toBe('hit')
      expect(await res.text()).toBe(html.split(first).join(nonceOf(res)!))
    }
  })

  it('answers every gzip hit with the same headers as the first hit, its own request id and nonce aside', async () => {
    const url = `${app.url}/v2?q=replay-check`
    const gzip = { 'accept-encoding': 'gzip' }
    await (await fetch(url, { headers: gzip })).text()
    // The first hit goes through every middleware; later ones replay its headers (page-cache.server.ts).
    const hits = []
    for (let i = 0; i < 3; i++) hits.push(await fetch(url, { headers: gzip }))
    const shown = (res: Response) => {
      const nonce = nonceOf(res)!
      const headers = [...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id')
      return headers.map(([name, value]) => [name, name === 'content-security-policy' ? value.split(nonce).join('NONCE') : value])
    }
    const first = shown(hits[0]!)
    expect(first).toContainEqual(['x-page-cache', 'hit'])
    expect(first).toContainEqual(['content-encoding', 'gzip'])
    expect(first.map(([name]) => name)).toEqual(expect.arrayContaining(['content-security-policy', 'cache-control', 'vary']))
    const bodies = await Promise.all(hits.map((res) => res.text()))
    const nonces = hits.map((res) => nonceOf(res))
    const ids = hits.map((res) => res.headers.get('x-request-id'))
    expect(new Set(nonces).size).toBe(3)
    expect(new Set(ids).size).toBe(3)
    hits.forEach((res, i) => {
      expect(shown(res)).toEqual(first)
      expect(bodies[i]).toBe(bodies[0]!.split(nonces[0]!).join(nonces[i]!))
    })
    const asked = await fetch(url, { headers: { ...gzip, 'x-request-id': 'replayed-request-1' } })
    expect(asked.headers.get('x-request-id')).toBe('replayed-request-1')
    await asked.text()
  })

  it('keeps languages apart', async () => {
    const fr = await fetch(`${app.url}/v2?q=lang-check`, { headers: { 'accept-language': 'fr' } })
    const en = await fetch(`${app.url}/v2?q=lang-check`, { headers: { 'accept-language': 'en' } })
    expect(await fr.text()).toContain('lang="fr"')
    expect(await en.text()).toContain('lang="en"')
  })

  it('never keeps or serves a logged-in page', async () => {
    const login = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
    const cookie = sessionCookie(login)
    await fetch(`${app.url}/v2?q=user-check`)
    const mine = await fetch(`${app.url}/v2?q=user-check`, { headers: { cookie } })
    expect(mine.headers.get('x-page-cache')).toBeNull()
    expect(await mine.text()).toContain('Welcome back')
  })
})
