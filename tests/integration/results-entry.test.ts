import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { eventGroupEntries, eventGroupsOf, heatsOf, type GroupEntry } from '../../contract-fixtures/simulator/results'
import { compSeeding } from '../../contract-fixtures/simulator/seeding'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Results entry against the built app (npm run build first): who may open and post it
// (3-organiser-admin §6: Results Entry needs scoreboard permission; builders pass), a race heat typed
// by bib with places and PB flags worked out, bad input refused in the user's language with what
// was typed kept, and the save through the track upload read back on the public results.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', admin: 'Admin!2026', steward: 'Steward!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS
const COMP = CARD_DEMO.checkInTodayCompId
const TRACK = `/wp-json/e4s/v5/otd/secure/track/${COMP}`
let otherOrg: number
let egId: number
let entries: GroupEntry[]
let pbOf: (entryId: number) => number

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  otherOrg = app.sim.state.seed.competitions.find((c) => c.compOrgId !== 12)!.id
  const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
  // A wind-affected race with at least three entries.
  const group = eventGroupsOf(comp).find((g) => /^(100|200)m$/.test(g.name) && eventGroupEntries(app.sim.state, comp, g.id).length >= 3)!
  egId = group.id
  entries = eventGroupEntries(app.sim.state, comp, egId)
  const seeded = compSeeding(app.sim.state, COMP)!.entries.get(egId)!
  pbOf = (entryId) => seeded.find((e) => e.entryId === entryId)!.pb
  // Known bests the save test relies on, before anything reads the list: the second runner has a PB
  // of 31.00 and a season's best of 32.00, the third neither.
  Object.assign(seeded.find((e) => e.entryId === entries[1]!.entryId)!, { pb: 31, sb: 32 })
  Object.assign(seeded.find((e) => e.entryId === entries[2]!.entryId)!, { pb: 0, sb: 0 })
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, extra: Record<string, string> = {}): Record<string, string> =>
  who === 'anonymous' ? extra : { cookie: cookies[who], ...extra }
const load = (path: string, who: Who, extra: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who, extra) })
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
const page = (comp: number = COMP, group = egId) => `/v2/results-entry-v2/${comp}/${group}`

/** The form's fields for rows [bib, mark]. */
function fields(rows: Array<[string, string]>, extra: Record<string, string> = {}): Record<string, string> {
  const all: Record<string, string> = { count: String(rows.length), heat: '1', wind: '', ...extra }
  rows.forEach(([bib, mark], i) => Object.assign(all, { [`bib-${i}`]: bib, [`lane-${i}`]: String(i + 1), [`mark-${i}`]: mark }))
  return all
}
const post = (who: Who, body: Record<string, string>, path = page(), extra: Record<string, string> = {}) =>
  postForm(`${app.url}${path}`, body, headers(who, extra))

describe('results entry: route × role, loader and action', () => {
  // organiser: BUILDER for organisation 12, which runs the meeting (builders pass); steward: CHECKIN only.
  const TABLE: Array<[Who, 'own' | 'otherOrg' | 'unknownComp' | 'unknownGroup', 'login' | number, 'login' | number]> = [
    ['anonymous', 'own', 'login', 'login'],
    ['entrant', 'own', 403, 403],
    ['steward', 'own', 403, 403],
    ['organiser', 'own', 200, 400],
    ['admin', 'own', 200, 400],
    ['organiser', 'otherOrg', 403, 403],
    ['admin', 'unknownComp', 404, 404],
    ['admin', 'unknownGroup', 404, 404],
  ]
  it.each(TABLE)('%s on the %s event group: page %s, post %s', async (who, which, view, save) => {
    const path =
      which === 'own' ? page() : which === 'otherOrg' ? page(otherOrg) : which === 'unknownComp' ? page(99999) : page(COMP, 99999)
    expect(outcome(await load(path, who))).toBe(view)
    // An empty form: refused by the form (400) once the permission lets the user that far.
    app.sim.calls.reset()
    expect(outcome(await post(who, fields([]), path))).toBe(save)
    expect(app.sim.calls.count(TRACK)).toBe(0)
  })

  it('the v1 shape leads to the page; a non-numeric id is not found', async () => {
    const res = await load(`/results-entry/${COMP}/${egId}`, 'organiser')
    expect(res.status).toBeGreaterThanOrEqual(301)
    expect(res.headers.get('location')).toBe(page())
    expect((await load(`/v2/results-entry-v2/${COMP}/abc`, 'organiser')).status).toBe(404)
  })
})

