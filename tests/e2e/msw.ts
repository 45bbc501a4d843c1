import type { Page } from '@playwright/test'
import { getResponse, type RequestHandler } from 'msw'

/*
 * msw handlers for what the page fetches, in Playwright: each request of the page that matches
 * `pattern` is handed to the handlers (msw's own matching and resolvers); one they do not answer
 * goes on to the app, and HttpResponse.error() fails it as a lost connection would. No service
 * worker and nothing in the app bundle: the browser's fetches are answered at Playwright's
 * network layer. (msw in Node would not see the BFF's own legacy calls: they go through undici.)
 */
export async function answerWithMsw(page: Page, pattern: string | RegExp, handlers: RequestHandler[]) {
  await page.route(pattern, async (route) => {
    const sent = route.request()
    const headers = Object.entries(await sent.allHeaders()).filter(([name]) => !name.startsWith(':'))
    const body = sent.method() === 'GET' || sent.method() === 'HEAD' ? undefined : (sent.postDataBuffer() ?? undefined)
    const request = new Request(sent.url(), { method: sent.method(), headers, body: body ? new Uint8Array(body) : undefined })
    const response = await getResponse(handlers, request)
    if (!response) return route.fallback()
    if (response.type === 'error') return route.abort('failed')
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    })
  })
}
