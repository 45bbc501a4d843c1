import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { answerOnlySpecCalls, REST_NO_ROUTE_BODY } from '../../contract-fixtures/simulator/faults'
import { SCREEN_NEEDS } from '../../bff/domain/routing/screen-needs'
import { loginAll, startTestApp } from '../support/app'

// A screen whose essential call the legacy site lacks (WordPress's 404 rest_no_route) hands over to
// the same screen on the legacy site with one sentence why, instead of an error page; the missing
// call is remembered, and the operator can force a screen to hand over or to stay (decision 067).
// Built app (npm run build first) and the simulator.

const NO_ROUTE = REST_NO_ROUTE_BODY
const CHEQUES = '/wp-json/e4s/v5/cheques'
const PASSWORDS = { finance: 'Finance!2026', entrant: 'Entrant!2026', admin: 'Admin!2026' }

async function started(env: Record<string, string> = {}) {
  const app = await startTestApp({ env })
  const cookies = await loginAll(app, PASSWORDS)
  const get = (path: string, who?: keyof typeof PASSWORDS) =>
    fetch(`${app.url}${path}`, { redirect: 'manual', headers: who ? { cookie: cookies[who] } : {} })
  return { app, get }
}

function expectHandOver(html: string, legacyUrl: string) {
  expect(html).toContain('data-hand-over=""')
  expect(html).toContain('This page opens on the current site')
  expect(html).toContain('The current site does not yet offer this page&#x27;s information to the new site, so it opens there instead.')
  expect(html).toContain(`href="${legacyUrl}"`)
  expect(html).not.toContain('Something went wrong')
}

describe('a screen whose call the legacy site lacks', () => {
  let t: Awaited<ReturnType<typeof started>>
  beforeAll(async () => {
    t = await started()
  })
  afterAll(async () => {
    await t?.app.close()
  })

  it('hands over to the same screen on the legacy site, then without asking again', async () => {
    t.app.sim.faults.add({ pathPrefix: CHEQUES, method: 'GET', status: 404, body: NO_ROUTE })
    const res = await t.get('/v2/cheques', 'finance')
    expect(res.status).toBe(200)
    expectHandOver(await res.text(), `${t.app.sim.url}/#/cheques`)
    expect(t.app.logs.some((l) => l.includes('"endpoint":"cheques.list"') && l.includes('screen handed over'))).toBe(true)

    // Known missing now: the next visit hands over before calling it.
    t.app.sim.faults.clear()
    t.app.sim.calls.reset()
    expectHandOver(await (await t.get('/v2/cheques', 'finance')).text(), `${t.app.sim.url}/#/cheques`)
    expect(t.app.sim.calls.count(CHEQUES)).toBe(0)
  })

  it('still refuses who may not open the screen, and sends a visitor to log in', async () => {
    expect((await t.get('/v2/cheques', 'entrant')).status).toBe(403)
    expect((await t.get('/v2/cheques')).status).toBe(302)
  })

  it('an ordinary 404 (not rest_no_route) is a fault, not a hand-over', async () => {
    t.app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/clubs/', method: 'GET', status: 404, body: '<html>Not Found</html>', times: 1 })
    const res = await t.get('/v2/club-v2/1', 'finance')
    const html = await res.text()
    expect(res.status).toBe(502)
    expect(html).not.toContain('data-hand-over')
  })
})

describe('the operator decides', () => {
  let t: Awaited<ReturnType<typeof started>>
  beforeAll(async () => {
    t = await started({ LEGACY_STAY: 'cheques', LEGACY_HAND_OVER: 'club' })
  })
  afterAll(async () => {
    await t?.app.close()
  })

  it('a screen told to stay shows the failure as any other', async () => {
    t.app.sim.faults.add({ pathPrefix: CHEQUES, method: 'GET', status: 404, body: NO_ROUTE })
    const res = await t.get('/v2/cheques', 'finance')
    expect(res.status).toBe(502)
    const html = await res.text()
    expect(html).not.toContain('data-hand-over')
    expect(html).not.toContain('cheques.list')
    t.app.sim.faults.clear()
  })

  it('a screen told to hand over does so without a call', async () => {
    t.app.sim.calls.reset()
    const res = await t.get('/v2/club-v2/7?tab=x')
    expect(res.status).toBe(200)
    expectHandOver(await res.text(), `${t.app.sim.url}/#/club/7?tab=x`)
    expect(t.app.sim.calls.count('/wp-json/e4s/v5/clubs')).toBe(0)
  })
})

describe('the simulator answering only the calls the spec names', () => {
  let t: Awaited<ReturnType<typeof started>>
  beforeAll(async () => {
    t = await started()
    answerOnlySpecCalls(t.app.sim.faults)
  })
  afterAll(async () => {
    await t?.app.close()
  })

  const COMP = CARD_DEMO.checkInTodayCompId
  const group = () => t.app.sim.state.seed.competitions.find((c) => c.id === COMP)!.compEvents[0]!.eventGroupId
  /** One address of each screen that declares needs. */
  const ADDRESSES: Record<string, () => string> = {
    cheques: () => '/v2/cheques',
    club: () => '/v2/club-v2/1',
    eventGroupAthletes: () => `/v2/event-group-athletes/${group()}`,
    ageGroupCoverage: () => `/v2/event-group-age-group-coverage/${group()}`,
    scoreboardComp: () => `/v2/scoreboard-comp/${COMP}`,
    scoreboardOutputList: () => `/v2/scoreboard-output-list/${COMP}`,
    scoreboardOutput: () => `/v2/scoreboard-output/${COMP}/1`,
    helpFormList: () => '/v2/help-form-list',
    helpForm: () => '/v2/help-form/1',
  }

  it('lists an address for every screen that declares needs', () => {
    expect(Object.keys(ADDRESSES).sort()).toEqual(Object.keys(SCREEN_NEEDS).sort())
  })

  it.each(Object.keys(SCREEN_NEEDS))('%s works or hands over, never an error page', async (screen) => {
    const res = await t.get(ADDRESSES[screen]!(), 'admin')
    const html = await res.text()
    expect(res.status, screen).toBe(200)
    expect(html).not.toContain('data-error-status')
  })

  it('the home page and a competition, read with spec calls only, work', async () => {
    for (const path of ['/v2', `/v2/show-entry-v2/${COMP}`]) {
      const res = await t.get(path, 'admin')
      expect(res.status, path).toBe(200)
      expect(await res.text()).not.toContain('data-error-status')
    }
  })
})
