import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

/**
 * The entry page's team section against the built app (npm run build first), as without
 * JavaScript: plain GETs and form posts. Bad input gets a clear message and changes nothing upstream.
 */

let app: TestApp
let rep: string
let entrant: string
const COMP = ENTRY_DEMO.relayCompId
const C = ENTRY_DEMO.relayCeids
let clubAthletes: number[] = []
let otherClubAthlete = 0
let clubName = ''

beforeAll(async () => {
  app = await startTestApp()
  rep = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: 'clubrep', password: 'Clubrep!2026' }))
  entrant = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
  const clubId = app.sim.state.users.find((u) => u.login === 'clubrep')!.clubs[0]!.id
  clubName = app.sim.state.seed.clubs.find((c) => c.id === clubId)!.name
  clubAthletes = app.sim.state.athletes.filter((a) => a.clubId === clubId).map((a) => a.id)
  otherClubAthlete = app.sim.state.athletes.find((a) => a.clubId !== clubId)!.id
})
afterAll(async () => {
  await app?.close()
})

const page = (query = '', cookie = rep, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/v2/entry-v2/${COMP}${query}`, { headers: { cookie, ...headers } })
function post(fields: Array<[string, string]>, cookie = rep, compId: number = COMP) {
  return fetch(`${app.url}/v2/entry-v2/${compId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  })
}
const save = (ceid: number, name: string, members: number[], cookie = rep) =>
  post(
    [['intent', 'teamSave'], ['ceid', String(ceid)], ['name', name], ...members.map((m): [string, string] => ['member', String(m)])],
    cookie,
  )
const adds = () => app.sim.calls.count('/wp-json/e4s/v5/competition/team/add')
const deletes = () => app.sim.calls.count('/wp-json/e4s/v5/competition/team/')
const unescape = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')

