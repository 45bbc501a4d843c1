import { describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { appSignedIn } from '../support/app-as'

// A user who represents several clubs chooses the one they act for on the entry page (decision 052)
// against the built app (npm run build first): the team section, the team save and a club
// competition's allowance follow the choice; a post naming a club not theirs changes nothing.

const { app, as, get, post } = appSignedIn(['tworeps', 'clubrep'])

const RELAY = ENTRY_DEMO.relayCompId
const CLUB_INFO = ENTRY_DEMO.clubInfoCompId
const C = ENTRY_DEMO.relayCeids
const user = () => app().sim.state.users.find((u) => u.login === 'tworeps')!
const clubs = () => user().clubs.map((c) => ({ id: c.id, name: c.name }))
const first = () => clubs()[0]!
const second = () => clubs()[1]!
const notTheirs = () => app().sim.state.seed.clubs.find((c) => !clubs().some((o) => o.id === c.id))!
const athletesOf = (clubId: number) =>
  app()
    .sim.state.athletes.filter((a) => a.clubId === clubId)
    .map((a) => a.id)
const adds = () => app().sim.calls.count('/wp-json/e4s/v5/competition/team/add')
const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
const page = async (compId: number, headers: Record<string, string> = {}) =>
  unescape(await (await get(`/v2/entry-v2/${compId}`, 'tworeps', headers)).text())

async function saveTeam(ceid: number, name: string, members: number[], club: number | null, teamId = 0) {
  const body = new URLSearchParams([
    ['intent', 'teamSave'],
    ['ceid', String(ceid)],
    ['teamId', String(teamId)],
    ['name', name],
    ...(club === null ? [] : [['club', String(club)] as [string, string]]),
    ...members.map((m): [string, string] => ['member', String(m)]),
  ])
  return fetch(`${app().url}/v2/entry-v2/${RELAY}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...as('tworeps'), 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
}

describe('a user with two clubs', () => {
  it('is offered both clubs and enters teams for the first one until they choose', async () => {
    const html = await page(RELAY)
    expect(html).toContain('Club you act for')
    for (const c of clubs()) expect(html).toMatch(new RegExp(`<option value="${c.id}"[^>]*>${c.name}</option>`))
    expect(html).toContain(`Entering teams for ${first().name}.`)
  })

  it('a user with one club is offered no choice', async () => {
    const html = await (await get(`/v2/entry-v2/${RELAY}`, 'clubrep')).text()
    expect(html).toContain('Entering teams for')
    expect(html).not.toContain('Club you act for')
  })

  it('chooses the second club: the choice is kept for the session, and the team save is made for it', async () => {
    const chosen = await post(`/v2/entry-v2/${RELAY}`, 'tworeps', { intent: 'club', club: String(second().id) })
    expect(chosen.status).toBe(302)
    expect(chosen.headers.get('location')).toBe(`/v2/entry-v2/${RELAY}`)
    const html = await page(RELAY)
    expect(html).toContain(`Entering teams for ${second().name}.`)
    expect(html).toMatch(new RegExp(`<option value="${second().id}" selected`))
    const saved = await saveTeam(C.m4x100, 'Second club relay', athletesOf(second().id).slice(0, 4), second().id)
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Team: Second club relay saved.')
    const team = app().sim.state.teams.find((t) => t.name === 'Second club relay')!
    expect(team.entityId).toBe(second().id)
    expect(await page(RELAY)).toContain('Delete Second club relay')
  })

  it('the first club’s page does not list the second club’s team', async () => {
    await post(`/v2/entry-v2/${RELAY}`, 'tworeps', { intent: 'club', club: String(first().id) })
    const html = await page(RELAY)
    expect(html).toContain(`Entering teams for ${first().name}.`)
    expect(html).not.toContain('Delete Second club relay')
  })

  it('a post naming the other club acts for it, whatever the session remembers', async () => {
    // The session acts for the first club (above); the second club's team is changed by naming it.
    const team = app().sim.state.teams.find((t) => t.name === 'Second club relay')!
    const members = team.athletes.map((a) => a.athleteId)
    const unnamed = await saveTeam(C.m4x100, 'Renamed relay', members, null, team.teamId)
    expect(unnamed.status).toBe(404)
    const named = await saveTeam(C.m4x100, 'Renamed relay', members, second().id, team.teamId)
    expect(named.status).toBe(200)
    expect(team.name).toBe('Renamed relay')
    expect(team.entityId).toBe(second().id)
  })

  it('a crafted post naming a club the user does not represent is refused with nothing changed upstream', async () => {
    const before = adds()
    const teams = app().sim.state.teams.length
    const res = await saveTeam(C.m4x100, 'Not ours', athletesOf(notTheirs().id).slice(0, 4), notTheirs().id)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('You do not represent this club.')
    const choose = await post(`/v2/entry-v2/${RELAY}`, 'tworeps', { intent: 'club', club: String(notTheirs().id) })
    expect(choose.status).toBe(403)
    const garbage = await post(`/v2/entry-v2/${RELAY}`, 'tworeps', { intent: 'club', club: 'x' })
    expect(garbage.status).toBe(403)
    expect(adds()).toBe(before)
    expect(app().sim.state.teams).toHaveLength(teams)
    // The session still acts for the club chosen before.
    expect(await page(RELAY)).toContain(`Entering teams for ${first().name}.`)
  })

  it('a club competition shows the allowance of the club acted for', async () => {
    await post(`/v2/entry-v2/${CLUB_INFO}`, 'tworeps', { intent: 'club', club: String(second().id) })
    expect(await page(CLUB_INFO)).toContain(`Club allowance: ${second().name}`)
    await post(`/v2/entry-v2/${CLUB_INFO}`, 'tworeps', { intent: 'club', club: String(first().id) })
    expect(await page(CLUB_INFO)).toContain(`Club allowance: ${first().name}`)
  })

  it('in French', async () => {
    const html = await page(RELAY, { 'accept-language': 'fr' })
    expect(html).toContain('Club pour lequel vous agissez')
    expect(html).toContain('Agir pour ce club')
    const res = await saveTeam(C.m4x100, 'Pas à nous', [], notTheirs().id)
    expect(res.status).toBe(403)
    const refused = await fetch(`${app().url}/v2/entry-v2/${RELAY}`, {
      method: 'POST',
      headers: { ...as('tworeps', { 'accept-language': 'fr' }), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'club', club: String(notTheirs().id) }).toString(),
    })
    expect(refused.status).toBe(403)
    expect(unescape(await refused.text())).toContain('Vous ne représentez pas ce club.')
  })
})
