import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { startTestApp, type TestApp } from '../support/app'
import { startRedisServer, type RedisServer } from '../support/redis-server'
import { openSse, type SseViewer } from '../support/sse'

// Live scoreboards on a fleet of three instances sharing one Redis and one legacy site (npm run
// build first): one upstream poll per board per interval for the whole fleet (decision 068).

const COMP = CARD_DEMO.checkInTodayCompId
const POLL_MS = 400
const UPSTREAM = `/wp-json/e4s/v5/public/scoreboard/${COMP}/`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let sim: Simulator
let redis: RedisServer
const apps: TestApp[] = []
beforeAll(async () => {
  ;[sim, redis] = await Promise.all([startSimulator({ port: 0 }), startRedisServer()])
  const env = { SCOREBOARD_POLL_MS: String(POLL_MS), REDIS_URL: redis.url }
  for (let i = 0; i < 3; i++) apps.push(await startTestApp({ env, sim }))
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await sim?.close()
  await redis?.stop()
})

const polls = () => sim.calls.count(UPSTREAM)
const advance = () => fetch(`${sim.url}/__sim/scoreboard/${COMP}/advance`, { method: 'POST' })
const frames = (v: SseViewer) => v.events.filter((e) => e.event === 'scoreboard')

describe('scoreboards on a fleet', () => {
  it('viewers on three instances cost one upstream poll per interval, and all get every change', async () => {
    const viewers = apps.flatMap((app) => Array.from({ length: 10 }, () => openSse(`${app.url}/v2/scoreboard-feed/${COMP}/2`)))
    await Promise.all(viewers.map((v) => v.waitFor('scoreboard', 1)))
    sim.calls.reset()
    const before = apps.map((app) => app.platform.scoreboards.stats().polls)
    const started = performance.now()
    await advance()
    await Promise.all(viewers.map((v) => v.waitFor('scoreboard', 2)))
    await sleep(POLL_MS * 4)
    const intervals = (performance.now() - started) / POLL_MS
    expect(polls()).toBeGreaterThanOrEqual(Math.floor(intervals) - 1)
    expect(polls()).toBeLessThanOrEqual(Math.ceil(intervals) + 1)
    // One instance polled; the others only heard.
    const polled = apps.map((app, i) => app.platform.scoreboards.stats().polls - before[i]!)
    expect(polled.filter((n) => n > 0)).toHaveLength(1)
    expect(new Set(viewers.map((v) => frames(v)[1]!.id)).size).toBe(1)

    // The poller stops (a rolling deploy): another instance takes over, its viewers miss nothing.
    const poller = polled.findIndex((n) => n > 0)
    const [stopped] = apps.splice(poller, 1)
    const left = viewers.filter((_, i) => Math.floor(i / 10) !== poller)
    await stopped!.close()
    sim.calls.reset()
    const restarted = performance.now()
    await advance()
    await Promise.all(left.map((v) => v.waitFor('scoreboard', 3)))
    // Within one interval of the poll that would have come, plus the one the advance landed in.
    expect(performance.now() - restarted).toBeLessThan(POLL_MS * 2.5)
    await sleep(POLL_MS * 4)
    expect(polls()).toBeLessThanOrEqual(Math.ceil((performance.now() - restarted) / POLL_MS) + 1)
    for (const v of viewers) v.close()
  })

  it('a page of the board reads the fleet poller’s last outcome, not the legacy site', async () => {
    const viewer = openSse(`${apps[0]!.url}/v2/scoreboard-feed/${COMP}/3`)
    await viewer.waitFor('scoreboard', 1)
    await sleep(POLL_MS / 2)
    const fleetPolls = () => apps.reduce((n, app) => n + app.platform.scoreboards.stats().polls, 0)
    sim.calls.reset()
    const before = fleetPolls()
    for (const app of apps) expect((await fetch(`${app.url}/v2/scoreboard-comp/${COMP}/3`)).status).toBe(200)
    // Only the fleet's own polls reached the legacy site meanwhile, however long the pages took
    // (one more if a poll made before the count arrived after it): the pages added none.
    expect(polls()).toBeLessThanOrEqual(fleetPolls() - before + 1)
    viewer.close()
  })
})