describe('the team section', () => {
  it('lists the team events the club may enter (never a schedule-only one) and a form named from the format', async () => {
    const html = unescape(await (await page()).text())
    expect(html).toContain('Team events')
    for (const ceid of [C.m4x100, C.m4x400, C.mixed4x400]) expect(html).toContain(`teamEvent=${ceid}`)
    expect(html).not.toContain(`teamEvent=${C.scheduleOnly}`)
    const form = unescape(await (await page(`?teamEvent=${C.m4x100}`)).text())
    expect(form).toContain(`value="${clubName} 4x100m Relay Female Under 17"`)
    expect(form.match(/<select name="member"/g)).toHaveLength(6)
    expect(form).toContain('Athlete 4')
    expect(form).toContain('Substitute 2')
    const legs = unescape(await (await page(`?teamEvent=${C.m4x400}`)).text())
    expect(legs).toContain('Leg 1')
    expect(legs).toContain('Reserve 1')
    expect(legs).toMatch(/name="name"[^>]*readOnly|readonly[^>]*name="name"/i)
  })

  it('a short team, another club’s athlete, a name left empty: clear messages, nothing sent upstream', async () => {
    const before = adds()
    const short = await save(C.m4x100, 'Short', clubAthletes.slice(0, 3))
    expect(short.status).toBe(400)
    expect(unescape(await short.text())).toContain("Team event 'Short' requires between 4 and 6 athletes, only 3 selected.")
    const foreign = await save(C.m4x100, 'Foreign', [...clubAthletes.slice(0, 3), otherClubAthlete])
    expect(foreign.status).toBe(400)
    expect(await foreign.text()).toContain('That athlete cannot be chosen for this team.')
    const over = await save(C.m4x100, 'Over', clubAthletes.slice(0, 7))
    expect(unescape(await over.text())).toContain("Team event 'Over' is over the maximum allowed athletes 6.")
    expect(adds()).toBe(before)
    expect(app.sim.state.teams).toHaveLength(0)
  })

  it('saves a full team, shows it and its cart line; an athlete in more teams than allowed is refused', async () => {
    const saved = await save(C.m4x100, 'Relay A', clubAthletes.slice(0, 4))
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Team: Relay A saved.')
    expect(app.sim.state.teams.map((t) => t.name)).toEqual(['Relay A'])
    const html = await (await page()).text()
    expect(html).toContain('Delete Relay A')
    expect(html).toMatch(/4x100m Relay for Relay A|Relay A/)
    const before = adds()
    const twice = await save(C.m4x100, 'Relay B', [clubAthletes[0]!, ...clubAthletes.slice(4, 7)])
    expect(twice.status).toBe(400)
    expect(await twice.text()).toMatch(/is already in 1 team\(s\), the most allowed\./)
    expect(adds()).toBe(before)
  })

  it('mustBeIndivEntered and a name that may not be edited', async () => {
    const before = adds()
    const res = await save(C.m4x400, 'My own name', clubAthletes.slice(4, 8))
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('must be entered in an individual event first.')
    expect(adds()).toBe(before)
  })

  it('submitting to the basket checks the teams too (a team upstream shorter than its event allows)', async () => {
    const team = app.sim.state.teams[0]!
    const full = team.athletes
    team.athletes = full.slice(0, 2)
    try {
      const res = await post([['intent', 'submit']])
      expect(res.status).toBe(400)
      expect(unescape(await res.text())).toContain("Team event 'Relay A' requires between 4 and 6 athletes, only 2 selected.")
    } finally {
      team.athletes = full
    }
  })

  it('deletes only the user’s own team', async () => {
    const before = deletes()
    const crafted = await post([
      ['intent', 'teamDelete'],
      ['teamId', '424242'],
    ])
    expect(crafted.status).toBe(404)
    expect(deletes()).toBe(before)
    const teamId = app.sim.state.teams[0]!.teamId
    const res = await post([
      ['intent', 'teamDelete'],
      ['teamId', String(teamId)],
    ])
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Team deleted.')
    expect(app.sim.state.teams).toHaveLength(0)
  })

  it('in French', async () => {
    const html = await (await page(`?teamEvent=${C.m4x100}`, rep, { 'accept-language': 'fr' })).text()
    expect(html).toContain('Épreuves par équipes')
    expect(html).toContain('Remplaçant 1')
  })

  it('a competition that is not a team competition makes no team call', async () => {
    const before = app.sim.calls.count('/wp-json/e4s/v5/eventteams') + app.sim.calls.count('/wp-json/e4s/v5/teams')
    const html = await (await fetch(`${app.url}/v2/entry-v2/${ENTRY_DEMO.multiCompId}`, { headers: { cookie: rep } })).text()
    expect(html).not.toContain('teams-heading')
    expect(app.sim.calls.count('/wp-json/e4s/v5/eventteams') + app.sim.calls.count('/wp-json/e4s/v5/teams')).toBe(before)
  })

  it('a user who represents no club is told so; TEAMS in sectionsToHide hides the section and refuses its posts', async () => {
    const html = unescape(await (await page('', entrant)).text())
    expect(html).toContain('your account represents no club')
    const hidden = await (await fetch(`${app.url}/v2/entry-v2/${ENTRY_DEMO.limitsCompId}`, { headers: { cookie: rep } })).text()
    expect(hidden).not.toContain('teams-heading')
    const before = adds()
    const res = await post(
      [
        ['intent', 'teamSave'],
        ['ceid', String(C.m4x100)],
        ['name', 'X'],
      ],
      rep,
      ENTRY_DEMO.limitsCompId,
    )
    expect(res.status).toBe(403)
    expect(adds()).toBe(before)
  })
})

