import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFORMANCE_FORMAT } from '../../bff/legacy/conformance/format'
import { ACTIONS_DEMO, CARD_DEMO, ENTRY_DEMO } from '../../contract-fixtures/seed'
import { answerOnlySpecCalls, REST_NO_ROUTE_BODY } from '../../contract-fixtures/simulator/faults'
import { NOT_IN_SPEC_CALLS } from '../../bff/legacy/not-in-spec'
import { matchV2, ROUTES } from '../../bff/domain/routing/route-table'
import { screenNeeds } from '../../bff/domain/routing/screen-needs'
import { loginAll, startTestApp } from '../support/app'

// A screen whose essential call the legacy site lacks (WordPress's 404 rest_no_route) hands over to
// the same screen on the legacy site with one sentence why, instead of an error page; the missing
// call is remembered, and the operator can force a screen to hand over or to stay (decision 067).
// Built app (npm run build first) and the simulator.

const NO_ROUTE = REST_NO_ROUTE_BODY
const CHEQUES = '/wp-json/e4s/v5/cheques'
const PASSWORDS = { finance: 'Finance!2026', entrant: 'Entrant!2026', admin: 'Admin!2026', organiser: 'Organiser!2026' }
type Who = keyof typeof PASSWORDS | 'anonymous'

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

  it('once its call is known missing, the menu leads straight to the legacy screen (decision 074)', async () => {
    // The first test learnt that the site lacks the cheques call.
    const html = await (await t.get('/v2', 'finance')).text()
    expect(html).toContain(`href="${t.app.sim.url}/#/cheques"`)
    expect(html).not.toContain('href="/v2/cheques"')
    expect(html).toContain('href="/v2/stripe-users"')
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
    t = await started({ LEGACY_STAY: 'cheques', LEGACY_HAND_OVER: 'club,competitionHub,stripeUsers,resultsEntry' })
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

  it('links to a screen told to hand over lead to the legacy screen: the card, My competitions, the menu, the seeding page (decision 074)', async () => {
    const legacy = t.app.sim.url
    // The hub is new here: the legacy site is sent its v2 address, as the hub itself hands over.
    const home = await (await t.get('/v2', 'admin')).text()
    expect(home).toContain(`href="${legacy}/#/v2/competition-hub/`)
    expect(home).not.toContain('href="/v2/competition-hub/')
    const mine = await (await t.get('/v2/my-competitions', 'organiser')).text()
    expect(mine).toContain(`href="${legacy}/#/v2/competition-hub/`)
    expect(mine).not.toContain('href="/v2/competition-hub/')
    const menu = await (await t.get('/v2', 'finance')).text()
    expect(menu).toContain(`href="${legacy}/#/stripe-users"`)
    expect(menu).not.toContain('href="/v2/stripe-users"')
    // The seeding page's results entry for each event group.
    const comp = CARD_DEMO.checkInTodayCompId
    const seeding = await (await t.get(`/v2/seeding-v2/${comp}`, 'admin')).text()
    expect(seeding).toContain(`href="${legacy}/#/results-entry/${comp}/`)
    expect(seeding).not.toContain(`href="/v2/results-entry-v2/${comp}/`)
    // Told to stay: its menu link stays here, even once the site has refused its call.
    t.app.sim.faults.add({ pathPrefix: CHEQUES, method: 'GET', status: 404, body: NO_ROUTE })
    await (await t.get('/v2/cheques', 'finance')).text()
    t.app.sim.faults.clear()
    expect(await (await t.get('/v2', 'finance')).text()).toContain('href="/v2/cheques"')
  })

  it('a screen told to hand over does so without a call', async () => {
    t.app.sim.calls.reset()
    const res = await t.get('/v2/club-v2/7?tab=x')
    expect(res.status).toBe(200)
    expectHandOver(await res.text(), `${t.app.sim.url}/#/club/7?tab=x`)
    expect(t.app.sim.calls.count('/wp-json/e4s/v5/clubs')).toBe(0)
  })
})

