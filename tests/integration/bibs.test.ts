import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { bibRoster } from '../../contract-fixtures/simulator/bibs'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Bib management against the built app (npm run build first): who may open and post to it
// (3-organiser-admin §6: builder permission for the competition), the change and its uniqueness rule.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', admin: 'Admin!2026', steward: 'Steward!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS
const COMP = CARD_DEMO.checkInTodayCompId
let otherOrg: number

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  otherOrg = app.sim.state.seed.competitions.find((c) => c.compOrgId !== 12)!.id
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { cookie: cookies[who] })
const load = (path: string, who: Who) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })
const post = (path: string, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path}`, fields, headers(who))
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
const holderOf = (compId: number) => bibRoster(app.sim.state, compId)?.[0] ?? { athleteId: 1, bibNo: '1' }

describe('bibs: route × role, loader and action', () => {
  // organiser: BUILDER for organisation 12, which runs the meeting; steward: CHECKIN only.
  const TABLE: Array<[Who, 'own' | 'otherOrg' | 'unknown', 'login' | number, 'login' | number]> = [
    ['anonymous', 'own', 'login', 'login'],
    ['entrant', 'own', 403, 403],
    ['steward', 'own', 403, 403],
    ['organiser', 'own', 200, 200],
    ['admin', 'own', 200, 200],
    ['organiser', 'otherOrg', 403, 403],
    ['admin', 'unknown', 404, 404],
  ]
  it.each(TABLE)('%s on the %s competition: page %s, change %s', async (who, which, page, change) => {
    const id = which === 'own' ? COMP : which === 'otherOrg' ? otherOrg : 99999
    expect(outcome(await load(`/v2/bibs-v2/${id}`, who))).toBe(page)
    // A holder keeps their own bib: a change that changes nothing, allowed wherever the page is.
    const holder = holderOf(id)
    expect(
      outcome(await post(`/v2/bibs-v2/${id}`, who, { intent: 'change', athleteId: String(holder.athleteId), bibNo: holder.bibNo })),
    ).toBe(change)
  })
})

describe('bibs: the page and a change', () => {
  it('lists the athletes in bib sort order (surname, first name, date of birth) with the unused numbers', async () => {
    const html = await (await load(`/v2/bibs-v2/${COMP}`, 'organiser')).text()
    const roster = [...bibRoster(app.sim.state, COMP)!].sort(
      (a, b) => a.surName.localeCompare(b.surName) || a.firstName.localeCompare(b.firstName),
    )
    const first = html.indexOf(`${roster[0]!.firstName} ${roster[0]!.surName}`)
    const last = html.indexOf(`${roster.at(-1)!.firstName} ${roster.at(-1)!.surName}`)
    expect(first).toBeGreaterThan(0)
    expect(last).toBeGreaterThan(first)
    expect(html).toContain('Unused bib numbers')
  })

  it('changes a bib, and refuses one another athlete holds with the spec message, changing nothing', async () => {
    const [a, b] = bibRoster(app.sim.state, COMP)!
    const changed = await post(`/v2/bibs-v2/${COMP}`, 'organiser', { intent: 'change', athleteId: String(a!.athleteId), bibNo: '700' })
    expect(changed.status).toBe(200)
    expect(bibRoster(app.sim.state, COMP)![0]!.bibNo).toBe('700')
    const before = b!.bibNo
    app.sim.calls.reset()
    const taken = await post(`/v2/bibs-v2/${COMP}`, 'organiser', { intent: 'change', athleteId: String(b!.athleteId), bibNo: '700' })
    expect(taken.status).toBe(400)
    expect(await taken.text()).toContain('Please make sure all entries have unique bib numbers.')
    expect(b!.bibNo).toBe(before)
    expect(app.sim.calls.count('/wp-json/e4s/v5/bib/change')).toBe(0)
    const bad = await post(`/v2/bibs-v2/${COMP}`, 'organiser', { intent: 'change', athleteId: String(b!.athleteId), bibNo: '12a' })
    expect(bad.status).toBe(400)
  })
})