describe('results entry: a race heat', () => {
  it('lists the entries by bib and lane and asks the wind of a sprint', async () => {
    const html = await (await load(page(), 'organiser')).text()
    expect(html).toContain('Results entry: ')
    for (const e of entries) expect(html).toContain(`value="${e.bibNo}"`)
    expect(html).toContain('name="wind"')
    expect(html).toContain('Not seeded yet')
  })

  it('refuses bad input in the user’s language, keeps what was typed and saves nothing', async () => {
    const [a, b, c] = entries
    const body = fields(
      [
        [a!.bibNo, 'quick'],
        [b!.bibNo, '9.00'],
        [c!.bibNo, '25.10'],
        [c!.bibNo, '25.20'],
        ['999', '26.00'],
      ],
      { wind: 'calm' },
    )
    app.sim.calls.reset()
    const english = await post('organiser', body)
    expect(english.status).toBe(400)
    const html = await english.text()
    expect(html).toContain('Nothing was saved: correct the 6 problems below.')
    expect(html).toContain('Not a time: quick.')
    expect(html).toContain(`Out of range for 200m: 9.00.`)
    expect(html).toContain(`Bib ${c!.bibNo} is entered twice.`)
    expect(html).toContain('No entry in this event group has bib 999.')
    expect(html).toContain('The wind is not a number of metres per second')
    for (const typed of ['value="quick"', 'value="9.00"', 'value="25.20"', 'value="999"', 'value="calm"']) expect(html).toContain(typed)

    const french = await (await post('organiser', body, page(), { 'accept-language': 'fr' })).text()
    expect(french).toContain('Rien n’a été enregistré\u00a0: corrigez les 6 problèmes ci-dessous.')
    expect(french).toContain('Ce n’est pas un temps\u00a0: quick.')
    expect(french).toContain(`Le dossard ${c!.bibNo} est saisi deux fois.`)
    expect(app.sim.calls.count(TRACK)).toBe(0)
  })

  it('saves the heat with places and PB flags through the track upload; the public results show it', async () => {
    const [a, b, c] = entries
    // a beats any 200 m PB the seed draws (a PB of 0 is none), b ties with c for second, the fourth did not start.
    const aTime = 20.5
    const rows: Array<[string, string]> = [
      [a!.bibNo, aTime.toFixed(2)],
      [b!.bibNo, '31.40'],
      [c!.bibNo, '31.40'],
    ]
    if (entries[3]) rows.push([entries[3].bibNo, 'dns'])
    // A signed-in visitor (past the few seconds' anonymous page cache) reads the results first: the
    // save must not leave the shared results it read without the heat.
    expect(await (await load(`/v2/results-read-v2/${COMP}/${egId}`, 'entrant')).text()).toContain('No results yet.')
    app.sim.calls.reset()
    const res = await post('organiser', fields(rows, { wind: '+1.2', heat: '2' }))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`Heat 2: ${rows.length} results saved.`)
    expect(app.sim.calls.count(TRACK)).toBe(1)
    const [heat] = heatsOf(app.sim.state, COMP, egId)
    expect(heat).toMatchObject({ round: 1, heat: 2, wind: 1.2 })
    expect(heat!.rows.map((r) => [r.entryId, r.place, r.status, r.time])).toEqual([
      [a!.entryId, 1, '', aTime],
      [b!.entryId, 2, '', 31.4],
      [c!.entryId, 2, '', 31.4],
      ...(entries[3] ? [[entries[3].entryId, null, 'DNS', null]] : []),
    ])
    expect(heat!.rows[0]!.pb).toBe(pbOf(a!.entryId) > 0)
    // 31.40 is short of b's PB (31.00) but beats the season's best (32.00); c has neither to beat.
    expect(heat!.rows.slice(1, 3).map((r) => [r.pb, r.sb])).toEqual([
      [false, true],
      [false, false],
    ])

    const read = await (await load(`/v2/results-read-v2/${COMP}/${egId}`, 'entrant')).text()
    expect(read).toContain(aTime.toFixed(2))
    expect(read).toContain('31.40')
    expect(read).toContain('+1.2')
  })
})

