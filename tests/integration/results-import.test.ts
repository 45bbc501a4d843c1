import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { eventGroupEntries, eventGroupsOf, heatsOf, type GroupEntry } from '../../contract-fixtures/simulator/results'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// The photo-finish import against the built app (npm run build first): who may open and post to it
// (3-organiser-admin §6: scoreboard permission; builders pass), reading a .lif file into a review,
// the review's decisions, and the save through the track upload ('File uploaded').

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', admin: 'Admin!2026', steward: 'Steward!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS
const COMP = CARD_DEMO.checkInTodayCompId
const TRACK = `/wp-json/e4s/v5/otd/secure/track/${COMP}`
let otherOrg: number
let egId: number
let entries: GroupEntry[]

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  otherOrg = app.sim.state.seed.competitions.find((c) => c.compOrgId !== 12)!.id
  const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
  // An event group with at least three entries, so a file can match by bib, by name and not at all.
  const group = eventGroupsOf(comp).find((g) => eventGroupEntries(app.sim.state, comp, g.id).length >= 3)!
  egId = group.id
  entries = eventGroupEntries(app.sim.state, comp, egId)
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, extra: Record<string, string> = {}): Record<string, string> =>
  who === 'anonymous' ? extra : { cookie: cookies[who], ...extra }
const load = (path: string, who: Who) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status

/** Line 2 matches the first entry by bib, line 3 the second by name, line 4 nothing; line 5 is a DNS of the third. */
function lifFile(): string {
  const [a, b, c] = entries
  return [
    `7,1,2,100m Men,+1.3,m/s`,
    `1,${a!.bibNo},${a!.laneNo ?? ''},${a!.surName},${a!.firstName},Club,10.521,,,0.145`,
    `2,,,${b!.surName.toUpperCase()},${b!.firstName},Club,10.63`,
    `3,999,,Nobody,Known,Elsewhere,10.70`,
    `DNS,${c!.bibNo},,${c!.surName},${c!.firstName},Club,`,
  ].join('\r\n')
}

function upload(
  path: string,
  who: Who,
  file: { name: string; text: string } | null,
  group: number | string = egId,
  extra: Record<string, string> = {},
) {
  const form = new FormData()
  form.set('intent', 'read')
  form.set('eventGroupId', String(group))
  if (file) form.set('file', new File([file.text], file.name, { type: 'application/octet-stream' }))
  return fetch(`${app.url}${path}`, { method: 'POST', redirect: 'manual', body: form, headers: headers(who, extra) })
}

const carried = (html: string) => /name="file" value="([\w-]*)"/.exec(html)?.[1] ?? ''
const PAGE = `/v2/results-import-file-v2/${COMP}`

describe('results import: route × role, loader and action', () => {
  // organiser: BUILDER for organisation 12, which runs the meeting (builders pass scoreboard checks); steward: CHECKIN only.
  const TABLE: Array<[Who, 'own' | 'otherOrg' | 'unknown', 'login' | number, 'login' | number]> = [
    ['anonymous', 'own', 'login', 'login'],
    ['entrant', 'own', 403, 403],
    ['steward', 'own', 403, 403],
    ['organiser', 'own', 200, 200],
    ['admin', 'own', 200, 200],
    ['organiser', 'otherOrg', 403, 403],
    ['admin', 'unknown', 404, 404],
  ]
  for (const screen of ['results-import-file-v2', 'results-import-v2'])
    it.each(TABLE)(`${screen}: %s on the %s competition: page %s, read %s`, async (who, which, page, read) => {
      const id = which === 'own' ? COMP : which === 'otherOrg' ? otherOrg : 99999
      expect(outcome(await load(`/v2/${screen}/${id}`, who))).toBe(page)
      expect(outcome(await upload(`/v2/${screen}/${id}`, who, { name: 'heat.lif', text: lifFile() }))).toBe(read)
    })

  it('the v1 shapes lead to the pages', async () => {
    for (const [v1, v2] of [
      [`/results-import-file/${COMP}`, PAGE],
      [`/results-import/${COMP}`, `/v2/results-import-v2/${COMP}`],
    ]) {
      const res = await load(v1, 'organiser')
      expect(res.status).toBeGreaterThanOrEqual(301)
      expect(res.headers.get('location')).toBe(v2)
    }
  })
})

