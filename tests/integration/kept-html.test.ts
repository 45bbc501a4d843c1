import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '#fixtures/seed/entry-demo'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The home page's cards and filters are rendered once and kept (decision 078); every page after is
// the page rendering them would give, for whoever asks.
let app: TestApp
let signedIn: string
beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '0' } })
  signedIn = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
})
afterAll(async () => {
  await app?.close()
})

async function home(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}/v2${query}`, { headers })
  expect(res.status).toBe(200)
  const html = await res.text()
  // The page's own values: its nonce and request id.
  return html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/"requestId":"[^"]+"/g, '"requestId":""')
}

const cardList = (html: string) => /<ul class="card-list">[\s\S]*?<\/ul><nav class="pagination"/.exec(html)?.[0] ?? ''
/** Where each card's Enter button leads. */
const enterLinks = (html: string) => [...cardList(html).matchAll(/href="(\/v2\/(?:login-v2\?redirectFrom=%2Fv2%2Fentry-v2|entry-v2\/)[^"]*)"/g)].map((m) => m[1]!)

describe('parts of the home page kept as HTML', () => {
  it('sends the same page again, with no mark of what was kept', async () => {
    const first = await home('?page=1')
    const again = [await home('?page=1'), await home('?page=1')]
    expect(again).toEqual([first, first])
    expect(first).not.toContain('data-kept')
    expect(cardList(first)).toContain('comp-card')
  })

  it('gives each user the cards of their own, whatever the page before kept', async () => {
    const anonymous = await home('?q=')
    const mine = await home('?q=', { cookie: signedIn })
    const anonymousAgain = await home('?q=')
    expect(anonymousAgain).toBe(anonymous)
    // Entering starts with signing in for an anonymous visitor, at the entry page for a user.
    expect(enterLinks(anonymous).length).toBeGreaterThan(0)
    expect(enterLinks(anonymous).every((href) => href.startsWith('/v2/login-v2?redirectFrom='))).toBe(true)
    expect(enterLinks(mine).length).toBeGreaterThan(0)
    expect(enterLinks(mine).every((href) => href.startsWith('/v2/entry-v2/'))).toBe(true)
  })

  it('keeps each language apart', async () => {
    const english = await home('?page=1&lang')
    const french = await home('?page=1&lang', { 'accept-language': 'fr' })
    const englishAgain = await home('?page=1&lang')
    expect(englishAgain).toBe(english)
    expect(cardList(english)).toContain('>Open<')
    expect(cardList(french)).toContain('>Ouverte<')
    expect(cardList(french)).not.toContain('>Open<')
  })
})