describe('results entry: a long jump', () => {
  const FIELD = `/wp-json/e4s/v5/otd/secure/field/${COMP}`
  let lj: number
  let jumpers: GroupEntry[]
  beforeAll(() => {
    const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
    lj = eventGroupsOf(comp).find((g) => g.name === 'Long Jump')!.id
    jumpers = eventGroupEntries(app.sim.state, comp, lj)
  })
  /** The field form's fields for rows [bib, ...attempts]. */
  const series = (rows: string[][]) => {
    const all: Record<string, string> = { count: String(rows.length) }
    rows.forEach(([bib, ...attempts], i) => {
      all[`bib-${i}`] = bib!
      attempts.forEach((a, n) => (all[`a-${i}-${n + 1}`] = a))
    })
    return all
  }

  it('lists every jumper with six attempts to fill', async () => {
    const html = await (await load(page(COMP, lj), 'organiser')).text()
    for (const e of jumpers) expect(html).toContain(`value="${e.bibNo}"`)
    expect(html).toContain('name="a-0-6"')
    expect(html).not.toContain('name="a-0-7"')
    expect(html).not.toContain('name="wind"')
  })

  it('route × role: only scoreboard (or builder) permission saves', async () => {
    const body = series([[jumpers[0]!.bibNo, '6.00']])
    app.sim.calls.reset()
    expect(outcome(await post('anonymous', body, page(COMP, lj)))).toBe('login')
    expect(outcome(await post('entrant', body, page(COMP, lj)))).toBe(403)
    expect(outcome(await post('steward', body, page(COMP, lj)))).toBe(403)
    expect(app.sim.calls.count(FIELD)).toBe(0)
  })

  it('refuses a bad mark, an out-of-range mark and a seventh attempt beside their rows, in both languages, and saves nothing', async () => {
    const [a, b, c] = jumpers
    const body = series([
      [a!.bibNo, '6.10', 'far'],
      [b!.bibNo, '12.50'],
      [c!.bibNo, '5', '5', '5', '5', '5', '5', '5'],
    ])
    app.sim.calls.reset()
    const english = await post('organiser', body, page(COMP, lj))
    expect(english.status).toBe(400)
    const html = await english.text()
    expect(html).toContain('Nothing was saved: correct the 3 problems below.')
    expect(html).toContain('Attempt 2 is not a mark: far.')
    expect(html).toContain('Attempt 1 is out of range for Long Jump: 12.50.')
    expect(html).toContain('Attempt 7: only the best eight after three rounds take attempts 4 to 6')
    for (const typed of ['value="far"', 'value="12.50"', 'value="6.10"']) expect(html).toContain(typed)
    const french = await (await post('organiser', body, page(COMP, lj), { 'accept-language': 'fr' })).text()
    expect(french).toContain('L’essai 2 n’est pas une performance\u00a0: far.')
    expect(french).toContain('L’essai 1 est hors des limites pour Long Jump\u00a0: 12.50.')
    expect(app.sim.calls.count(FIELD)).toBe(0)
  })

  it('saves the series with best marks, places by count-back and PB flags; the public results show them', async () => {
    const [a, b, c] = jumpers
    app.sim.calls.reset()
    const res = await post(
      'organiser',
      series([
        [a!.bibNo, '6.10', 'X', '6.30'],
        [b!.bibNo, '6.30', '6.20', '-'],
        [c!.bibNo, 'x', 'X', 'X'],
      ]),
      page(COMP, lj),
    )
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Results saved for 3 athletes.')
    expect(app.sim.calls.count(FIELD)).toBe(1)
    const [saved] = heatsOf(app.sim.state, COMP, lj)
    expect(saved!.rows.map((r) => [r.entryId, r.place, r.mark, r.attempts])).toEqual([
      // Level at 6.30: the next-best mark (6.20 against 6.10) puts b ahead.
      [a!.entryId, 2, 6.3, [6.1, 'X', 6.3]],
      [b!.entryId, 1, 6.3, [6.3, 6.2, '-']],
      [c!.entryId, null, null, ['X', 'X', 'X']],
    ])
    const pb = compSeeding(app.sim.state, COMP)!.entries.get(lj)!.find((e) => e.entryId === a!.entryId)!.pb
    expect(saved!.rows[0]!.pb).toBe(pb > 0 && Math.round(pb * 100) < 630)

    const read = await (await load(`/v2/results-read-v2/${COMP}/${lj}`, 'entrant')).text()
    expect(read).toContain('Best mark')
    expect(read).toContain('6.10 X 6.30')
    expect(read).toContain('NM')

    // The rankings of a jump rank by best mark (count-back), not by time.
    const ranked = await (await load(`/v2/public-rankings-v2/${COMP}/${lj}`, 'entrant')).text()
    expect(ranked).toContain('Best mark of each athlete, a tie broken by the next-best mark')
    const order = [b!, a!, c!].map((e) => ranked.indexOf(`${e.firstName} ${e.surName}`.trim().replaceAll("'", '&#x27;')))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((x, y) => x - y)).toEqual(order)
  })
})

