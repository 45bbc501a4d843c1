import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The athlete pages against the built app (npm run build first) and the simulator.

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

const get = (path: string, cookie = entrant, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: { cookie, ...headers } })

const userId = (login: string) => app.sim.state.users.find((u) => u.login === login)!.id
const simAthlete = (id: number) => app.sim.state.athletes.find((a) => a.id === id)
const isLinked = (login: string, athleteId: number) =>
  app.sim.state.userAthletes.some((l) => l.userId === userId(login) && l.athleteId === athleteId)

let seq = 0
/** A complete, valid form; names are unique per call so each test finds its own athlete. */
function validForm(over: Record<string, string> = {}) {
  seq += 1
  return {
    firstName: 'Test',
    surName: `Sprinter${Date.now()}${seq}`,
    gender: 'F',
    dob: '14/02/2012',
    club: 'Larkhill Striders',
    coach: 'A. Coach',
    instagram: '@fast.runner',
    ...over,
  }
}

const createdId = (location: string | null) =>
  Number(/\/v2\/athlete-v2\/(\d+)/.exec(location ?? '')?.[1] ?? /athlete=(\d+)/.exec(location ?? '')?.[1])

describe('login is required', () => {
  it.each(['/v2/athletes-v2', '/v2/athlete-v2/new', `/v2/athlete-v2/${ENTRY_DEMO.athleteId}`])(
    'GET %s sends a visitor to login',
    async (path) => {
      const res = await fetch(`${app.url}${path}`, { redirect: 'manual' })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
    },
  )

  it('a visitor cannot post the forms either', async () => {
    const before = app.sim.state.athletes.length
    const create = await postForm(`${app.url}/v2/athlete-v2/new`, validForm())
    const unlink = await postForm(`${app.url}/v2/athletes-v2`, { intent: 'unlink', athleteId: String(ENTRY_DEMO.athleteId) })
    expect(create.status).toBe(302)
    expect(unlink.status).toBe(302)
    expect(app.sim.state.athletes.length).toBe(before)
    expect(isLinked('entrant', ENTRY_DEMO.athleteId)).toBe(true)
  })
})

describe('the list', () => {
  it("shows the user's athletes, sorted by name, with the result count", async () => {
    const res = await get('/v2/athletes-v2')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<title>Athletes</title>')
    expect(html).toMatch(/\d+ result\(s\) found\./)
    const fenwick = html.indexOf('Isla Fenwick')
    const garside = html.indexOf('Leo Garside')
    expect(fenwick).toBeGreaterThan(-1)
    expect(garside).toBeGreaterThan(fenwick)
    expect(html).not.toContain('Owen Radley')
    expect(html).toContain('href="/v2/athlete-v2/new"')
  })

  it('filters by surname and gender from the URL; nothing found says so', async () => {
    const one = await (await get('/v2/athletes-v2?surName=Garsi&gender=M')).text()
    expect(one).toContain('1 result(s) found.')
    expect(one).toContain('Leo Garside')
    expect(one).not.toContain('Isla Fenwick')
    const none = await (await get('/v2/athletes-v2?surName=Nobody')).text()
    expect(none).toContain('No results found.')
  })

  it('pages by 5', async () => {
    const rep = await logIn('clubrep', 'Clubrep!2026')
    const first = await (await get('/v2/athletes-v2', rep)).text()
    const count = Number(/(\d+) result\(s\) found\./.exec(first)?.[1])
    expect(count).toBeGreaterThan(5)
    expect(first.match(/href="\/v2\/athlete-v2\/\d+"/g)).toHaveLength(5)
    expect(first).toContain('href="/v2/athletes-v2?page=2"')
  })

  it('speaks French', async () => {
    const html = await (await get('/v2/athletes-v2?surName=Nobody', entrant, { 'accept-language': 'fr' })).text()
    expect(html).toContain('Aucun résultat trouvé.')
  })
})

