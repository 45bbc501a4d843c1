import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Athlete check-in and who is here against the built app (npm run build first): who may open them
// (decision 028), and an athlete checking their own entries in within their windows.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', runner3: 'Runner!2026', steward: 'Steward!2026', admin: 'Admin!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS
const TODAY = CARD_DEMO.checkInTodayCompId

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})
afterEach(async () => {
  vi.useRealTimers()
  const steward = { cookie: cookies.steward }
  await postForm(`${app.url}/v2/checkin-v2/${TODAY}`, { intent: 'clear', what: 'all' }, steward)
})

const headers = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { cookie: cookies[who] })
const load = (path: string, who: Who) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })
const post = (path: string, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path}`, fields, headers(who))
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status

/** The desk's athletes, as the simulator holds them, managed by `login`. */
function deskAthletesOf(login: string) {
  const user = app.sim.state.users.find((u) => u.login === login)!
  const own = new Set(app.sim.state.userAthletes.filter((l) => l.userId === user.id).map((l) => l.athleteId))
  return app.sim.state.seed.athletes.filter((a) => own.has(a.id))
}

describe('athlete check-in and who is here: route × role', () => {
  it.each([
    ['anonymous', '/v2/checkin-athlete', 'login'],
    ['entrant', '/v2/checkin-athlete', 200],
    ['anonymous', '/v2/whoishere', 'login'],
    ['entrant', '/v2/whoishere', 403],
    ['steward', '/v2/whoishere', 200],
    ['admin', '/v2/whoishere', 200],
  ] as const)('%s opens %s: %s', async (who, page, expected) => {
    expect(outcome(await load(`${page}/${TODAY}`, who))).toBe(expected)
  })

  it('an unknown competition is a 404; a post without login goes to login', async () => {
    expect((await load('/v2/checkin-athlete/99999', 'entrant')).status).toBe(404)
    expect(outcome(await post(`/v2/checkin-athlete/${TODAY}`, 'anonymous', { athleteId: '1', entryId: '1' }))).toBe('login')
  })

  it('the old addresses, and the QR route, go to the new pages', async () => {
    for (const [from, to] of [
      [`/checkin-athlete/${TODAY}`, `/v2/checkin-athlete/${TODAY}`],
      [`/checkin-qr-route/${TODAY}`, `/v2/checkin-athlete/${TODAY}`],
      [`/whoishere/${TODAY}`, `/v2/whoishere/${TODAY}`],
    ]) {
      const res = await load(from!, 'entrant')
      expect(res.status, from).toBe(308)
      expect(res.headers.get('location')).toBe(to)
    }
  })
})

describe('athlete check-in', () => {
  it("lists only the user's own athletes with their windows and the terms", async () => {
    const html = await (await load(`/v2/checkin-athlete/${TODAY}`, 'runner3')).text()
    expect(deskAthletesOf('runner3').length).toBeGreaterThan(0)
    expect(html).toContain('Jude Denholm')
    expect(html).not.toContain('Maya Ingram')
    expect(html).toContain('I confirm the athlete is fit to compete today')
    expect(html).toContain('I accept the terms')
  })

  it('checks an entry in once the terms are accepted; the desk then sees the athlete among who is here', async () => {
    const page = await (await load(`/v2/checkin-athlete/${TODAY}`, 'runner3')).text()
    // The entry whose time is to be confirmed has no window: it may be checked in all day.
    const form = [...page.matchAll(/name="athleteId" value="(\d+)"\/><input type="hidden" name="entryId" value="(\d+)"/g)]
    expect(form.length).toBeGreaterThan(0)
    const [, athleteId, entryId] = form[0]!
    const withoutTerms = await post(`/v2/checkin-athlete/${TODAY}`, 'runner3', { athleteId: athleteId!, entryId: entryId! })
    expect(withoutTerms.status).toBe(400)
    expect(await withoutTerms.text()).toContain('Please accept the terms and conditions to check in.')
    expect(await (await load(`/v2/whoishere/${TODAY}`, 'steward')).text()).toContain('Nobody has checked in yet.')

    const done = await post(`/v2/checkin-athlete/${TODAY}`, 'runner3', { athleteId: athleteId!, entryId: entryId!, terms: 'on' })
    expect(done.status).toBe(200)
    expect(await done.text()).toMatch(/Checked in to /)
    const here = await (await load(`/v2/whoishere/${TODAY}`, 'steward')).text()
    expect(here).toContain('1 athlete(s) checked in.')
    expect(here).toContain('Jude Denholm')
  })

  it("refuses another user's athlete and changes nothing", async () => {
    const theirs = app.sim.state.userAthletes.find((l) => l.userId === app.sim.state.users.find((u) => u.login === 'runner3')!.id)!
    const res = await post(`/v2/checkin-athlete/${TODAY}`, 'entrant', { athleteId: String(theirs.athleteId), entryId: '1', terms: 'on' })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('You can only check in your own athletes&#x27; entries.')
    expect(await (await load(`/v2/whoishere/${TODAY}`, 'steward')).text()).toContain('Nobody has checked in yet.')
  })

  it('refuses an entry whose window has closed, with the window message', async () => {
    // Midday on the meeting's day: the entrant's 10:40 race closed for check-in at 09:40.
    const comp = app.sim.state.seed.competitions.find((c) => c.id === TODAY)!
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${comp.date}T12:00:00Z`) })
    const page = await (await load(`/v2/checkin-athlete/${TODAY}`, 'entrant')).text()
    expect(page).toContain('Maya Ingram')
    expect(page).toContain('Closed at 09:40')
    const desk = await (await load(`/v2/checkin-v2/${TODAY}?firstName=Maya&surName=Ingram`, 'steward')).text()
    const [, mayaId, closedEntry] = desk.match(/name="athleteId" value="(\d+)"\/><input type="hidden" name="entryId" value="(\d+)"/)!
    const res = await post(`/v2/checkin-athlete/${TODAY}`, 'entrant', { athleteId: mayaId!, entryId: closedEntry!, terms: 'on' })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('Closed at 09:40')
  })
})
