import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { outputsOf } from '../../contract-fixtures/simulator/scoreboard-outputs'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Scoreboard outputs against the built app (npm run build first): who may list, edit, create and
// delete them (3-organiser-admin §6: scoreboard permission of the competition, builders pass), the
// form's checks in both languages, and the public display pages.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  organiser: 'Organiser!2026',
  admin: 'Admin!2026',
  steward: 'Steward!2026',
  rivalorganiser: 'Rival!2026',
}
type Who = 'anonymous' | keyof typeof PASSWORDS
const COMP = CARD_DEMO.checkInTodayCompId
const UNKNOWN = 99999

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, lang?: string): Record<string, string> => {
  const cookie = [who === 'anonymous' ? '' : cookies[who], lang ? `lng=${lang}` : ''].filter(Boolean).join('; ')
  return cookie ? { cookie } : {}
}
const load = (path: string, who: Who, lang?: string) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who, lang) })
const post = (path: string, who: Who, fields: Record<string, string>, lang?: string) =>
  postForm(`${app.url}${path}`, fields, headers(who, lang))
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status

const FORM = {
  name: 'Field screen',
  kind: 'scoreboard',
  eventNo: 'all',
  showScore: '5',
  showPicture: '5',
  showVideo: '5',
  ranksPerPage: '10',
  ranksPageTime: '10',
}
const mainId = () => outputsOf(app.sim.state, COMP)![0]!.id

describe('scoreboard outputs: route × role, every loader and action', () => {
  // organiser: BUILDER for the meeting's organisation (builders pass); steward: CHECKIN only;
  // rivalorganiser: BUILDER for another organisation.
  const TABLE: Array<[Who, 'own' | 'unknown', 'login' | number, 'login' | number]> = [
    ['anonymous', 'own', 'login', 'login'],
    ['entrant', 'own', 403, 403],
    ['steward', 'own', 403, 403],
    ['rivalorganiser', 'own', 403, 403],
    ['organiser', 'own', 200, 302],
    ['admin', 'own', 200, 302],
    ['admin', 'unknown', 404, 404],
  ]

  it.each(TABLE)('%s on the %s competition: list %s, save %s', async (who, which, page, save) => {
    const compId = which === 'own' ? COMP : UNKNOWN
    const id = mainId()
    expect(outcome(await load(`/v2/scoreboard-output-list/${compId}`, who))).toBe(page)
    expect(outcome(await load(`/v2/scoreboard-output/${compId}/${id}`, who))).toBe(page)
    expect(outcome(await load(`/v2/scoreboard-output/${compId}/new`, who))).toBe(page)
    // Saving the first screen as it is: a save that changes nothing, allowed wherever the form is.
    expect(outcome(await post(`/v2/scoreboard-output/${compId}/${id}`, who, { ...FORM, name: 'Main screen' }))).toBe(save)
    // Deleting an output that is not there: refused upstream wherever the list is allowed.
    const deleted = outcome(await post(`/v2/scoreboard-output-list/${compId}`, who, { intent: 'delete', outputId: '424242' }))
    expect(deleted).toBe(typeof page === 'number' && page === 200 ? 400 : page)
  })

  it('the v1 addresses go to the v2 pages', async () => {
    const list = await load(`/scoreboard-output-list/${COMP}`, 'organiser')
    expect(list.status).toBe(308)
    expect(list.headers.get('location')).toBe(`/v2/scoreboard-output-list/${COMP}`)
  })

  it('an id that is not a number or an unknown output is a 404', async () => {
    expect((await load(`/v2/scoreboard-output/${COMP}/abc`, 'organiser')).status).toBe(404)
    expect((await load(`/v2/scoreboard-output/${COMP}/424242`, 'organiser')).status).toBe(404)
  })
})