describe('results import: read, review, save', () => {
  it('lists the event groups; the timing-system page is the same import, titled for it', async () => {
    const html = await (await load(PAGE, 'organiser')).text()
    expect(html).toContain('Photo-finish import')
    expect(html).toContain(`value="${egId}"`)
    expect(await (await load(`/v2/results-import-v2/${COMP}`, 'organiser')).text()).toContain('Timing-system import')
  })

  it('reads the file into matched rows and a review queue, and saves nothing yet', async () => {
    app.sim.calls.reset()
    const res = await upload(PAGE, 'organiser', { name: 'HEAT2.LIF', text: lifFile() })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('3 rows matched to entries')
    expect(html).toContain('1 row to review')
    expect(html).toContain('No entry has this bib, lane or name.')
    expect(html).toContain('10.53') // 10.521 rounded up to the hundredth
    expect(carried(html)).not.toBe('')
    expect(app.sim.calls.count(TRACK)).toBe(0)
  })

  it('a file that is not a .lif at all gets a clear message in the reader’s language and saves nothing', async () => {
    app.sim.calls.reset()
    const bad = { name: 'heat.lif', text: 'Place,ID,Lane\n1,101,4' }
    const english = await upload(PAGE, 'organiser', bad)
    expect(english.status).toBe(400)
    expect(await english.text()).toContain('Line 1 is not a FinishLynx header')
    const french = await upload(PAGE, 'organiser', bad, egId, { 'accept-language': 'fr' })
    expect(await french.text()).toContain('La ligne 1 n’est pas un en-tête FinishLynx')
    const notLif = await upload(PAGE, 'organiser', { name: 'heat.csv', text: lifFile() })
    expect(await notLif.text()).toContain('Choose a FinishLynx results file ending in .lif.')
    const tooLarge = await upload(PAGE, 'organiser', { name: 'big.lif', text: `7,1,1,100m\n${'x'.repeat(300 * 1024)}` })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.text()).toContain('The file is too large')
    expect(app.sim.calls.count(TRACK)).toBe(0)
  })

  it('odd rows (no place, an unknown code, a time that is not one) go to the review with their line, the rest of the file still read', async () => {
    const [a, b, c] = entries
    const text = [
      `7,1,3,100m Men,,`,
      `1,${a!.bibNo},,${a!.surName},${a!.firstName},Club,10.40`,
      `,${b!.bibNo},,${b!.surName},${b!.firstName},Club,10.95`,
      `SCR,${c!.bibNo},,${c!.surName},${c!.firstName},Club,`,
      `2,999,,Nobody,Known,Elsewhere,ten`,
    ].join('\n')
    const res = await upload(PAGE, 'organiser', { name: 'heat.lif', text })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('1 row matched to an entry')
    expect(html).toContain('3 rows to review')
    expect(html).toContain('No place in the file: read as unplaced.')
    expect(html).toContain('&#x27;SCR&#x27; is read as the status shown.')
    expect(html).toContain('&#x27;ten&#x27; is not a time: read without a time.')
    // The odd rows that match an entry come with it chosen; the reviewer confirms or changes it.
    expect(html).toMatch(new RegExp(`<option value="${b!.entryId}" selected`))
    const french = await (await upload(PAGE, 'organiser', { name: 'heat.lif', text }, egId, { 'accept-language': 'fr' })).text()
    expect(french).toContain('Aucune place dans le fichier')
    const file = carried(html)
    app.sim.calls.reset()
    const saved = await postForm(
      `${app.url}${PAGE}`,
      { intent: 'save', eventGroupId: String(egId), file, 'row-3': String(b!.entryId), 'row-4': String(c!.entryId), 'row-5': 'drop' },
      headers('organiser'),
    )
    expect(saved.status).toBe(200)
    const heat = heatsOf(app.sim.state, COMP, egId).find((h) => h.heat === 3)!
    expect(heat.rows.map((r) => [r.entryId, r.place, r.status, r.time])).toEqual([
      [a!.entryId, 1, '', 10.4],
      [b!.entryId, 2, '', 10.95],
      [c!.entryId, null, 'DNS', null],
    ])
  })

  it('saves only once every unmatched row is decided, never one entry twice, then "File uploaded"', async () => {
    const file = carried(await (await upload(PAGE, 'organiser', { name: 'heat.lif', text: lifFile() })).text())
    const save = (fields: Record<string, string>) =>
      postForm(`${app.url}${PAGE}`, { intent: 'save', eventGroupId: String(egId), file, ...fields }, headers('organiser'))
    app.sim.calls.reset()
    const undecided = await save({})
    expect(undecided.status).toBe(400)
    expect(await undecided.text()).toContain('1 row still needs an entry, or to be dropped. Nothing has been saved.')
    const twice = await save({ 'row-4': String(entries[0]!.entryId) })
    expect(twice.status).toBe(400)
    expect(await twice.text()).toContain('An entry has been given more than one row.')
    expect(app.sim.calls.count(TRACK)).toBe(0)

    // A signed-in visitor (past the anonymous page cache) reads the results first: the save must not
    // leave the shared results it read without the heat.
    expect(await (await load(`/v2/results-read-v2/${COMP}/${egId}`, 'entrant')).text()).not.toContain('10.63')
    const spare = entries[3]
    const saved = await save({ 'row-4': spare ? String(spare.entryId) : 'drop' })
    expect(saved.status).toBe(200)
    const html = await saved.text()
    expect(html).toContain('File uploaded')
    expect(app.sim.calls.count(TRACK)).toBe(1)
    const heat = heatsOf(app.sim.state, COMP, egId).find((h) => h.heat === 2)
    expect(heat).toMatchObject({ round: 1, heat: 2, wind: 1.3 })
    expect(heat!.rows.map((r) => [r.entryId, r.place, r.status, r.time])).toEqual([
      [entries[0]!.entryId, 1, '', 10.53],
      [entries[1]!.entryId, 2, '', 10.63],
      ...(spare ? [[spare.entryId, 3, '', 10.7]] : []),
      [entries[2]!.entryId, null, 'DNS', null],
    ])
    expect(await (await load(`/v2/results-read-v2/${COMP}/${egId}`, 'entrant')).text()).toContain('10.63')
  })
})

