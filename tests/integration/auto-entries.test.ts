import { describe, expect, it } from 'vitest'
import { AUTO_ENTRY_DEMO } from '../../contract-fixtures/seed/index'
import { appSignedIn } from '../support/app-as'

// Automatic entries (3-organiser-admin §2 auto-entries, §3 autoEntries.selectedTargetComp, §6:
// builder permission plus a selected target; decision 055) against the built app (npm run build
// first) and the simulator's demo entries (seed/auto-entry-demo.ts).

const WHO = ['visitor', 'entrant', 'organiser', 'rivalorganiser', 'finance', 'gatekeeper', 'admin'] as const
type Who = (typeof WHO)[number]
const { app, as, get, post } = appSignedIn(['entrant', 'organiser', 'rivalorganiser', 'finance', 'gatekeeper', 'admin'])

const SOURCE = AUTO_ENTRY_DEMO.sourceCompId
const TARGET = AUTO_ENTRY_DEMO.targetCompId
const PAGE = `/v2/auto-entries/${SOURCE}`
const UPSTREAM = '/wp-json/e4s/v5/autoentries'
const [M800, LONG_JUMP, M60] = [0, 1, 2].map((i) => String(AUTO_ENTRY_DEMO.firstEntryId + i)) as [string, string, string]

const comp = (id: number) => app().sim.state.seed.competitions.find((c) => c.id === id)!
const autoEntries = () => app().sim.state.entries.filter((e) => e.autoFrom !== undefined)
const targetOf = () => comp(SOURCE).options.autoEntries?.selectedTargetComp ?? 0