describe('scoreboard outputs: create, edit, delete', () => {
  it('creates an output, lists it with its display address, edits it and deletes it', async () => {
    const created = await post(`/v2/scoreboard-output/${COMP}/new`, 'organiser', {
      ...FORM,
      eventNo: '2',
      ranksPerPage: '8',
      ranksPageTime: '12',
    })
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toMatch(new RegExp(`^/v2/scoreboard-output-list/${COMP}\\?saved=\\d+$`))
    const saved = outputsOf(app.sim.state, COMP)!.find((o) => o.name === 'Field screen')!
    expect(saved).toMatchObject({ kind: 'scoreboard', eventNo: 2, config: { ranksPerPage: 8, ranksPageTime: 12000, showScore: 5000 } })

    const list = await (await load(created.headers.get('location')!, 'organiser')).text()
    expect(list).toContain('Output saved.')
    expect(list).toContain('Field screen')
    expect(list).toContain(`/v2/output/${COMP}/${saved.id}`)

    const form = await (await load(`/v2/scoreboard-output/${COMP}/${saved.id}`, 'organiser')).text()
    expect(form).toMatch(/name="ranksPageTime"[^>]*value="12"|value="12"[^>]*name="ranksPageTime"/)
    const edited = await post(`/v2/scoreboard-output/${COMP}/${saved.id}`, 'organiser', {
      ...FORM,
      name: 'Schedule screen',
      kind: 'schedule',
    })
    expect(edited.status).toBe(302)
    expect(outputsOf(app.sim.state, COMP)!.find((o) => o.id === saved.id)).toMatchObject({ name: 'Schedule screen', kind: 'schedule' })

    const removed = await post(`/v2/scoreboard-output-list/${COMP}`, 'organiser', { intent: 'delete', outputId: String(saved.id) })
    expect(removed.status).toBe(302)
    expect(removed.headers.get('location')).toBe(`/v2/scoreboard-output-list/${COMP}?deleted=1`)
    expect(outputsOf(app.sim.state, COMP)!.some((o) => o.id === saved.id)).toBe(false)
    expect(await (await load(removed.headers.get('location')!, 'organiser')).text()).toContain('Output deleted.')
  })

  it('refuses bad fields at once, keeps what was typed and calls nothing upstream', async () => {
    app.sim.calls.reset()
    const bad = await post(`/v2/scoreboard-output/${COMP}/new`, 'organiser', { ...FORM, name: '', showScore: '0', ranksPerPage: 'lots' })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Please correct the fields marked below.')
    expect(html).toContain('Enter a name.')
    expect(html).toContain('Enter a whole number of seconds from 1 to 120.')
    expect(html).toContain('Enter a whole number of ranks from 1 to 30.')
    expect(html).toContain('value="lots"')
    expect(app.sim.calls.count('/wp-json/e4s/v5/scoreboard/output')).toBe(0)
  })

  it('says it in French, with French typography', async () => {
    const bad = await post(`/v2/scoreboard-output/${COMP}/new`, 'organiser', { ...FORM, name: '', eventNo: 'x' }, 'fr')
    const html = await bad.text()
    expect(html).toContain('Saisissez un nom.')
    expect(html).toContain('Saisissez un numéro d’épreuve, ou « all ».')
    const list = await (await load(`/v2/scoreboard-output-list/${COMP}`, 'organiser', 'fr')).text()
    expect(list).toContain('Sorties du tableau d’affichage\u00a0:')
  })
})

describe('scoreboard outputs: the stadium screens (public)', () => {
  const UPSTREAM = `/wp-json/e4s/v5/public/scoreboard/${COMP}/all`

  it('shows the configured board on every variant to anyone; an unknown output or a bad id is a 404', async () => {
    const id = mainId()
    for (const path of [`/v2/output/${COMP}/${id}`, `/v2/output-v2/${COMP}/${id}`, `/v2/output-v3/${COMP}/${id}/false`]) {
      const html = await (await load(path, 'anonymous')).text()
      expect(html, path).toContain('For full results')
      expect(html, path).toContain(`/v2/scoreboard-feed/${COMP}/all`)
      expect(html, path).not.toContain('Screen controls')
    }
    expect(await (await load(`/v2/output-v3/${COMP}/${id}/true`, 'anonymous')).text()).toContain('Screen controls')
    for (const path of [`/v2/output/${COMP}/424242`, `/v2/output/${COMP}/abc`, `/v2/output/${UNKNOWN}/${id}`]) {
      expect((await load(path, 'anonymous')).status, path).toBe(404)
    }
    const v1 = await load(`/output-v3/${COMP}/${id}/true`, 'anonymous')
    expect(v1.headers.get('location')).toBe(`/v2/output-v3/${COMP}/${id}/true`)
  })

  it('shows the schedule list for an output, and an output configured for it', async () => {
    const list = await (await load(`/v2/scoreboard-schedule-list/${COMP}/${mainId()}`, 'anonymous')).text()
    expect(list).toContain('Schedule')
    expect(list).not.toContain('For full results')
    const created = await post(`/v2/scoreboard-output/${COMP}/new`, 'organiser', { ...FORM, name: 'Board room', kind: 'schedule' })
    const id = Number(new URL(created.headers.get('location')!, app.url).searchParams.get('saved'))
    const html = await (await load(`/v2/output/${COMP}/${id}`, 'anonymous', 'fr')).text()
    expect(html).toContain('Horaire')
    expect(html).toContain('Board room')
  })

  it('shares the board poller: while a board is live, screens showing it cost the legacy site no extra poll', async () => {
    const abort = new AbortController()
    const stream = await fetch(`${app.url}/v2/scoreboard-feed/${COMP}/all`, { signal: abort.signal })
    const reader = stream.body!.getReader()
    await reader.read()
    app.sim.calls.reset()
    for (let i = 0; i < 5; i++) expect((await load(`/v2/output/${COMP}/${mainId()}`, 'anonymous')).status).toBe(200)
    expect((await load(`/v2/scoreboard-comp/${COMP}/all`, 'anonymous')).status).toBe(200)
    // At most the one poll a 10 s interval may fall on: never one per screen.
    expect(app.sim.calls.count(UPSTREAM)).toBeLessThanOrEqual(1)
    abort.abort()
  })
})