describe('FinishLynx start lists (lynx.evt, lynx.ppl, lynx.sch)', () => {
  const lynx = (name: string, who: Who, id: number = COMP) => load(`/v2/results-import-v2/${id}/lynx/${name}`, who)

  it.each([
    ['anonymous', COMP, 'login'],
    ['entrant', COMP, 403],
    ['steward', COMP, 403],
    ['organiser', 0, 403],
    ['admin', 99999, 404],
  ] as Array<[Who, number, 'login' | number]>)('%s on competition %s: %s', async (who, id, expected) => {
    expect(outcome(await lynx('lynx.evt', who, id === 0 ? otherOrg : id))).toBe(expected)
  })

  it('an unknown file name is a 404', async () => {
    expect((await lynx('lynx.exe', 'organiser')).status).toBe(404)
  })

  it('the import page links to the three files', async () => {
    const html = await (await load(PAGE, 'organiser')).text()
    for (const name of ['lynx.evt', 'lynx.ppl', 'lynx.sch']) expect(html).toContain(`href="/v2/results-import-v2/${COMP}/lynx/${name}"`)
  })

  it("lynx.evt lists the group's entries under its event number with their bibs as Lynx IDs; lynx.ppl names them; lynx.sch runs it", async () => {
    const groupNo = eventGroupsOf(app.sim.state.seed.competitions.find((c) => c.id === COMP)!).find((g) => g.id === egId)!.eventNo
    const evt = await lynx('lynx.evt', 'organiser')
    expect(evt.status).toBe(200)
    expect(evt.headers.get('content-disposition')).toBe('attachment; filename="lynx.evt"')
    const text = await evt.text()
    const numbered = entries.filter((e) => /^\d+$/.test(e.bibNo))
    expect(numbered.length).toBeGreaterThan(0)
    for (const e of numbered) expect(text).toContain(`,${e.bibNo},`)
    expect(text).toMatch(new RegExp(`^${groupNo},1,1,`, 'm'))
    const ppl = await (await lynx('lynx.ppl', 'organiser')).text()
    for (const e of numbered) expect(ppl).toContain(`${e.bibNo},${e.surName},${e.firstName}`)
    expect(await (await lynx('lynx.sch', 'organiser')).text()).toMatch(new RegExp(`^${groupNo},1,1\\r?$`, 'm'))
  })
})