describe('create', () => {
  it('empty fields: 400 with the spec messages, nothing sent upstream', async () => {
    const before = app.sim.state.athletes.length
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, {}, { cookie: entrant })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html.match(/Required\./g)?.length).toBe(4)
    expect(html).toContain('Club or school required.')
    expect(html).toMatch(/aria-invalid="true"/)
    expect(html).toMatch(/aria-describedby="[^"]*-error/)
    expect(app.sim.state.athletes.length).toBe(before)
  })

  it('a date not in DD/MM/YYYY: 400 with the date message', async () => {
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ dob: '2012-02-14' }), { cookie: entrant })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Please enter date DD/MM/YYYY, e.g. 28/03/1970!')
  })

  it('a social handle that does not fit: 400', async () => {
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ tiktok: '@has.dots.and.is.far.too.long.for.tiktok' }), {
      cookie: entrant,
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('up to 24 letters, digits or underscores')
  })

  it('a club or school that is not offered: 400 on its field', async () => {
    const club = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ club: 'No Such Harriers' }), { cookie: entrant })
    expect(club.status).toBe(400)
    expect(await club.text()).toContain('Club not found: pick one from the list.')
    const school = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ club: '', school: 'No Such Academy' }), { cookie: entrant })
    expect(school.status).toBe(400)
    expect(await school.text()).toContain('School not found: pick one from the list.')
  })

  it("a registration number outside the authority's pattern: 400 before the legacy site is asked", async () => {
    const before = app.sim.state.athletes.length
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ urn: '12' }), { cookie: entrant })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('The registration number does not match the pattern of the registration authority.')
    expect(app.sim.state.athletes.length).toBe(before)
  })

  it("the legacy site's refusal is shown as it wrote it (the registration check could not be made)", async () => {
    const taken = simAthlete(ENTRY_DEMO.athleteId)!.urn
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/athlete/check/', status: 500 })
    try {
      const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ urn: taken }), { cookie: entrant })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain('An athlete with this registration number already exists.')
    } finally {
      app.sim.faults.clear()
    }
  })

  it('success: the athlete exists upstream, is on the list, and its page says so', async () => {
    const form = validForm({ emergencyName: 'Pat', emergencyTel: '01234 567890', tiktok: 'quick_feet' })
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, form, { cookie: entrant })
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(location).toMatch(/^\/v2\/athlete-v2\/\d+\?created=1$/)
    const id = createdId(location)
    const stored = simAthlete(id)!
    expect(stored).toMatchObject({ firstName: 'Test', surName: form.surName, gender: 'F', dob: '2012-02-14' })
    expect(stored.options.emergency.name).toBe('Pat')
    expect(stored.options.socials).toEqual({ tiktok: '@quick_feet', instagram: '@fast.runner', facebook: '' })
    expect(isLinked('entrant', id)).toBe(true)

    const page = await get(location)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`<title>${id}: Athlete</title>`)
    expect(html).toContain('Athlete created.')
    expect(html).toContain('Vet age group')
    expect(html).toContain('value="14/02/2012"')
    expect(html).toContain('value="Larkhill Striders"')
    const list = await (await get(`/v2/athletes-v2?surName=${form.surName}`)).text()
    expect(list).toContain('1 result(s) found.')
  })

  it('returnTo (same-site only) gets the new athlete id', async () => {
    const back = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ returnTo: `/v2/entry-v2/${ENTRY_DEMO.rulesCompId}?tab=1` }), {
      cookie: entrant,
    })
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toMatch(new RegExp(`^/v2/entry-v2/${ENTRY_DEMO.rulesCompId}\\?tab=1&athlete=\\d+$`))
    const away = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ returnTo: '//evil.example/x' }), { cookie: entrant })
    expect(away.headers.get('location')).toMatch(/^\/v2\/athlete-v2\/\d+\?created=1$/)
  })

  it('the create page keeps a same-site returnTo for its form and drops any other', async () => {
    const kept = await (await get('/v2/athlete-v2/new?returnTo=%2Fv2%2Fentry-v2%2F550')).text()
    expect(kept).toContain('name="returnTo" value="/v2/entry-v2/550"')
    const dropped = await (await get('/v2/athlete-v2/new?returnTo=https%3A%2F%2Fevil.example')).text()
    expect(dropped).not.toContain('name="returnTo"')
  })
})