/** A post with the same field more than once (the ticked entries). */
function postEntries(path: string, who: Who, entries: string[], headers: Record<string, string> = {}) {
  const body = new URLSearchParams(entries.map((e) => ['entry', e]))
  return fetch(`${app().url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: as(who, { 'content-type': 'application/x-www-form-urlencoded', ...headers }),
    body: body.toString(),
  })
}

type Verdict = 'login' | 403 | 200
// Builder permission for the competition's organisation (12): the organiser and admins.
const VERDICT: Record<Who, Verdict> = {
  visitor: 'login',
  entrant: 403,
  organiser: 200,
  rivalorganiser: 403,
  finance: 403,
  gatekeeper: 403,
  admin: 200,
}

function expectVerdict(res: Response, want: Verdict, path: string) {
  if (want === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
  } else expect(res.status).toBe(want)
}

describe('route × role: builder permission for the competition (§6), in the loader and the action', () => {
  it.each(WHO)('the page as %s', async (who) => {
    app().sim.calls.reset()
    expectVerdict(await get(PAGE, who), VERDICT[who], PAGE)
    expect(app().sim.calls.count(UPSTREAM)).toBe(VERDICT[who] === 200 ? 1 : 0)
  })

  it.each(WHO.filter((w) => VERDICT[w] !== 200))('a copy posted as %s changes nothing upstream', async (who) => {
    comp(SOURCE).options.autoEntries = { selectedTargetComp: TARGET }
    app().sim.calls.reset()
    const res = await postEntries(PAGE, who, [M800, LONG_JUMP])
    expect(res.status).toBe(who === 'visitor' ? 302 : 403)
    expect(app().sim.calls.count(UPSTREAM)).toBe(0)
    expect(autoEntries()).toEqual([])
    comp(SOURCE).options.autoEntries = { selectedTargetComp: 0 }
  })

  it('the old address lands on the new page', async () => {
    expect((await get(`/auto-entries/${SOURCE}`, 'organiser')).headers.get('location')).toBe(PAGE)
  })
})

describe('without a target competition', () => {
  it('says to select one in the options, in English and in French', async () => {
    const html = await (await get(PAGE, 'organiser')).text()
    expect(html).toContain('No target competition is selected: select one in the competition&#x27;s options first.')
    expect(html).toContain(`/v2/builder-v2/${SOURCE}/options`)
    const french = await (await get(PAGE, 'organiser', { 'accept-language': 'fr' })).text()
    expect(french).toContain('Aucune compétition cible n’est choisie\u00a0: choisissez-en une d’abord dans les options de la compétition.')
  })

  it('has no Auto Entry link on the competition admin card', async () => {
    expect(await (await get(`/v2/comp-admin/${SOURCE}`, 'organiser')).text()).not.toContain(`href="${PAGE}"`)
  })

  it('refuses a copy with the same message and copies nothing', async () => {
    const res = await postEntries(PAGE, 'organiser', [M800])
    expect(res.status).toBe(409)
    expect(autoEntries()).toEqual([])
  })
})

describe('the target in the builder’s options', () => {
  const options = `/v2/builder-v2/${SOURCE}/options`

  it('offers the organisation’s other competitions', async () => {
    const html = await (await get(options, 'organiser')).text()
    expect(html).toContain(`${TARGET}: ${comp(TARGET).name}`)
    expect(html).toContain(`<option value="${TARGET}">`)
    expect(html).not.toContain(`<option value="${SOURCE}">`)
  })

  it('refuses another organisation’s competition or the competition itself, saving nothing', async () => {
    const rival = app().sim.state.seed.competitions.find((c) => c.compOrgId !== comp(SOURCE).compOrgId)!
    for (const target of [String(rival.id), String(SOURCE), 'abc']) {
      const res = await post(options, 'organiser', { autoEntriesTarget: target })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain('Choose another competition of this organisation.')
    }
    expect(targetOf()).toBe(0)
  })

  it('saves the chosen target', async () => {
    const res = await post(options, 'organiser', { autoEntriesTarget: String(TARGET) })
    expect(res.status).toBe(302)
    expect(targetOf()).toBe(TARGET)
  })

  it.each(['organiser', 'admin', 'rivalorganiser', 'entrant', 'gatekeeper'] as const)(
    'then the competition admin card shows Auto Entry to its builders only: %s',
    async (who) => {
      const html = await (await get(`/v2/comp-admin/${SOURCE}`, who)).text()
      expect(html.includes(`href="${PAGE}"`)).toBe(VERDICT[who] === 200)
    },
  )
})

describe('copying entries', () => {
  it('lists each entry with the target’s matching event', async () => {
    const html = await (await get(PAGE, 'organiser')).text()
    expect(html).toContain(`Entries are copied into ${TARGET}: ${comp(TARGET).name}.`)
    expect(html).toContain('no matching event in the target competition')
    expect(html).toContain(`value="${M800}"`)
  })

  it('refuses an entry of another competition without calling upstream', async () => {
    app().sim.calls.reset()
    const other = app().sim.state.entries.find((e) => e.compId !== SOURCE)!
    const res = await postEntries(PAGE, 'organiser', [String(other.entryId)])
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Tick the entries to copy.')
    expect(app().sim.calls.count(UPSTREAM)).toBe(1) // the read only
    expect(autoEntries()).toEqual([])
  })

  it('copies the matching entries free to the athlete and says why the other is refused', async () => {
    const res = await postEntries(PAGE, 'organiser', [M800, LONG_JUMP, M60])
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('2 entries copied')
    expect(html).toContain('60m: no matching event in the target competition')
    const copied = autoEntries()
    expect(copied.map((e) => e.autoFrom).sort()).toEqual([Number(M800), Number(LONG_JUMP)])
    expect(copied.every((e) => e.compId === TARGET && e.paid === 3 && e.price === 0)).toBe(true)
  })

  it('never copies an entry twice', async () => {
    const html = await (await postEntries(PAGE, 'organiser', [M800])).text()
    expect(html).toContain('already entered in the target competition')
    expect(autoEntries()).toHaveLength(2)
    expect(await (await get(PAGE, 'organiser')).text()).toContain('Copied')
  })

  it('says what was copied in French', async () => {
    const html = await (await get(PAGE, 'organiser', { 'accept-language': 'fr' })).text()
    expect(html).toContain(`Les inscriptions sont copiées dans ${TARGET}\u00a0: ${comp(TARGET).name}.`)
    expect(html).toContain('Copiée')
  })
})
