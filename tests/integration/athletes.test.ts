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

  it("the legacy site's refusal is shown as it wrote it", async () => {
    const res = await postForm(`${app.url}/v2/athlete-v2/new`, validForm({ urn: '12' }), { cookie: entrant })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('URN does not match the registration number pattern of EA.')
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

  it("a club representative is refused, with the legacy site's text", async () => {
    const rep = await logIn('clubrep', 'Clubrep!2026')
    const athleteId = app.sim.state.userAthletes.find((l) => l.userId === userId('clubrep'))!.athleteId
    const res = await postForm(`${app.url}/v2/athletes-v2`, { intent: 'unlink', athleteId: String(athleteId) }, { cookie: rep })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('A club or county representative cannot remove athletes.')
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