describe('results entry: a high jump', () => {
  const FIELD = `/wp-json/e4s/v5/otd/secure/field/${COMP}`
  let hj: number
  let jumpers: GroupEntry[]
  beforeAll(() => {
    const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
    hj = eventGroupsOf(comp).find((g) => g.name === 'High Jump')!.id
    jumpers = eventGroupEntries(app.sim.state, comp, hj)
  })
  /** The vertical form's fields: the heights, then rows [bib, ...attempts per height]. */
  const grid = (heights: string[], rows: string[][]) => {
    const all: Record<string, string> = { count: String(rows.length), heightCount: String(heights.length) }
    heights.forEach((h, n) => (all[`h-${n + 1}`] = h))
    rows.forEach(([bib, ...attempts], i) => {
      all[`bib-${i}`] = bib!
      attempts.forEach((a, n) => (all[`v-${i}-${n + 1}`] = a))
    })
    return all
  }

  it('lists every jumper with bar heights to fill, and no time or wind', async () => {
    const html = await (await load(page(COMP, hj), 'organiser')).text()
    for (const e of jumpers) expect(html).toContain(`value="${e.bibNo}"`)
    expect(html).toContain('name="h-1"')
    expect(html).toContain('name="v-0-1"')
    expect(html).not.toContain('name="wind"')
    expect(html).not.toContain('cannot be entered here')
  })

  it('route × role: only scoreboard (or builder) permission saves', async () => {
    const body = grid(['1.50'], [[jumpers[0]!.bibNo, 'O']])
    app.sim.calls.reset()
    expect(outcome(await post('anonymous', body, page(COMP, hj)))).toBe('login')
    expect(outcome(await post('entrant', body, page(COMP, hj)))).toBe(403)
    expect(outcome(await post('steward', body, page(COMP, hj)))).toBe(403)
    expect(app.sim.calls.count(FIELD)).toBe(0)
  })

  it('refuses heights not rising, attempts not O/X/-, too long, after being out, out of range, beside their rows in both languages, and saves nothing', async () => {
    const [a, b, c] = jumpers
    const body = grid(
      ['1.50', '1.45', '3.10'],
      [
        [a!.bibNo, 'XXX', 'O'],
        [b!.bibNo, 'OK'],
        [c!.bibNo, 'XXXO'],
      ],
    )
    app.sim.calls.reset()
    const english = await post('organiser', body, page(COMP, hj))
    expect(english.status).toBe(400)
    const html = await english.text()
    expect(html).toContain('Nothing was saved: correct the 5 problems below.')
    expect(html).toContain('Height 2 must be above the one before: 1.45.')
    expect(html).toContain('Height 3 is out of range for High Jump: 3.10.')
    expect(html).toContain('At height 2, attempts after three failures in a row: O.')
    expect(html).toContain('At height 1, not attempts (O, X or -, e.g. XO): OK.')
    expect(html).toContain('At height 1, more than three attempts: XXXO.')
    for (const typed of ['value="1.45"', 'value="3.10"', 'value="OK"', 'value="XXXO"']) expect(html).toContain(typed)
    const french = await (await post('organiser', body, page(COMP, hj), { 'accept-language': 'fr' })).text()
    expect(french).toContain('Rien n’a été enregistré\u00a0: corrigez les 5 problèmes ci-dessous.')
    expect(french).toContain('La hauteur 2 doit être supérieure à la précédente\u00a0: 1.45.')
    expect(french).toContain('À la hauteur 2, des essais après trois échecs de suite\u00a0: O.')
    expect(french).toContain('À la hauteur 1, plus de trois essais\u00a0: XXXO.')
    expect(app.sim.calls.count(FIELD)).toBe(0)
  })

  it('saves the grid with its heights, places by count-back; the public results and rankings show the best height', async () => {
    const [a, b, c] = jumpers
    app.sim.calls.reset()
    const res = await post(
      'organiser',
      grid(
        ['1.40', '1.45', '1.50', '', ''],
        [
          [a!.bibNo, 'O', 'XO', 'XXX'],
          [b!.bibNo, '-', 'O', 'XXX'],
          [c!.bibNo, 'xxx'],
        ],
      ),
      page(COMP, hj),
    )
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Results saved for 3 athletes.')
    // What was typed stays, with spare columns for the next heights.
    expect(html).toContain('value="1.45"')
    expect(html).toContain('name="h-6"')
    expect(app.sim.calls.count(FIELD)).toBe(1)
    const [saved] = heatsOf(app.sim.state, COMP, hj)
    expect(saved!.heights).toEqual([1.4, 1.45, 1.5])
    expect(saved!.rows.map((r) => [r.entryId, r.place, r.mark, r.attempts])).toEqual([
      // Level at 1.45: b cleared it at the first attempt, a at the second.
      [a!.entryId, 2, 1.45, ['O', 'XO', 'XXX']],
      [b!.entryId, 1, 1.45, ['-', 'O', 'XXX']],
      [c!.entryId, null, null, ['XXX']],
    ])

    // Opened again, the form holds the saved grid, to add the next heights to.
    const again = await (await load(page(COMP, hj), 'organiser')).text()
    expect(again).toMatch(/<input[^>]*name="h-2"[^>]*value="1.45"/)
    expect(again).toMatch(/<input[^>]*name="v-0-2"[^>]*value="XO"/)
    expect(again).toMatch(/<input[^>]*name="v-2-1"[^>]*value="XXX"/)

    const read = await (await load(`/v2/results-read-v2/${COMP}/${hj}`, 'entrant')).text()
    expect(read).toContain('1.45')
    expect(read).toContain('1.40 O 1.45 XO 1.50 XXX')
    expect(read).toContain('NM')
    const ranked = await (await load(`/v2/public-rankings-v2/${COMP}/${hj}`, 'entrant')).text()
    expect(ranked).toContain('Best height of each athlete, a tie broken by the fewest failures at it, then in total')
    const order = [b!, a!, c!].map((e) => ranked.indexOf(`${e.firstName} ${e.surName}`.trim().replaceAll("'", '&#x27;')))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((x, y) => x - y)).toEqual(order)
  })
})
