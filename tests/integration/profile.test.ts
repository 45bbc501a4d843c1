import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// The self-service profile (1-shell §4, §7 POST /v5/selfservice?ssid&entityid; 3-organiser-admin §4)
// against the built app (npm run build first) and the simulator: who may, a success that reloads the
// user's config into the session, the legacy site's refusal, and bad input in English and French.

let app: TestApp
let cookie: string
const PATH = '/v2/profile-v2'
const SELF_SERVICE = '/wp-json/e4s/v5/selfservice'

beforeAll(async () => {
  app = await startTestApp()
  cookie = (await loginAll(app, { runner4: 'Runner!2026' })).runner4
})
afterAll(async () => {
  await app?.close()
})

const runner = () => app.sim.state.users.find((u) => u.login === 'runner4')!
/** A club (type C) the runner does not represent yet. */
const newClub = () => app.sim.state.seed.clubs.find((c) => c.clubType === 'C' && !runner().clubs.some((r) => r.id === c.id))!
const get = (headers: Record<string, string> = { cookie }) => fetch(`${app.url}${PATH}`, { redirect: 'manual', headers })
/** As React writes text into the HTML. */
const html$ = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
const post = (club: string, headers: Record<string, string> = { cookie }) => postForm(`${app.url}${PATH}`, { club }, headers)

describe('who may', () => {
  it('a visitor is sent to log in, for the page and the post; nothing reaches the legacy site', async () => {
    app.sim.calls.reset()
    const page = await get({})
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(PATH)}`)
    expect((await post(newClub().name, {})).status).toBe(302)
    expect(app.sim.calls.count(SELF_SERVICE)).toBe(0)
  })

  it('a signed-in user sees their profile, titled, linked from the profile menu', async () => {
    const html = await (await get()).text()
    expect(html).toContain('<title>My profile</title>')
    expect(html).toContain('<h1>My profile</h1>')
    expect(html).toContain('runner4@example.org')
    expect(html).toContain(html$(runner().clubs[0]!.name))
    expect(html).toContain(`href="${PATH}"`)
  })
})

describe('setting the club', () => {
  it("sets it with the user's own id, says 'Profile successfully updated.' and the session's user is the reloaded config's", async () => {
    const club = newClub()
    app.sim.calls.reset()
    const res = await post(club.name)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Profile successfully updated.')
    expect(app.sim.calls.count(SELF_SERVICE)).toBe(1)
    expect(runner().clubs.map((c) => c.id)).toContain(club.id)
    // The answer already lists the club (no JavaScript: the reloaded config, not the page's first read).
    expect(html).toContain(`<li>${html$(club.name)}</li>`)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('e4s_session='))).toBe(true)
    const again = await (await get()).text()
    expect(again).toContain(`<li>${html$(club.name)}</li>`)
  })

  it("in French: 'Profil mis à jour avec succès.' and the page in French", async () => {
    const club = newClub()
    const res = await post(club.name, { cookie, 'accept-language': 'fr' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(html$('Profil mis à jour avec succès.'))
    expect(html).toContain('<h1>Mon profil</h1>')
    expect(html).toContain(`<li>${html$(club.name)}</li>`)
  })

  it("the legacy site's refusal is shown, the typed club kept, the session unchanged", async () => {
    const club = newClub()
    app.sim.faults.add({
      pathPrefix: SELF_SERVICE,
      status: 200,
      body: JSON.stringify({ errNo: 1, error: 'Self service is closed.' }),
      times: 1,
    })
    try {
      const res = await post(club.name)
      expect(res.status).toBe(422)
      const html = await res.text()
      expect(html).toContain('Self service is closed.')
      expect(html).not.toContain('Profile successfully updated.')
      expect(html).not.toContain('/wp-json')
      expect(html).toContain(`value="${html$(club.name)}"`)
      expect(runner().clubs.map((c) => c.id)).not.toContain(club.id)
      expect(await (await get()).text()).not.toContain(`<li>${html$(club.name)}</li>`)
    } finally {
      app.sim.faults.clear()
    }
  })

  it.each([
    { lang: 'en', club: '', text: 'Enter a club name (up to 100 characters).' },
    { lang: 'fr', club: '   ', text: 'Saisissez un nom de club (100 caractères au plus).' },
    { lang: 'en', club: 'x'.repeat(101), text: 'Enter a club name (up to 100 characters).' },
    { lang: 'en', club: 'No Such Harriers', text: 'No club of that name: choose one from the list.' },
    { lang: 'fr', club: 'No Such Harriers', text: 'Aucun club de ce nom : choisissez-en un dans la liste.' },
  ])('bad input ($lang, "$club"): 400 with its message, no call', async ({ lang, club, text }) => {
    app.sim.calls.reset()
    const res = await post(club, { cookie, 'accept-language': lang })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(html$(text))
    expect(app.sim.calls.count(SELF_SERVICE)).toBe(0)
  })
})
