import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// Ticks say what they want (intent tick: add, untick: remove), against the built app (npm run build first).

let app: TestApp
let cookie: string
const comp = ENTRY_DEMO.rulesCompId
const ceid = ENTRY_DEMO.rulesCeids.m200
const athlete = String(ENTRY_DEMO.athleteId)

async function post(fields: Record<string, string>, url = `${app.url}/v2/entry-v2/${comp}`) {
  const res = await postForm(url, fields, { cookie })
  const next = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))
  if (next) cookie = next.split(';')[0]
  return res
}
const tick = () => post({ intent: 'tick', athlete, ceid: String(ceid) })
const untick = () => post({ intent: 'untick', athlete, ceid: String(ceid) })

const entrantId = () => app.sim.state.users.find((u) => u.login === ENTRY_DEMO.username)!.id
/** The user's unpaid lines for the row: what the basket would hold. */
const lines = () => app.sim.state.entries.filter((e) => e.userId === entrantId() && e.ceid === ceid && e.paid === 0)
const productCalls = () => app.sim.calls.count('/wp-json/e4s/v5/product') - deleteCalls()
const deleteCalls = () => app.sim.calls.count('/wp-json/e4s/v5/product/delete')

beforeAll(async () => {
  // Redis: the row's lock is the one instances share.
  app = await startTestApp({ redis: true })
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
  await post({ intent: 'priority', code: ENTRY_DEMO.rulesCode }, `${app.url}/v2/entry-conditions/${comp}`)
  await post({ intent: 'terms' }, `${app.url}/v2/entry-conditions/${comp}`)
})
afterAll(async () => {
  await app?.close()
})

describe('tick and untick say what they want', () => {
  it('two ticks of one row sent at once leave exactly one basket line, 20 times out of 20', async () => {
    for (let trial = 1; trial <= 20; trial++) {
      expect((await untick()).status).toBe(200)
      expect(lines(), `trial ${trial}: before`).toHaveLength(0)
      const asked = productCalls()
      const answers = await Promise.all([tick(), tick()])
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      for (const answer of answers) expect(await answer.text()).toContain('200m added to basket')
      expect(lines(), `trial ${trial}: after`).toHaveLength(1)
      // The second waited for the first, found the line there and asked for nothing.
      expect(productCalls() - asked, `trial ${trial}: product calls`).toBe(1)
    }
  }, 120_000)

  it('a tick of a row already in the basket is a no-op', async () => {
    await tick()
    expect(lines()).toHaveLength(1)
    const [asked, deleted] = [productCalls(), deleteCalls()]
    const again = await tick()
    expect(again.status).toBe(200)
    expect(lines()).toHaveLength(1)
    expect([productCalls(), deleteCalls()]).toEqual([asked, deleted])
  })

  it('an untick removes the line; an untick of a line that is not there is a no-op', async () => {
    await tick()
    const removed = await untick()
    expect(removed.status).toBe(200)
    expect(await removed.text()).toContain('200m removed from basket')
    expect(lines()).toHaveLength(0)
    const [asked, deleted] = [productCalls(), deleteCalls()]
    for (const answer of await Promise.all([untick(), untick()])) {
      expect(answer.status).toBe(200)
      expect(await answer.text()).not.toContain('removed from basket')
    }
    expect(lines()).toHaveLength(0)
    expect([productCalls(), deleteCalls()]).toEqual([asked, deleted])
  })

  it('a tick and an untick sent at once are done one after the other: never two lines', async () => {
    for (let trial = 1; trial <= 5; trial++) {
      await untick()
      const [first, second] = await Promise.all([tick(), untick()])
      expect([first.status, second.status]).toEqual([200, 200])
      expect(lines().length).toBeLessThanOrEqual(1)
    }
  })
})

/** The simulator's calls since the last reset, "METHOD path" → count. */
async function callsByPath(): Promise<Record<string, number>> {
  const res = await fetch(`${app.sim.url}/__sim/calls`)
  return ((await res.json()) as { byPath: Record<string, number> }).byPath
}

describe('upstream calls of a tick without JavaScript', () => {
  it('are fewer than the legacy front-end makes for a tick and its reload (6): the athlete read with the page is not read again, and no resource is read twice unless the tick changed it', async () => {
    const page = `${app.url}/v2/entry-v2/${comp}?athlete=${athlete}`
    await untick()
    // The page as the user had it before ticking.
    expect((await fetch(page, { headers: { cookie } })).status).toBe(200)
    app.sim.calls.reset()
    const answer = await post({ intent: 'tick', athlete, ceid: String(ceid) }, page)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('200m added to basket')
    const calls = await callsByPath()
    const total = Object.values(calls).reduce((n, c) => n + c, 0)
    expect(total, JSON.stringify(calls)).toBeLessThanOrEqual(5)
    expect(Object.keys(calls).filter((call) => call.includes('/v5/athlete/'))).toEqual([])
    for (const [call, count] of Object.entries(calls)) {
      // The schedule is read before the tick and again after it (as the legacy front-end reloads it).
      expect(count, call).toBeLessThanOrEqual(call.startsWith('GET /wp-json/e4s/v5/events/') ? 2 : 1)
    }
  })
})

describe("the user's athlete, kept between pages (decision 059)", () => {
  it('is read again once the user saves something of it (a PB): the page after the save reads it afresh', async () => {
    const page = `${app.url}/v2/entry-v2/${comp}?athlete=${athlete}`
    const athleteReads = async () => (await callsByPath())[`GET /wp-json/e4s/v5/athlete/${athlete}`] ?? 0
    expect((await fetch(page, { headers: { cookie } })).status).toBe(200)
    app.sim.calls.reset()
    expect((await fetch(page, { headers: { cookie } })).status).toBe(200)
    expect(await athleteReads()).toBe(0)
    const saved = await post({ intent: 'pb', athlete, ceid: String(ceid), pb: '25.10' }, page)
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('PB saved for 200m')
    expect(await athleteReads()).toBe(1)
  })
})