describe('changing a saved team', () => {
  const change = (teamId: string, ceid: number, name: string, members: number[]) =>
    post([
      ['intent', 'teamSave'],
      ['teamId', teamId],
      ['ceid', String(ceid)],
      ['name', name],
      ...members.map((m): [string, string] => ['member', String(m)]),
    ])
  const teamNamed = (name: string) => app.sim.state.teams.find((t) => t.name === name)
  const idsOf = (name: string) => teamNamed(name)!.athletes.map((a) => a.athleteId)
  let teamId = 0

  beforeAll(async () => {
    expect((await save(C.m4x100, 'Edit A', clubAthletes.slice(0, 4))).status).toBe(200)
    teamId = teamNamed('Edit A')!.teamId
  })

  it('opens the saved team in the form: its name, its athletes by position, an Edit link in the list', async () => {
    const list = await (await page()).text()
    expect(list).toContain(`teamEdit=${teamId}`)
    expect(list).toContain('Edit Edit A')
    const html = unescape(await (await page(`?teamEdit=${teamId}`)).text())
    expect(html).toContain('Edit team: Edit A (4x100m Relay)')
    expect(html).toContain(`name="teamId" value="${teamId}"`)
    expect(html).toContain('value="Edit A"')
    const selected = [...html.matchAll(/<option selected="" value="(\d+)"|<option value="(\d+)" selected=""/g)].map((m) =>
      Number(m[1] ?? m[2]),
    )
    expect(selected.filter((id) => id > 0)).toEqual(clubAthletes.slice(0, 4))
  })

  it('saves new athletes and a new name on the same team and the same cart line', async () => {
    const productId = teamNamed('Edit A')!.productId
    const before = adds()
    const members = [clubAthletes[1]!, clubAthletes[2]!, clubAthletes[3]!, clubAthletes[4]!, 0, 0]
    const res = await change(String(teamId), C.m4x100, 'Edit A2', members)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Team: Edit A2 saved.')
    expect(adds()).toBe(before + 1)
    expect(teamNamed('Edit A2')).toMatchObject({ teamId, productId })
    expect(idsOf('Edit A2')).toEqual(clubAthletes.slice(1, 5))
    expect(app.sim.state.entries.filter((e) => e.teamId === teamId)).toHaveLength(1)
  })

  it('another club’s athlete swapped in, a short team, an athlete already in another team: clear messages, nothing sent upstream', async () => {
    expect((await save(C.m4x100, 'Edit B', [clubAthletes[0]!, ...clubAthletes.slice(5, 8)])).status).toBe(200)
    const before = adds()
    const foreign = await change(String(teamId), C.m4x100, 'Edit A2', [otherClubAthlete, ...clubAthletes.slice(2, 5)])
    expect(foreign.status).toBe(400)
    expect(await foreign.text()).toContain('That athlete cannot be chosen for this team.')
    const short = await change(String(teamId), C.m4x100, 'Edit A2', clubAthletes.slice(2, 5))
    expect(short.status).toBe(400)
    expect(unescape(await short.text())).toContain("Team event 'Edit A2' requires between 4 and 6 athletes, only 3 selected.")
    const taken = await change(String(teamId), C.m4x100, 'Edit A2', [clubAthletes[5]!, ...clubAthletes.slice(2, 5)])
    expect(taken.status).toBe(400)
    expect(await taken.text()).toMatch(/is already in 1 team\(s\), the most allowed\./)
    expect(adds()).toBe(before)
    expect(idsOf('Edit A2')).toEqual(clubAthletes.slice(1, 5))
  })

  it('a team that is not the user’s, an id that is not a number, the wrong event: not found, nothing upstream', async () => {
    const before = adds()
    const teams = app.sim.state.teams.length
    for (const [id, ceid] of [
      ['424242', C.m4x100],
      ['abc', C.m4x100],
      [String(teamId), C.m4x400],
    ] as const) {
      const res = await change(id, ceid, 'Hijack', clubAthletes.slice(1, 5))
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('That team is not one of yours.')
    }
    expect((await page('?teamEdit=424242')).status).toBe(200)
    expect(await (await page('?teamEdit=424242')).text()).not.toContain('team-form-heading')
    expect(adds()).toBe(before)
    expect(app.sim.state.teams).toHaveLength(teams)
  })

  it('a paid team may change its athletes and stays the one paid cart line', async () => {
    const entry = app.sim.state.entries.find((e) => e.teamId === teamId)!
    entry.paid = 1
    const html = await (await page(`?teamEdit=${teamId}`)).text()
    expect(html).toContain('This team is paid for: you may change its athletes, and it stays one line of your order.')
    expect(html).not.toContain('Delete Edit A2')
    const res = await change(String(teamId), C.m4x100, 'Edit A2', [...clubAthletes.slice(1, 4), clubAthletes[8]!])
    expect(res.status).toBe(200)
    expect(idsOf('Edit A2')).toEqual([...clubAthletes.slice(1, 4), clubAthletes[8]])
    expect(app.sim.state.entries.filter((e) => e.teamId === teamId)).toEqual([
      expect.objectContaining({ productId: entry.productId, paid: 1 }),
    ])
  })

  it('in French', async () => {
    const html = unescape(await (await page(`?teamEdit=${teamId}`, rep, { 'accept-language': 'fr' })).text())
    expect(html).toContain('Modifier l’équipe\u00a0: Edit A2 (4x100m Relay)')
    expect(html).toContain('Cette équipe est payée\u00a0: vous pouvez changer ses athlètes')
  })
})

