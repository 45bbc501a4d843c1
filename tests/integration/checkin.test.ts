import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// The organiser check-in desk against the built app (npm run build first): who may open it and
// post to it (3-organiser-admin §6: check-in permission, builders pass, check-in enabled), and what
// the desk does.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', admin: 'Admin!2026', steward: 'Steward!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS

const TODAY = CARD_DEMO.checkInTodayCompId
let notToday: number
let disabled: number

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  const comps = app.sim.state.seed.competitions
  notToday = comps.find((c) => c.options.checkIn.enabled && c.id !== TODAY)!.id
  disabled = comps.find((c) => !c.options.checkIn.enabled && c.compOrgId === 12)!.id
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { cookie: cookies[who] })
const load = (path: string, who: Who) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })
const post = (path: string, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path}`, fields, headers(who))

type Expect = 'login' | 200 | 400 | 403 | 404
const outcome = (res: Response): Expect | number =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status

describe('check-in desk: route × role, loader and action', () => {
  const comp = (name: 'today' | 'notToday' | 'disabled' | 'unknown') =>
    name === 'today' ? TODAY : name === 'notToday' ? notToday : name === 'disabled' ? disabled : 99999
  // steward: CHECKIN for the meeting held today only; organiser: BUILDER for its organisation (12), which runs it.
  const TABLE: Array<[Who, 'today' | 'notToday' | 'disabled' | 'unknown', Expect, Expect]> = [
    ['anonymous', 'today', 'login', 'login'],
    ['entrant', 'today', 403, 403],
    ['steward', 'today', 200, 200],
    ['organiser', 'today', 200, 200],
    ['admin', 'today', 200, 200],
    ['steward', 'notToday', 403, 403],
    ['organiser', 'notToday', 403, 403],
    // Held another day: the page says so, and marks are refused.
    ['admin', 'notToday', 200, 400],
    // Check-in off (issue 30): the page says so and where to turn it on; marks are refused.
    ['admin', 'disabled', 200, 403],
    ['organiser', 'disabled', 200, 403],
    ['admin', 'unknown', 404, 404],
  ]

  it.each(TABLE)('%s on the %s competition: page %s, mark and replay %s', async (who, which, page, mark) => {
    const path = `/v2/checkin-v2/${comp(which)}`
    expect(outcome(await load(path, who))).toBe(page)
    expect(outcome(await post(path, who, { intent: 'clear', what: 'collected' }))).toBe(mark)
    // The offline replay: refused alike (a well-formed mark, so only the rules decide).
    const replay = await post(`/v2/checkin-marks/${comp(which)}`, who, {
      marks: JSON.stringify([{ key: 'k:1', athleteId: 1, collected: true, was: {} }]),
    })
    expect(outcome(replay)).toBe(mark)
  })

  it.each(['admin', 'organiser'] as const)('check-in off: %s reads that it is off and gets the builder’s Options step', async (who) => {
    const html = await (await load(`/v2/checkin-v2/${disabled}`, who)).text()
    expect(html).toContain('Check-in is off for this competition.')
    expect(html).toContain(`href="/v2/builder-v2/${disabled}/options"`)
    expect(html).not.toContain('permission')
  })

  it('the old address goes to the new page', async () => {
    const res = await load(`/checkin/${TODAY}`, 'steward')
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe(`/v2/checkin-v2/${TODAY}`)
  })
})

describe('check-in desk', () => {
  it('shows organiser, competition, expected and collected counts, and each entry with its window', async () => {
    const html = await (await load(`/v2/checkin-v2/${TODAY}`, 'steward')).text()
    const comp = app.sim.state.seed.competitions.find((c) => c.id === TODAY)!
    expect(html).toContain(comp.name)
    expect(html).toContain(comp.organiserClubName)
    expect(html).toMatch(/<dt>Expected<\/dt><dd>48<\/dd>/)
    expect(html).toMatch(/<dt>Collected<\/dt><dd>0<\/dd>/)
    expect(html).toContain('48 athlete(s) found.')
    expect(html).toMatch(/Closes at \d\d:\d\d|Closed at \d\d:\d\d|Check-in opens: \d\d:\d\d to \d\d:\d\d|>Open</)
  })

  it('searches by bib, then marks the athlete collected and an entry checked in, without JavaScript', async () => {
    const bibPage = await (await load(`/v2/checkin-v2/${TODAY}?bibNo=7`, 'steward')).text()
    expect(bibPage).toContain('1 athlete(s) found.')
    const athlete = app.sim.state.seed.athletes.find((a) => bibPage.includes(`value="${a.id}"`))!
    const collected = await post(`/v2/checkin-v2/${TODAY}?bibNo=7`, 'steward', {
      intent: 'collect',
      athleteId: String(athlete.id),
      value: '1',
    })
    expect(collected.status).toBe(200)
    const entryId = /name="entryId" value="(\d+)"/.exec(bibPage)![1]
    const checked = await post(`/v2/checkin-v2/${TODAY}?bibNo=7`, 'steward', {
      intent: 'checkIn',
      athleteId: String(athlete.id),
      entryId,
      value: '1',
    })
    expect(checked.status).toBe(200)
    const after = await (await load(`/v2/checkin-v2/${TODAY}?collected=1`, 'steward')).text()
    expect(after).toContain('1 athlete(s) found.')
    expect(after).toMatch(/<dt>Collected<\/dt><dd>1<\/dd>/)
    expect(after).toContain('Checked in')
    // Clear down all: nobody collected any more.
    expect((await post(`/v2/checkin-v2/${TODAY}`, 'steward', { intent: 'clear', what: 'all' })).status).toBe(200)
    expect(await (await load(`/v2/checkin-v2/${TODAY}?collected=1`, 'steward')).text()).toContain('No athletes match the search.')
  })

  it('pages the list, 20 to a page, keeping the search', async () => {
    const html = await (await load(`/v2/checkin-v2/${TODAY}?page=3`, 'steward')).text()
    expect(html).toContain('Page 3 of 3')
    expect(html).toContain('href="/v2/checkin-v2/557?page=2"')
  })

  it('refuses a bad mark with the legacy site’s reason, and an unknown intent', async () => {
    const unknownAthlete = await post(`/v2/checkin-v2/${TODAY}`, 'steward', { intent: 'collect', athleteId: '999999', value: '1' })
    expect(unknownAthlete.status).toBe(400)
    expect(await unknownAthlete.text()).toContain('is not entered in this competition')
    expect((await post(`/v2/checkin-v2/${TODAY}`, 'steward', { intent: 'dance' })).status).toBe(400)
  })
})

describe('check-in desk: replaying marks queued offline', () => {
  const replay = (marks: unknown[]) => post(`/v2/checkin-marks/${TODAY}`, 'steward', { marks: JSON.stringify(marks) })

  it('sends them in order; a replayed mark counts once; a mark another desk overtook is a conflict', async () => {
    const html = await (await load(`/v2/checkin-v2/${TODAY}`, 'steward')).text()
    const ids = [...html.matchAll(/name="athleteId" value="(\d+)"/g)].map((m) => Number(m[1]))
    const [a, b] = [...new Set(ids)]
    const marks = [
      { key: `${TODAY}:a`, athleteId: a, collected: true, was: { collected: false } },
      { key: `${TODAY}:b`, athleteId: b, collected: true, was: { collected: false } },
    ]
    const res = await replay(marks)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ statuses: ['sent', 'sent'], message: null })
    // The network dropped before the answer came: the desk sends the same marks again.
    expect(await (await replay(marks)).json()).toEqual({ statuses: ['sent', 'sent'], message: null })
    expect(await (await load(`/v2/checkin-v2/${TODAY}`, 'steward')).text()).toMatch(/<dt>Collected<\/dt><dd>2<\/dd>/)
    // A mark made while the desk saw b not collected, replayed now that b is collected: a conflict, not applied.
    const conflict = await replay([{ key: `${TODAY}:c`, athleteId: b, collected: false, was: { collected: false } }])
    expect(await conflict.json()).toEqual({ statuses: ['conflict'], message: null })
    expect(await (await load(`/v2/checkin-v2/${TODAY}`, 'steward')).text()).toMatch(/<dt>Collected<\/dt><dd>2<\/dd>/)
    await post(`/v2/checkin-v2/${TODAY}`, 'steward', { intent: 'clear', what: 'all' })
  })

  it('a replay the site refuses comes back refused with its reason; a bad body sends nothing', async () => {
    const refused = await replay([{ key: 'x:1', athleteId: 999999, collected: true, was: {} }])
    expect(await refused.json()).toMatchObject({ statuses: ['refused'], message: { text: expect.stringContaining('is not entered') } })
    expect((await post(`/v2/checkin-marks/${TODAY}`, 'steward', { marks: 'not json' })).status).toBe(400)
  })
})
