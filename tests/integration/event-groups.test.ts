import { describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { compSeeding } from '../../contract-fixtures/simulator/seeding'
import { appSignedIn } from '../support/app-as'

// An event group's athletes and age-group coverage (3-organiser-admin §2 event-group-athletes/{id},
// event-group-age-group-coverage/{id}) against the built app (npm run build first): the builders of
// the group's competition only, checked in the loader once the group names its competition.

const WHO = ['visitor', 'entrant', 'steward', 'rivalorganiser', 'organiser', 'admin'] as const
type Who = (typeof WHO)[number]
const { app, get } = appSignedIn(['entrant', 'steward', 'rivalorganiser', 'organiser', 'admin'])

const COMP = CARD_DEMO.checkInTodayCompId
const comp = () => app().sim.state.seed.competitions.find((c) => c.id === COMP)!
const groupNamed = (name: string) => comp().compEvents.find((e) => e.eventGroup === name)!.eventGroupId
const entriesOf = (id: number) => compSeeding(app().sim.state, COMP)!.entries.get(id) ?? []
const PAGES = ['event-group-athletes', 'event-group-age-group-coverage'] as const
const ENTRIES = '/wp-json/e4s/v5/eventgroup/'
// As React writes text into the page.
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

type Verdict = 'login' | 403 | 200
// organiser builds for the meeting's organisation (12); rivalorganiser for another; steward checks in only.
const VERDICT: Record<Who, Verdict> = { visitor: 'login', entrant: 403, steward: 403, rivalorganiser: 403, organiser: 200, admin: 200 }

describe('route × role: builder permission of the group’s competition', () => {
  const cases = PAGES.flatMap((page) => WHO.map((who) => [page, who] as const))
  it.each(cases)('%s as %s', async (page, who) => {
    app().sim.calls.reset()
    const path = `/v2/${page}/${groupNamed('200m')}`
    const res = await get(path, who)
    const want = VERDICT[who]
    if (want === 'login') {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
    } else expect(res.status).toBe(want)
    // The entries (with paid states) are asked for only once the user may see them.
    expect(app().sim.calls.count(`${ENTRIES}${groupNamed('200m')}/entries`)).toBe(want === 200 ? 1 : 0)
  })

  it('an unknown event group is a 404; a bad id a 404 before any call', async () => {
    expect((await get('/v2/event-group-athletes/1', 'organiser')).status).toBe(404)
    app().sim.calls.reset()
    expect((await get('/v2/event-group-age-group-coverage/abc', 'organiser')).status).toBe(404)
    expect(app().sim.calls.count('/wp-json/e4s/v5/public/eventgroup/abc')).toBe(0)
  })

  it('the old addresses land on the new pages', async () => {
    const id = groupNamed('200m')
    expect((await get(`/event-group-athletes/${id}`, 'organiser')).headers.get('location')).toBe(`/v2/event-group-athletes/${id}`)
    expect((await get(`/event-group-age-group-coverage/${id}`, 'organiser')).headers.get('location')).toBe(
      `/v2/event-group-age-group-coverage/${id}`,
    )
  })
})

describe('the pages', () => {
  it('lists every athlete entered with bib, club, age group, PB and paid state', async () => {
    const id = groupNamed('200m')
    const page = await (await get(`/v2/event-group-athletes/${id}`, 'organiser')).text()
    const entries = entriesOf(id)
    expect(entries.length).toBeGreaterThan(0)
    expect(page).toContain('Athletes in 200m')
    expect(page).toContain(`${entries.length} athletes entered.`)
    for (const e of entries) {
      expect(page).toContain(html(`${e.firstName} ${e.surName}`))
      expect(page).toContain(`<td>${e.bibNo}</td>`)
    }
    expect(page).toMatch(/<td>(Paid|Not paid|Awaiting payment)<\/td>/)
  })

  it('counts entries per age group of the events and flags the ones without', async () => {
    const id = groupNamed('200m')
    const page = await (await get(`/v2/event-group-age-group-coverage/${id}`, 'admin')).text()
    expect(page).toContain('Age groups of 200m')
    const names = new Set(entriesOf(id).map((e) => e.ageGroup))
    for (const name of names) expect(page).toContain(html(name))
    expect(page).toContain(`${entriesOf(id).length} entries in all.`)
    const ageGroups = comp()
      .compEvents.filter((e) => e.eventGroupId === id)
      .flatMap((e) => e.ageGroupIds)
      .map((agId) => app().sim.state.seed.ageGroups.find((a) => a.id === agId)!.name)
    const empty = [...new Set(ageGroups)].filter((n) => !names.has(n))
    if (empty.length > 0) expect(page).toContain('no entry:')
    else expect(page).toContain('Every age group of this event group has an entry.')
  })

  it('speaks French', async () => {
    const id = groupNamed('200m')
    const athletes = await (await get(`/v2/event-group-athletes/${id}`, 'organiser', { cookie: 'lng=fr' })).text()
    expect(athletes).toContain('Athlètes de 200m')
    expect(athletes).toContain('Compétition\u00a0: ')
    const coverage = await (await get(`/v2/event-group-age-group-coverage/${id}`, 'organiser', { cookie: 'lng=fr' })).text()
    expect(coverage).toContain('Catégories de 200m')
    expect(coverage).toContain('Engagements par catégorie')
  })

  it('the seeding page links its builders to each group’s pages, and no one else', async () => {
    const id = groupNamed('200m')
    const link = `/v2/event-group-age-group-coverage/${id}`
    expect(await (await get(`/v2/seeding-v2/${COMP}`, 'organiser')).text()).toContain(link)
    expect(await (await get(`/v2/seeding-v2/${COMP}`, 'rivalorganiser')).text()).not.toContain(link)
    expect(await (await get(`/v2/seeding-v2/${COMP}`, 'visitor')).text()).not.toContain(link)
  })
})
