import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { loginAll, startTestApp, type TestApp } from '../support/app'

// Issue 30 against the built app (npm run build first): My competitions, the competition hub, the
// organiser report, the card's and the menus' links, each for the roles of 3-organiser-admin §6.

let app: TestApp
const PASSWORDS = {
  entrant: 'Entrant!2026',
  organiser: 'Organiser!2026',
  rivalorganiser: 'Rival!2026',
  admin: 'Admin!2026',
  steward: 'Steward!2026',
  gatekeeper: 'Gatekeeper!2026',
  scorer: 'Scorer!2026',
}
type Who = 'anonymous' | keyof typeof PASSWORDS
const cookies: Partial<Record<Who, string>> = {}

const TODAY = CARD_DEMO.checkInTodayCompId
let gateComp: number
let otherOrgComp: number

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  const gatekeeper = app.sim.state.users.find((u) => u.login === 'gatekeeper')!
  const comps = app.sim.state.seed.competitions
  gateComp = comps.find((c) => c.compOrgId === gatekeeper.permissions[0]!.orgid)!.id
  otherOrgComp = comps.find((c) => c.compOrgId !== 12)!.id
})
afterAll(async () => {
  await app?.close()
})

const load = (path: string, who: Who) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: who === 'anonymous' ? {} : { cookie: cookies[who]! } })
const html = async (path: string, who: Who) => {
  const res = await load(path, who)
  expect(res.status, `${path} as ${who}`).toBe(200)
  return res.text()
}
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
const hrefs = (page: string) => new Set([...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')))

describe('My competitions and the hub: who may open them', () => {
  it.each([
    ['anonymous', 'login', 'login'],
    ['entrant', 403, 403],
    ['organiser', 200, 200],
    ['admin', 200, 200],
    ['steward', 200, 200],
    ['scorer', 200, 200],
    ['gatekeeper', 200, 403],
    ['rivalorganiser', 200, 403],
  ] as const)('%s: My competitions %s, the hub of the meeting held today %s', async (who, mine, hub) => {
    expect(outcome(await load('/v2/my-competitions', who))).toBe(mine)
    expect(outcome(await load(`/v2/competition-hub/${TODAY}`, who))).toBe(hub)
  })
})

describe('My competitions', () => {
  it('the steward and the results team find the one meeting they work, leading to its hub', async () => {
    for (const who of ['steward', 'scorer'] as const) {
      const links = [...hrefs(await html('/v2/my-competitions', who))].filter((h) => h.startsWith('/v2/competition-hub/'))
      expect(links, who).toEqual([`/v2/competition-hub/${TODAY}`])
    }
  })

  it("the organiser finds their organisation's competitions, upcoming first, and none of another's", async () => {
    const page = await html('/v2/my-competitions', 'organiser')
    const ids = [...page.matchAll(/href="\/v2\/competition-hub\/(\d+)"/g)].map((m) => Number(m[1]))
    expect(ids).toContain(TODAY)
    const comps = app.sim.state.seed.competitions
    for (const id of ids) expect(comps.find((c) => c.id === id)?.compOrgId, String(id)).toBe(12)
    expect(page.indexOf('Upcoming')).toBeLessThan(page.indexOf('Past'))
    // Clubs: the builders' (the route table), not in their v2 menu (§6): found here.
    expect(page).toContain('href="/v2/club-search-v2"')
    expect(await html('/v2/my-competitions', 'steward')).not.toContain('href="/v2/club-search-v2"')
  })

  it('the gatekeeper finds the meetings of their organisation', async () => {
    expect(hrefs(await html('/v2/my-competitions', 'gatekeeper'))).toContain(`/v2/competition-hub/${gateComp}`)
  })

  it('a failed list empties with a message; the page still shows', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/public/comps/filter', status: 500, body: 'filter.php failed', times: 2 })
    const page = await html('/v2/my-competitions', 'gatekeeper')
    expect(page).toContain('My competitions')
    expect(page).not.toContain('filter.php')
  })
})

describe('the hub: every tool the user may use, by the day', () => {
  const TOOLS = {
    builder: `/v2/builder-v2/${TODAY}`,
    bibs: `/v2/bibs-v2/${TODAY}`,
    message: `/v2/messages-v2/${TODAY}`,
    contactAthletes: `/v2/email-message-create-v2/${TODAY}`,
    ticketAdmin: `/v2/ticket-admin/${TODAY}`,
    scoreboard: `/v2/scoreboard-output-list/${TODAY}`,
    checkin: `/v2/checkin-v2/${TODAY}`,
    ticketScan: `/v2/ticket-form-gatekeeper/${TODAY}`,
    photoFinish: `/v2/results-import-file-v2/${TODAY}`,
    resultsEntry: `/v2/seeding-v2/${TODAY}`,
    organiserReport: `/v2/organiser-report/${TODAY}`,
  }
  const ALL = Object.keys(TOOLS) as Array<keyof typeof TOOLS>

  const GROUPS = ['Build', 'Before the day', 'On the day', 'After']
  it.each([
    ['organiser', ALL, GROUPS],
    ['admin', ALL, GROUPS],
    ['steward', ['checkin'], ['On the day']],
    ['scorer', ['scoreboard', 'photoFinish', 'resultsEntry'], ['Before the day', 'On the day']],
  ] as const)('%s', async (who, tools, groups) => {
    const page = await html(`/v2/competition-hub/${TODAY}`, who)
    const links = hrefs(page)
    for (const key of ALL) expect(links.has(TOOLS[key]), `${who} ${key}`).toBe((tools as readonly string[]).includes(key))
    expect(GROUPS.filter((g) => page.includes(`>${g}</h2>`))).toEqual(groups)
  })

  it('results entry per event group for those who enter results, the checked-in count for the desk, the results saved', async () => {
    const group = eventGroupsOf(app.sim.state.seed.competitions.find((c) => c.id === TODAY)!)[0]!
    for (const who of ['organiser', 'scorer'] as const)
      expect(hrefs(await html(`/v2/competition-hub/${TODAY}`, who))).toContain(`/v2/results-entry-v2/${TODAY}/${group.id}`)
    expect(await html(`/v2/competition-hub/${TODAY}`, 'steward')).toMatch(/<dt>Checked in<\/dt><dd>\d+ of \d+<\/dd>/)
    expect(await html(`/v2/competition-hub/${TODAY}`, 'scorer')).toMatch(/<dt>Results saved<\/dt><dd>\d+ event groups?<\/dd>/)
  })

  it('a count whose call fails is left out with a message; the tools still show', async () => {
    app.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/public/results/${gateComp}`, status: 500, body: 'results.php failed', times: 5 })
    const page = await html(`/v2/competition-hub/${gateComp}`, 'gatekeeper')
    expect(page).not.toContain('<dt>Results saved</dt>')
    expect(page).toContain('role="alert"')
    expect(page).not.toContain('results.php')
    expect(hrefs(page)).toContain(`/v2/ticket-admin/${gateComp}`)
  })

  it('the gatekeeper gets the ticket tools of their meeting', async () => {
    const links = hrefs(await html(`/v2/competition-hub/${gateComp}`, 'gatekeeper'))
    expect(links).toContain(`/v2/ticket-admin/${gateComp}`)
    expect(links).toContain(`/v2/ticket-form-gatekeeper/${gateComp}`)
    expect(links).not.toContain(`/v2/bibs-v2/${gateComp}`)
  })
})

describe('the card, the competition page and the menus', () => {
  it('the full card offers the same tools and the hub; Builder is a link; Check In opens the desk for those who work it', async () => {
    const organiser = hrefs(await html(`/v2/show-entry-v2/${TODAY}`, 'organiser'))
    for (const href of [
      `/v2/builder-v2/${TODAY}`,
      `/v2/organiser-report/${TODAY}`,
      `/v2/competition-hub/${TODAY}`,
      `/v2/checkin-v2/${TODAY}`,
    ])
      expect(organiser, href).toContain(href)
    const entrant = hrefs(await html(`/v2/show-entry-v2/${TODAY}`, 'entrant'))
    expect(entrant).not.toContain(`/v2/competition-hub/${TODAY}`)
    expect(entrant).not.toContain(`/v2/checkin-v2/${TODAY}`)
    expect(hrefs(await html(`/v2/comp-admin/${TODAY}`, 'scorer'))).toContain(`/v2/results-import-file-v2/${TODAY}`)
  })

  it('the menus: My competitions for those who work competitions, Organisations and Help Config for admins', async () => {
    const admin = hrefs(await html('/v2', 'admin'))
    for (const href of ['/v2/my-competitions', '/v2/org-search', '/v2/help-form-list']) expect(admin, href).toContain(href)
    const steward = hrefs(await html('/v2', 'steward'))
    expect(steward).toContain('/v2/my-competitions')
    expect(steward).not.toContain('/v2/org-search')
    expect(hrefs(await html('/v2', 'entrant'))).not.toContain('/v2/my-competitions')
  })
})

describe('the organiser report (§6: builder permission)', () => {
  it.each([
    ['anonymous', 'login'],
    ['entrant', 403],
    ['steward', 403],
    ['rivalorganiser', 403],
    ['organiser', 200],
    ['admin', 200],
  ] as const)('%s: %s', async (who, want) => {
    expect(outcome(await load(`/v2/organiser-report/${TODAY}`, who))).toBe(want)
  })

  it("runs the competition's entries report without asking for a competition; another organisation's is refused", async () => {
    const form = await html(`/v2/organiser-report/${TODAY}`, 'organiser')
    expect(form).not.toContain('name="compid"')
    const page = await html(`/v2/organiser-report/${TODAY}?report=entries`, 'organiser')
    expect(page).toContain(`/v2/organiser-report/${TODAY}/csv?report=entries&amp;compid=${TODAY}`)
    const csv = await load(`/v2/organiser-report/${TODAY}/csv?report=entries`, 'organiser')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(outcome(await load(`/v2/organiser-report/${otherOrgComp}`, 'organiser'))).toBe(403)
    expect(outcome(await load(`/v2/organiser-report/${otherOrgComp}?report=entries`, 'organiser'))).toBe(403)
  })
})