describe('a free form team (a school relay, decision 056)', () => {
  const NAMES = ['Ann Lee', 'Bea Moss', 'Cat North', 'Dee Oak']
  const saveSchool = (rows: string[], others: string[], headers: Record<string, string> = {}) =>
    // Posted from the form's own address, as the browser does, so the page shows the form again.
    fetch(`${app.url}/v2/entry-v2/${COMP}?teamEvent=${C.school4x400}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: rep, ...headers },
      body: new URLSearchParams([
        ['intent', 'teamSave'],
        ['ceid', String(C.school4x400)],
        ['name', 'Larkhill School'],
        ...rows.map((v): [string, string] => ['row', v]),
        ...others.map((v): [string, string] => ['other', v]),
      ]).toString(),
    })
  const searches = () => app.sim.calls.count('/wp-json/e4s/v5/athletes')

  it('shows named rows and the organiser’s questions, not athlete pickers, and makes no athlete search', async () => {
    const before = searches()
    const html = unescape(await (await page(`?teamEvent=${C.school4x400}`)).text())
    const schoolSearches = searches() - before
    await page(`?teamEvent=${C.m4x100}`)
    // The picker form searches the athletes once more than the free form's page does.
    expect(searches() - before - schoolSearches).toBe(schoolSearches + 1)
    expect(html).toContain('Enter between 4 and 5 names.')
    for (const label of ['Leg 1 runner', 'Leg 4 runner', 'Reserve runner', 'Teacher in charge', 'School year'])
      expect(html).toContain(label)
    expect(html.match(/name="row"/g)).toHaveLength(5)
    expect(html).toContain('value="Year 10"')
    expect(html).not.toContain('<select name="member"')
  })

  it('a short form, a name too long, a name twice, a question unanswered, an athlete id: clear messages, nothing sent upstream', async () => {
    const before = adds()
    const short = await saveSchool(NAMES.slice(0, 3), ['Mr Hall', 'Year 10'])
    expect(short.status).toBe(400)
    expect(unescape(await short.text())).toContain("Team event 'Larkhill School' requires between 4 and 5 athletes, only 3 selected.")
    const long = unescape(await (await saveSchool([...NAMES.slice(0, 3), 'x'.repeat(61)], ['Mr Hall', 'Year 10'])).text())
    expect(long).toContain('Leg 4 runner: at most 60 characters.')
    const twice = unescape(await (await saveSchool([...NAMES.slice(0, 3), 'ann lee'], ['Mr Hall', 'Year 10'])).text())
    expect(twice).toContain('ann lee is chosen more than once.')
    const unanswered = await saveSchool(NAMES, ['', 'Year 10'])
    expect(await unanswered.text()).toContain('Please fill in Teacher in charge.')
    const extra = unescape(await (await saveSchool([...NAMES, 'Eve Pine', 'Fay Quay'], ['Mr Hall', 'Year 10'])).text())
    expect(extra).toContain('This form has 5 rows.')
    const athlete = await post([
      ['intent', 'teamSave'],
      ['ceid', String(C.school4x400)],
      ['name', 'Larkhill School'],
      ['member', String(clubAthletes[0])],
      ...NAMES.map((v): [string, string] => ['row', v]),
      ['other', 'Mr Hall'],
      ['other', 'Year 10'],
    ])
    expect(await athlete.text()).toContain('That athlete cannot be chosen for this team.')
    expect(adds()).toBe(before)
    expect(app.sim.state.teams.filter((t) => t.ceid === C.school4x400)).toHaveLength(0)
  })

  it('in French: the rows’ messages in French typography', async () => {
    const html = unescape(
      await (await saveSchool([...NAMES.slice(0, 3), 'x'.repeat(61)], [' ', 'Year 10'], { 'accept-language': 'fr' })).text(),
    )
    expect(html).toContain('Leg 4 runner\u00a0: 60 caractères au plus.')
    expect(html).toContain('Veuillez renseigner Teacher in charge.')
    const form = unescape(await (await page(`?teamEvent=${C.school4x400}`, rep, { 'accept-language': 'fr' })).text())
    expect(form).toContain('Saisissez entre 4 et 5 noms.')
  })

  it('saves the names and answers with the team, shows them, and opens them again to change', async () => {
    const res = await saveSchool(NAMES, ['Mr Hall', 'Year 10'])
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Team: Larkhill School saved.')
    const team = app.sim.state.teams.find((t) => t.name === 'Larkhill School')!
    expect(team.athletes).toEqual([])
    expect(team.formRows).toEqual(NAMES.map((value, i) => ({ pos: i + 1, value })))
    expect(team.others).toEqual([
      { label: 'Teacher in charge', value: 'Mr Hall' },
      { label: 'School year', value: 'Year 10' },
    ])
    const edit = unescape(await (await page(`?teamEdit=${team.teamId}`)).text())
    for (const name of NAMES) expect(edit).toContain(`value="${name}"`)
    expect(edit).toContain('value="Mr Hall"')
    await post([
      ['intent', 'teamDelete'],
      ['teamId', String(team.teamId)],
    ])
    expect(app.sim.state.teams.filter((t) => t.name === 'Larkhill School')).toHaveLength(0)
  })
})
