import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { startTestApp, type TestApp } from '../support/app'
import { openSse } from '../support/sse'

// Live scoreboards against the built app (npm run build first): one upstream poll per scoreboard
// per interval whatever the audience, fanned out over SSE (decision 030).

let app: TestApp
const COMP = CARD_DEMO.checkInTodayCompId
const POLL_MS = 400
const UPSTREAM = `/wp-json/e4s/v5/public/scoreboard/${COMP}/`
const feed = (eventNo: string | number = 1) => `${app.url}/v2/scoreboard-feed/${COMP}/${eventNo}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const polls = () => app.sim.calls.count(UPSTREAM)

beforeAll(async () => {
  app = await startTestApp({ env: { SCOREBOARD_POLL_MS: String(POLL_MS) } })
})
afterAll(async () => {
  await app?.close()
})

describe('scoreboard page', () => {
  it('shows the board, the results address and its QR code; a bad or unknown board is a 404', async () => {
    const res = await fetch(`${app.url}/v2/scoreboard-comp/${COMP}/1`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('For full results')
    expect(html).toContain(`${app.url}/${COMP}/results`)
    expect(html).toMatch(/<img[^>]+class="scoreboard-qr"[^>]+src="data:image\/svg\+xml;base64,/)
    expect(html).toContain(`/v2/scoreboard-feed/${COMP}/1`)
    for (const path of [
      `/v2/scoreboard-comp/${COMP}/0`,
      `/v2/scoreboard-comp/${COMP}/x`,
      '/v2/scoreboard-comp/999999/1',
      `/v2/scoreboard-comp/${COMP}/999`,
    ]) {
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(404)
    }
    expect((await fetch(`${app.url}/scoreboard-comp/${COMP}/all`, { redirect: 'manual' })).headers.get('location')).toBe(
      `/v2/scoreboard-comp/${COMP}/all`,
    )
  })
})

describe('scoreboard feed', () => {
  it('200 viewers of one scoreboard cost one upstream poll per interval, and each gets every change', async () => {
    const viewers = Array.from({ length: 200 }, () => openSse(feed(2)))
    await Promise.all(viewers.map((v) => v.waitFor('scoreboard', 1)))
    expect(await viewers[0]!.status).toBe(200)
    app.sim.calls.reset()
    const started = performance.now()
    await fetch(`${app.sim.url}/__sim/scoreboard/${COMP}/advance`, { method: 'POST' })
    await Promise.all(viewers.map((v) => v.waitFor('scoreboard', 2)))
    await sleep(POLL_MS * 3)
    const intervals = (performance.now() - started) / POLL_MS
    // One poll per interval (one more for an interval begun as the window opened), never one per viewer.
    expect(polls()).toBeGreaterThanOrEqual(1)
    expect(polls()).toBeLessThanOrEqual(Math.ceil(intervals) + 1)
    const second = viewers.map((v) => v.events.filter((e) => e.event === 'scoreboard')[1]!.id)
    expect(new Set(second).size).toBe(1)
    for (const v of viewers) v.close()
  })

  it('a viewer that disconnects stops costing anything: with the last one gone, no more polls', async () => {
    const viewers = Array.from({ length: 20 }, () => openSse(feed(3)))
    await Promise.all(viewers.map((v) => v.waitFor('scoreboard', 1)))
    for (const v of viewers) v.close()
    await sleep(100)
    expect(app.platform.scoreboards.stats()).toMatchObject({ viewers: 0, polling: 0 })
    app.sim.calls.reset()
    await sleep(POLL_MS * 3)
    expect(polls()).toBe(0)
  })

  it('a viewer back with the Last-Event-ID it has gets nothing until the board changes', async () => {
    const first = openSse(feed(4))
    await first.waitFor('scoreboard', 1)
    const id = first.events[0]!.id
    const again = openSse(feed(4), { 'last-event-id': id })
    expect(await again.status).toBe(200)
    await sleep(POLL_MS * 2)
    expect(again.events.filter((e) => e.event === 'scoreboard')).toHaveLength(0)
    await fetch(`${app.sim.url}/__sim/scoreboard/${COMP}/advance`, { method: 'POST' })
    await again.waitFor('scoreboard', 1)
    expect(again.events[0]!.id).not.toBe(id)
    first.close()
    again.close()
  })

  it('streams without compression and refuses a bad address', async () => {
    const abort = new AbortController()
    const res = await fetch(feed(5), { headers: { 'accept-encoding': 'gzip' }, signal: abort.signal })
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('content-encoding')).toBeNull()
    abort.abort()
    expect((await fetch(`${app.url}/v2/scoreboard-feed/${COMP}/0`)).status).toBe(404)
    expect((await fetch(`${app.url}/v2/scoreboard-feed/abc/1`)).status).toBe(404)
  })
})
