import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// Athlete check, confirm and link, and the unlink rule (2-entry §5, §7), against the built app (npm run build first).

let app: TestApp
let entrant: string

beforeAll(async () => {
  app = await startTestApp()
  entrant = await logIn('entrant', 'Entrant!2026')
})
afterAll(async () => {
  await app?.close()
})

async function logIn(username: string, password: string) {
  const res = await postForm(`${app.url}/v2/login-v2`, { username, password })
  expect(res.status).toBe(302)
  return sessionCookie(res)
}

const userId = (login: string) => app.sim.state.users.find((u) => u.login === login)!.id
const isLinked = (login: string, athleteId: number) =>
  app.sim.state.userAthletes.some((l) => l.userId === userId(login) && l.athleteId === athleteId)
const calls = (path: string) => app.sim.calls.count(`/wp-json/e4s/v5${path}`)
const displayDob = (iso: string) => iso.split('-').reverse().join('/')
const foreign = () => app.sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId)!
const club = () => app.sim.state.seed.clubs.find((c) => c.id === foreign().clubId)!

const newForm = (over: Record<string, string>) => ({
  firstName: 'Test',
  surName: `Held${Date.now()}`,
  gender: 'M',
  dob: '14/02/2012',
  club: club().name,
  aocode: 'EA',
  ...over,
})

describe('checking a registration before a new athlete is made', () => {
  it('a number some athlete holds is refused on its field, pointing to the look-up, with nothing created', async () => {
    const before = app.sim.state.athletes.length
    const checks = calls('/athlete/check/')
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, newForm({ urn: foreign().urn, coach: 'Kept' }), { cookie: entrant })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('An athlete with this registration number already exists: find them with the look-up above')
    expect(html).toContain('value="Kept"')
    expect(calls('/athlete/check/')).toBe(checks + 1)
    expect(app.sim.state.athletes.length).toBe(before)
    const fr = await postForm(`${app.url}/v2/athlete-v2/new`, newForm({ urn: foreign().urn }), { cookie: entrant, 'accept-language': 'fr' })
    expect(await fr.text()).toContain('Un athlète porte déjà ce numéro de licence')
  })

  it('a number no athlete holds goes on to create the athlete', async () => {
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, newForm({ urn: '1999999' }), { cookie: entrant })
    expect(res.status).toBe(302)
    expect(app.sim.state.athletes.some((a) => a.urn === '1999999')).toBe(true)
  })
})

describe('confirming and linking a registered athlete, then unlinking it', () => {
  it('confirms the registration when adding, links the athlete, and the parent may remove it again', async () => {
    const a = foreign()
    const confirms = calls('/athlete/confirm')
    const form = newForm({
      registeredId: String(a.id),
      firstName: a.firstName,
      surName: a.surName,
      gender: a.gender,
      dob: displayDob(a.dob),
      urn: a.urn,
    })
    const saved = await postForm(`${app.url}/v2/athlete-v2/new`, form, { cookie: entrant })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe(`/v2/athlete-v2/${a.id}?added=1`)
    expect(calls('/athlete/confirm')).toBe(confirms + 1)
    expect(isLinked('entrant', a.id)).toBe(true)

    const list = await (await fetch(`${app.url}/v2/athletes-v2`, { headers: { cookie: entrant } })).text()
    expect(list).toContain(`Remove ${a.firstName} ${a.surName} from my list`)
    const removed = await postForm(`${app.url}/v2/athletes-v2`, { intent: 'unlink', athleteId: String(a.id) }, { cookie: entrant })
    expect(removed.status).toBe(200)
    expect(await removed.text()).toContain('Athlete removed from your list.')
    expect(isLinked('entrant', a.id)).toBe(false)
  })

  it('a registration that no longer confirms is refused before any link', async () => {
    const a = foreign()
    const links = calls(`/athlete/${a.id}/`)
    const form = newForm({ registeredId: String(a.id), dob: '01/01/2001', urn: a.urn })
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, form, { cookie: entrant })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('The registration number or date of birth no longer match the athlete found.')
    expect(calls(`/athlete/${a.id}/`)).toBe(links)
    expect(isLinked('entrant', a.id)).toBe(false)
  })
})

describe('the unlink rule: only a user with no entities', () => {
  it('a club representative is offered no remove, and a crafted post is refused before the legacy site is asked', async () => {
    const rep = await logIn('clubrep', 'Clubrep!2026')
    const athleteId = app.sim.state.userAthletes.find((l) => l.userId === userId('clubrep'))!.athleteId
    const list = await (await fetch(`${app.url}/v2/athletes-v2`, { headers: { cookie: rep } })).text()
    expect(list).toContain('You represent a club, county or region: athletes cannot be removed from your list.')
    expect(list).not.toContain('name="intent" value="unlink"')
    const deletes = app.sim.calls.count(`/wp-json/e4s/v5/athlete/${athleteId}/`)
    const res = await postForm(`${app.url}/v2/athletes-v2`, { intent: 'unlink', athleteId: String(athleteId) }, { cookie: rep })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('Athlete link deletion is allowed only if the user has no entities')
    expect(app.sim.calls.count(`/wp-json/e4s/v5/athlete/${athleteId}/`)).toBe(deletes)
    expect(isLinked('clubrep', athleteId)).toBe(true)
  })
})