describe('a conformance report read at start-up (LEGACY_CONFORMANCE_FILE, decision 073)', () => {
  let t: Awaited<ReturnType<typeof started>>
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'conformance-'))
    const file = join(dir, 'legacy-conformance.json')
    const call = (endpoint: string, status: string) => ({
      endpoint,
      method: 'GET',
      path: '/',
      write: false,
      inSpec: false,
      status,
      differences: [],
    })
    const report = { format: CONFORMANCE_FORMAT, calls: [call('cheques.list', 'missing'), call('bibs.list', 'conforms')] }
    writeFileSync(file, JSON.stringify(report))
    t = await started({ LEGACY_CONFORMANCE_FILE: file })
  })
  afterAll(async () => {
    await t?.app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a screen needing a call the report marks missing hands over from the first visit, without the call', async () => {
    t.app.sim.calls.reset()
    const res = await t.get('/v2/cheques', 'finance')
    expect(res.status).toBe(200)
    expectHandOver(await res.text(), `${t.app.sim.url}/#/cheques`)
    expect(t.app.sim.calls.count(CHEQUES)).toBe(0)
  })

  it('a screen whose calls the report found does not', async () => {
    const res = await t.get(`/v2/bibs-v2/${ACTIONS_DEMO.compId}`, 'admin')
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('data-hand-over')
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
  const state = () => t.app.sim.state
  const group = () => state().seed.competitions.find((c) => c.id === COMP)!.compEvents[0]!.eventGroupId
  const userId = (login: string) => state().users.find((u) => u.login === login)!.id
  const entrantEntry = () => state().entries.find((e) => e.userId === userId('entrant'))!.entryId
  const actionsClub = () => state().seed.athletes.find((a) => a.id === ACTIONS_DEMO.athleteId)!.clubId
  /** One address of every screen of the route table that has a page here, and who may open it. */
  const ADDRESSES: Record<string, () => [string, Who]> = {
    home: () => ['/v2', 'admin'],
    homeV2: () => ['/v2/home-v2', 'admin'],
    login: () => ['/v2/login-v2', 'anonymous'],
    register: () => ['/v2/register-v2', 'anonymous'],
    forgot: () => ['/v2/forgot-v2', 'anonymous'],
    reset: () => ['/v2/reset_pwd', 'anonymous'],
    showEntry: () => ['/v2/show-entry-v2/501', 'entrant'],
    schedule: () => [`/v2/schedule-v2/${COMP}`, 'entrant'],
    entryConditions: () => [`/v2/entry-conditions/${ENTRY_DEMO.rulesCompId}`, 'entrant'],
    entry: () => [`/v2/entry-v2/${ENTRY_DEMO.rulesCompId}`, 'entrant'],
    contactOrganiser: () => ['/v2/contact-organiser-v2/501', 'entrant'],
    shop: () => ['/v2/shop-v2/501', 'entrant'],
    cart: () => ['/v2/cart', 'entrant'],
    basketHandoff: () => ['/v2/basket-handoff', 'entrant'],
    cartRedirect: () => ['/v2/cart-redirect', 'entrant'],
    athleteCreate: () => ['/v2/athlete-v2/new', 'entrant'],
    athlete: () => [`/v2/athlete-v2/${ENTRY_DEMO.sharedAthleteId}`, 'entrant'],
    athletes: () => ['/v2/athletes-v2', 'entrant'],
    athletePb: () => [`/v2/athlete-pb/${entrantEntry()}`, 'entrant'],
    builderOrganisation: () => ['/v2/builder-v2/501/organisation', 'admin'],
    builderAgeGroups: () => ['/v2/builder-v2/501/age-groups', 'admin'],
    builderDiscounts: () => ['/v2/builder-v2/501/discounts', 'admin'],
    builder: () => ['/v2/builder-v2/501', 'admin'],
    compAdmin: () => ['/v2/comp-admin/501', 'admin'],
    myCompetitions: () => ['/v2/my-competitions', 'organiser'],
    competitionHub: () => ['/v2/competition-hub/501', 'admin'],
    organiserReport: () => ['/v2/organiser-report/501', 'admin'],
    secondaryProducts: () => ['/v2/secondary-products/501', 'admin'],
    profile: () => ['/v2/profile-v2', 'entrant'],
    compStatus: () => ['/v2/comp-status-v2/527', 'admin'],
    actions: () => [
      `/v2/actions-v2/${ACTIONS_DEMO.compId}/${ACTIONS_DEMO.athleteId}/${actionsClub()}/${ACTIONS_DEMO.firstEntryId}`,
      'admin',
    ],
    autoEntries: () => ['/v2/auto-entries/501', 'admin'],
    bibs: () => ['/v2/bibs-v2/501', 'admin'],
    eventGroupAthletes: () => [`/v2/event-group-athletes/${group()}`, 'admin'],
    ageGroupCoverage: () => [`/v2/event-group-age-group-coverage/${group()}`, 'admin'],
    checkin: () => [`/v2/checkin-v2/${COMP}`, 'admin'],
    checkinAthlete: () => [`/v2/checkin-athlete/${COMP}`, 'entrant'],
    checkinCode: () => [`/v2/checkin-code/${COMP}`, 'entrant'],
    whoIsHere: () => [`/v2/whoishere/${COMP}`, 'admin'],
    ticket: () => ['/v2/ticket/517/7002', 'admin'],
    ticketOrder: () => ['/v2/ticket-order/8801', 'admin'],
    ticketGatekeeper: () => ['/v2/ticket-form-gatekeeper/501', 'admin'],
    ticketAdmin: () => ['/v2/ticket-admin/501', 'admin'],
    scoreboardComp: () => [`/v2/scoreboard-comp/${COMP}`, 'anonymous'],
    scoreboardOutputList: () => [`/v2/scoreboard-output-list/${COMP}`, 'admin'],
    scoreboardOutput: () => [`/v2/scoreboard-output/${COMP}/1`, 'admin'],
    scoreboardScheduleList: () => [`/v2/scoreboard-schedule-list/${COMP}/1`, 'anonymous'],
    output: () => [`/v2/output/${COMP}/1`, 'anonymous'],
    outputV2: () => [`/v2/output-v2/${COMP}/1`, 'anonymous'],
    outputV3: () => [`/v2/output-v3/${COMP}/1/true`, 'anonymous'],
    publicRankings: () => [`/v2/public-rankings-v2/${COMP}/${group()}`, 'anonymous'],
    results: () => [`/v2/results-v2/${COMP}`, 'anonymous'],
    resultsQr: () => [`/v2/results-qr-v2/${COMP}`, 'anonymous'],
    seeding: () => [`/v2/seeding-v2/${COMP}`, 'anonymous'],
    resultsEntry: () => [`/v2/results-entry-v2/${COMP}/${group()}`, 'admin'],
    resultsRead: () => [`/v2/results-read-v2/${COMP}/${group()}`, 'anonymous'],
    resultsImport: () => [`/v2/results-import-v2/${COMP}`, 'admin'],
    resultsImportFile: () => [`/v2/results-import-file-v2/${COMP}`, 'admin'],
    messages: () => ['/v2/messages-v2', 'entrant'],
    message: () => ['/v2/email-message-v2/9001', 'entrant'],
    messageCreate: () => ['/v2/email-message-create-v2/501', 'admin'],
    userSearch: () => ['/v2/user-search-v2', 'admin'],
    user: () => [`/v2/user-v2/${userId('entrant')}`, 'admin'],
    impersonateStop: () => ['/v2/impersonate-stop', 'admin'],
    clubSearch: () => ['/v2/club-search-v2', 'admin'],
    club: () => ['/v2/club-v2/1001', 'anonymous'],
    orgSearch: () => ['/v2/org-search', 'admin'],
    stripeUsers: () => ['/v2/stripe-users', 'finance'],
    financeReport: () => ['/v2/finance-report', 'finance'],
    cheques: () => ['/v2/cheques', 'finance'],
    reports: () => ['/v2/reports', 'admin'],
    helpForm: () => ['/v2/help-form/3', 'admin'],
    helpFormList: () => ['/v2/help-form-list', 'admin'],
    fieldHelp: () => ['/v2/help/builder.general.name', 'anonymous'],
    secGrid: () => ['/v2/sec-grid', 'admin'],
  }

  it('lists an address for every screen of the route table with a page here', () => {
    expect(Object.keys(ADDRESSES).sort()).toEqual(
      ROUTES.filter((e) => e.v2 !== null && e.built)
        .map((e) => e.name)
        .sort(),
    )
  })

  it("a refused secondary call empties its section with a message: the hub's results and event groups", async () => {
    const res = await t.get('/v2/competition-hub/501', 'admin')
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('<p class="form-message error" role="alert">')
    expect(html).not.toContain('data-hand-over')
    expect(html).not.toContain('data-error-status')
  })

  it('links to a screen that hands over lead to the legacy screen: the hub, the competition card (decision 074)', async () => {
    // The bibs page learns that the site lacks its call; the hub and the card then link past it.
    expect(await (await t.get('/v2/bibs-v2/501', 'admin')).text()).toContain('data-hand-over=""')
    const legacy = t.app.sim.url
    for (const page of ['/v2/competition-hub/501', '/v2/comp-admin/501', '/v2/show-entry-v2/501']) {
      const html = await (await t.get(page, 'admin')).text()
      expect(html, page).toContain(`href="${legacy}/#/bibs/501"`)
      expect(html, page).not.toContain('href="/v2/bibs-v2/501"')
      // A screen that needs only the spec's calls keeps its address here.
      expect(html, page).toContain('href="/v2/builder-v2/501"')
    }
  })

  it.each(Object.keys(ADDRESSES))('%s works or hands over, never an error page', async (screen) => {
    const [path, who] = ADDRESSES[screen]!()
    // A page that sends on (to accept the conditions first, to the basket) is followed, never to log in.
    const seen = [path]
    let res = await t.get(path, who === 'anonymous' ? undefined : who)
    while (res.status >= 300 && res.status < 400 && seen.length < 4) {
      const next = new URL(res.headers.get('location')!, t.app.url)
      seen.push(next.pathname + next.search)
      res = await t.get(seen.at(-1)!, who === 'anonymous' ? undefined : who)
    }
    const html = await res.text()
    expect(res.status, seen.join(' > ')).toBe(200)
    expect(seen.slice(1).join(' '), screen).not.toMatch(/login/)
    expect(html, screen).not.toContain('data-error-status')
    // The screen shown hands over when it cannot be read without a refused call; one that needs a
    // refused write shows its form (it hands over once the site refused the write).
    const shown = matchV2(new URL(seen.at(-1)!, t.app.url).pathname)!.entry.name
    const reads = screenNeeds(shown).filter((e) => NOT_IN_SPEC_CALLS.find((c) => c.endpoint === e)?.method === 'GET')
    expect(html.includes('data-hand-over=""'), seen.join(' > ')).toBe(reads.length > 0)
  })
})