describe('edit', () => {
  it("another user's athlete: the page is 404", async () => {
    expect((await get(`/v2/athlete-v2/${ENTRY_DEMO.foreignAthleteId}`)).status).toBe(404)
    expect((await get('/v2/athlete-v2/99999999')).status).toBe(404)
    expect((await get('/v2/athlete-v2/abc')).status).toBe(404)
  })

  it("a tampered post for another user's athlete: 404 and nothing changes upstream", async () => {
    const before = structuredClone(simAthlete(ENTRY_DEMO.foreignAthleteId))
    const res = await postForm(
      `${app.url}/v2/athlete-v2/${ENTRY_DEMO.foreignAthleteId}`,
      validForm({ firstName: 'Hijacked', surName: 'Hijacked' }),
      { cookie: entrant },
    )
    expect(res.status).toBe(404)
    expect(simAthlete(ENTRY_DEMO.foreignAthleteId)).toEqual(before)
    // Even an invalid form gets the same answer: the id is checked first.
    const empty = await postForm(`${app.url}/v2/athlete-v2/${ENTRY_DEMO.foreignAthleteId}`, {}, { cookie: entrant })
    expect(empty.status).toBe(404)
    expect(simAthlete(ENTRY_DEMO.foreignAthleteId)).toEqual(before)
  })

  it('own athlete: the form is filled, a change is saved', async () => {
    const create = await postForm(`${app.url}/v2/athlete-v2/new`, validForm(), { cookie: entrant })
    const id = createdId(create.headers.get('location'))
    const page = await (await get(`/v2/athlete-v2/${id}`)).text()
    expect(page).toContain('value="A. Coach"')
    const res = await postForm(
      `${app.url}/v2/athlete-v2/${id}`,
      validForm({ firstName: 'Renamed', coach: 'B. Coach', trainingGroup: 'Sprints' }),
      { cookie: entrant },
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/athlete-v2/${id}?saved=1`)
    expect(simAthlete(id)).toMatchObject({ firstName: 'Renamed', options: { coach: 'B. Coach', trainingGroup: 'Sprints' } })
    expect(await (await get(`/v2/athlete-v2/${id}?saved=1`)).text()).toContain('Athlete saved.')
  })
})

describe('unlink', () => {
  it('takes the athlete off the list', async () => {
    const create = await postForm(`${app.url}/v2/athlete-v2/new`, validForm(), { cookie: entrant })
    const id = createdId(create.headers.get('location'))
    expect(isLinked('entrant', id)).toBe(true)
    const res = await postForm(`${app.url}/v2/athletes-v2`, { intent: 'unlink', athleteId: String(id) }, { cookie: entrant })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Athlete removed from your list.')
    expect(isLinked('entrant', id)).toBe(false)
    expect(simAthlete(id)).toBeDefined()
    expect((await get(`/v2/athlete-v2/${id}`)).status).toBe(404)
  })

  it('a club representative is refused by the spec rule, before the legacy site is asked (2-entry §5)', async () => {
    const rep = await logIn('clubrep', 'Clubrep!2026')
    const athleteId = app.sim.state.userAthletes.find((l) => l.userId === userId('clubrep'))!.athleteId
    const res = await postForm(`${app.url}/v2/athletes-v2`, { intent: 'unlink', athleteId: String(athleteId) }, { cookie: rep })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('Athlete link deletion is allowed only if the user has no entities')
    expect(isLinked('clubrep', athleteId)).toBe(true)
  })

  it('an athlete not on the list is refused', async () => {
    const res = await postForm(
      `${app.url}/v2/athletes-v2`,
      { intent: 'unlink', athleteId: String(ENTRY_DEMO.foreignAthleteId) },
      { cookie: entrant },
    )
    expect(res.status).toBe(400)
    expect(isLinked('runner2', ENTRY_DEMO.foreignAthleteId)).toBe(true)
  })
})

describe('region and county filters', () => {
  const seed = () => app.sim.state.seed
  const countyOf = (athleteId: number) => seed().clubs.find((c) => c.id === simAthlete(athleteId)!.clubId)!.countyId

  it('the search form offers the regions and the counties (grouped by region) of the legacy site', async () => {
    const html = await (await get('/v2/athletes-v2')).text()
    expect(html).toContain('<label for="a-region">Region</label>')
    expect(html).toContain('<label for="a-county">County</label>')
    for (const region of seed().regions) expect(html).toContain(`<option value="${region.id}">${region.name}</option>`)
    for (const county of seed().counties) expect(html).toContain(`<option value="${county.id}">${county.name}</option>`)
    expect(html).toMatch(/<optgroup label="North">/)
  })

  it("filter by the athlete's county or region from the URL; another one finds nobody", async () => {
    const county = countyOf(ENTRY_DEMO.athleteId)
    const region = seed().counties.find((c) => c.id === county)!.regionId
    const byCounty = await (await get(`/v2/athletes-v2?county=${county}`)).text()
    expect(byCounty).toContain('Isla Fenwick')
    expect(byCounty).toMatch(/\d+ result\(s\) found\./)
    expect(byCounty).toMatch(new RegExp(`<option value="${county}" selected="">`))
    const byRegion = await (await get(`/v2/athletes-v2?region=${region}&surName=Fen`)).text()
    expect(byRegion).toContain('1 result(s) found.')
    // The county choice narrows to the chosen region's counties.
    const other = seed().counties.find((c) => c.regionId !== region)!
    expect(byRegion).not.toContain(`<option value="${other.id}">`)
    const elsewhere = await (await get(`/v2/athletes-v2?county=${other.id}&surName=Fen`)).text()
    expect(elsewhere).toContain('No results found.')
  })

  it('without the areas lookup the list still works and keeps the filter of the URL', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/areas', status: 500 })
    try {
      await app.platform.cache.invalidate('areas:v1')
      const html = await (await get('/v2/athletes-v2?region=4')).text()
      expect(html).not.toContain('id="a-region"')
      expect(html).toContain('<input type="hidden" name="region" value="4"/>')
      expect(html).toContain('No results found.')
    } finally {
      app.sim.faults.clear()
    }
  })
})

describe('clubs lookup', () => {
  it('answers the form as JSON: clubs or schools by the start of the name, for a logged-in user only', async () => {
    const res = await get('/v2/lookup/clubs?startswith=lark')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.json()).toEqual({ type: 'C', startswith: 'lark', clubs: [{ id: expect.any(Number), name: 'Larkhill Striders' }] })
    const schools = (await (await get('/v2/lookup/clubs?type=S&startswith=Ch')).json()) as { clubs: Array<{ name: string }> }
    expect(schools.clubs.map((c) => c.name)).toEqual(['Chalkdown College'])
    const anonymous = await fetch(`${app.url}/v2/lookup/clubs?startswith=lark`, { redirect: 'manual' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ clubs: [] })
  })

  it('the form offers club names without JavaScript, and a partial name comes back with the clubs that fit', async () => {
    const page = await (await get('/v2/athlete-v2/new')).text()
    expect(page).toMatch(/<datalist id="[^"]*-list"><option value="[^"]+"/)
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ club: 'Larkh', club2: 'Kettle' }), { cookie: entrant })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Club not found: pick one from the list.')
    expect(html).toContain('value="Larkh"')
    expect(html).toContain('<option value="Larkhill Striders">')
    expect(html).toMatch(/<option value="Kettlebridge [^"]+">/)
  })

  it('a second claim club is saved by its name', async () => {
    const second = app.sim.state.seed.clubs.find((c) => c.clubType === 'C' && c.name.startsWith('Kettlebridge'))!
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ club2: second.name.toLowerCase() }), { cookie: entrant })
    expect(res.status).toBe(302)
    expect(simAthlete(createdId(res.headers.get('location')))!.club2Id).toBe(second.id)
  })

  it('when the lookup is down, saving says so and keeps what was typed', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/clubs', status: 500 })
    try {
      await app.platform.cache.invalidate('clubs:v1:C:ce')
      const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ club: 'Ceres AC', coach: 'Kept Coach' }), { cookie: entrant })
      expect(res.status).toBe(400)
      const html = await res.text()
      expect(html).toContain('The list of clubs cannot be reached just now')
      expect(html).toContain('value="Kept Coach"')
    } finally {
      app.sim.faults.clear()
    }
  })
})

describe('registration look-up on the create form', () => {
  const registered = () => simAthlete(ENTRY_DEMO.foreignAthleteId)!
  const displayDob = (iso: string) => iso.split('-').reverse().join('/')
  const lookup = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(`${app.url}/v2/athlete-v2/new`, { intent: 'lookup', lookupAo: 'EA', ...fields }, { cookie: entrant, ...headers })

  it('checks its fields first: both required, the number in the pattern, the date DD/MM/YYYY; nothing typed is lost', async () => {
    const calls = app.sim.calls.count('/wp-json/e4s/v5/athlete/getid')
    const empty = await lookup({ firstName: 'Typed', coach: 'Typed Coach' })
    expect(empty.status).toBe(400)
    const html = await empty.text()
    expect(html.match(/Required\./g)).toHaveLength(2)
    expect(html).toContain('value="Typed"')
    expect(html).toContain('value="Typed Coach"')
    const bad = await (await lookup({ lookupUrn: '12x', lookupDob: '2001-04-22' })).text()
    expect(bad).toContain('The registration number does not match the pattern of the registration authority.')
    expect(bad).toContain('Please enter date DD/MM/YYYY, e.g. 28/03/1970!')
    expect(app.sim.calls.count('/wp-json/e4s/v5/athlete/getid')).toBe(calls)
  })

  it('a miss says so in English and French, and keeps the form', async () => {
    const miss = await lookup({ lookupUrn: registered().urn, lookupDob: '01/01/1990', firstName: 'Kept' })
    expect(miss.status).toBe(200)
    const html = await miss.text()
    expect(html).toContain('No registered athlete has this registration number and date of birth.')
    expect(html).toContain('value="Kept"')
    const french = await (await lookup({ lookupUrn: registered().urn, lookupDob: '01/01/1990' }, { 'accept-language': 'fr' })).text()
    expect(french).toContain('Aucun athlète licencié ne correspond à ce numéro de licence et à cette date de naissance.')
  })

  it('an athlete already on the list is not offered again', async () => {
    const isla = simAthlete(ENTRY_DEMO.athleteId)!
    const html = await (await lookup({ lookupUrn: isla.urn, lookupDob: displayDob(isla.dob) })).text()
    expect(html).toContain('Isla Fenwick is already one of your athletes.')
    expect(html).toContain(`href="/v2/athlete-v2/${isla.id}"`)
  })

  it('a tampered or stale look-up is refused on save, before anything is written', async () => {
    const a = registered()
    const other = app.sim.state.athletes.find((x) => x.urn && x.id !== a.id && !isLinked('entrant', x.id))!
    const before = app.sim.state.athletes.length
    const res = await postForm(
      `${app.url}/v2/athlete-v2/new`,
      validForm({ registeredId: String(other.id), urn: a.urn, dob: displayDob(a.dob) }),
      { cookie: entrant },
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('The registration number or date of birth no longer match the athlete found.')
    expect(html).toContain('name="registeredId" value=""')
    expect(isLinked('entrant', other.id)).toBe(false)
    expect(app.sim.state.athletes.length).toBe(before)
  })

  it('a hit fills in the form from the registration; saving adds that athlete to the list', async () => {
    const a = registered()
    const club = app.sim.state.seed.clubs.find((c) => c.id === a.clubId)!
    const hit = await lookup({ lookupUrn: a.urn, lookupDob: displayDob(a.dob), coach: 'Kept Coach' })
    expect(hit.status).toBe(200)
    const html = await hit.text()
    expect(html).toContain(`${a.firstName} ${a.surName} found: the form below is filled in from the registration.`)
    for (const value of [a.firstName, a.surName, displayDob(a.dob), club.name, a.urn, 'Kept Coach'])
      expect(html).toContain(`value="${value}"`)
    expect(html).toMatch(new RegExp(`<option value="${a.gender}" selected="">`))
    expect(html).toContain(`name="registeredId" value="${a.id}"`)
    expect(html).toContain('Add to my athletes')

    const before = app.sim.state.athletes.length
    const form = {
      registeredId: String(a.id),
      firstName: a.firstName,
      surName: a.surName,
      gender: a.gender,
      dob: displayDob(a.dob),
      club: club.name,
      aocode: 'EA',
      urn: a.urn,
      coach: 'Kept Coach',
    }
    const saved = await postForm(`${app.url}/v2/athlete-v2/new`, form, { cookie: entrant })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe(`/v2/athlete-v2/${a.id}?added=1`)
    expect(isLinked('entrant', a.id)).toBe(true)
    expect(isLinked('runner2', a.id)).toBe(true)
    expect(app.sim.state.athletes.length).toBe(before)
    expect(simAthlete(a.id)!.options.coach).toBe('Kept Coach')
    expect(await (await get(`/v2/athlete-v2/${a.id}?added=1`)).text()).toContain('Athlete added to your list.')
  })
})
