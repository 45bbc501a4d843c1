import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { checkInCodeOf } from '../../contract-fixtures/simulator/checkin'
import { appSignedIn } from '../support/app-as'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Check-in by code (3-organiser-admin §2 checkin-code/{id}, §7 checkin/verify) against the built app
// (npm run build first): the desk shows the code, an athlete gives it, then checks their own entries in.

const TODAY = CARD_DEMO.checkInTodayCompId
const PAGE = `/v2/checkin-code/${TODAY}`
const CODE = checkInCodeOf(TODAY)
const VERIFY = '/wp-json/e4s/v5/competition/checkin/verify'
const { app, get, post } = appSignedIn(['entrant', 'runner3', 'steward', 'organiser', 'admin'])

const entryForm = (page: string) => {
  const [, athleteId, entryId] = page.match(/name="athleteId" value="(\d+)"\/><input type="hidden" name="entryId" value="(\d+)"/) ?? []
  return { athleteId: athleteId!, entryId: entryId! }
}

describe('route × role', () => {
  it.each([
    ['visitor', 'login'],
    ['entrant', 200],
    ['steward', 200],
    ['admin', 200],
  ] as const)('%s opens the code form: %s', async (who, want) => {
    const res = await get(PAGE, who)
    if (want === 'login') {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(PAGE)}`)
    } else {
      expect(res.status).toBe(want)
      expect(await res.text()).toContain('Check-in code')
    }
  })

  it('a visitor’s post goes to login, calling nothing; an unknown competition is a 404', async () => {
    app().sim.calls.reset()
    const res = await post(PAGE, 'visitor', { intent: 'code', code: CODE })
    expect(res.status).toBe(302)
    expect(app().sim.calls.count(VERIFY)).toBe(0)
    expect((await get('/v2/checkin-code/99999', 'entrant')).status).toBe(404)
  })

  it('the old address lands on the new page', async () => {
    const res = await get(`/checkin-code/${TODAY}`, 'entrant')
    expect(res.headers.get('location')).toBe(PAGE)
  })

  it('the desk shows the code to the organiser, with the way to the page', async () => {
    const desk = await (await get(`/v2/checkin-v2/${TODAY}`, 'steward')).text()
    expect(desk).toContain(`<strong>${CODE}</strong>`)
    expect(desk).toContain(`href="${PAGE}"`)
  })
})

describe('checking in by code', () => {
  it('a wrong code gets a clear message and checks nothing in; an empty one is refused before any call', async () => {
    const wrong = await post(PAGE, 'entrant', { intent: 'code', code: 'E4S0000' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('That is not this competition&#x27;s check-in code.')
    app().sim.calls.reset()
    const empty = await post(PAGE, 'entrant', { intent: 'code', code: '  ' })
    expect(empty.status).toBe(400)
    expect(app().sim.calls.count(VERIFY)).toBe(0)
    // Still the code form: no check-in before the code.
    expect(await (await get(PAGE, 'entrant')).text()).toContain('name="code"')
    const early = await post(PAGE, 'entrant', { athleteId: '1', entryId: '1', terms: 'on' })
    expect(early.status).toBe(403)
    expect(await early.text()).toContain('Enter the check-in code shown at the desk before checking in.')
  })

  it('the right code (any case) opens the athlete’s own entries; one is checked in with the terms accepted', async () => {
    const given = await post(PAGE, 'runner3', { intent: 'code', code: CODE.toLowerCase() })
    expect(given.status).toBe(302)
    expect(given.headers.get('location')).toBe(PAGE)
    const cookie = given.headers.get('set-cookie')?.split(';')[0]
    const as: Record<string, string> = cookie ? { cookie } : {}
    const page = await (await get(PAGE, 'runner3', as)).text()
    expect(page).toContain('Jude Denholm')
    expect(page).toContain('I accept the terms')
    const form = entryForm(page)
    const withoutTerms = await post(PAGE, 'runner3', form, as)
    expect(withoutTerms.status).toBe(400)
    expect(await withoutTerms.text()).toContain('Please accept the terms and conditions to check in.')
    const done = await post(PAGE, 'runner3', { ...form, terms: 'on' }, as)
    expect(done.status).toBe(200)
    expect(await done.text()).toMatch(/Checked in to /)
    await post(`/v2/checkin-v2/${TODAY}`, 'steward', { intent: 'clear', what: 'all' })
  })

  it('speaks French', async () => {
    const html = await (await get(PAGE, 'entrant', { cookie: 'lng=fr' })).text()
    expect(html).toContain('Enregistrement par code\u00a0: ')
    const wrong = await post(PAGE, 'entrant', { intent: 'code', code: 'E4S0001' }, { cookie: 'lng=fr' })
    expect(await wrong.text()).toContain('Ce n’est pas le code d’enregistrement de cette compétition.')
  })
})

describe('guessing is budgeted', () => {
  let limited: TestApp
  let cookie = ''
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } })
    cookie = (await loginAll(limited, { entrant: 'Entrant!2026' })).entrant!
  })
  afterAll(async () => {
    await limited?.close()
  })

  it('past the budget a guess gets 429 and reaches no legacy call, even with the right code', async () => {
    const guess = (code: string) => postForm(`${limited.url}${PAGE}`, { intent: 'code', code }, { cookie })
    for (const code of ['E4S1111', 'E4S2222', 'E4S3333']) expect((await guess(code)).status).toBe(400)
    limited.sim.calls.reset()
    const over = await guess(CODE)
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await over.text()).toContain('Too many attempts')
    expect(limited.sim.calls.count(VERIFY)).toBe(0)
  })
})
