import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_LOGO,
  DEMO_ACCOUNTS,
  NATIONAL_ORG_ID,
  XSS_COMPETITION_ID,
  XSS_PAYLOADS,
  ENTRY_DEMO,
  CARD_DEMO,
  createSeed,
  addDays,
  type CompetitionScenario,
  type SeedCompetition,
} from './index'

const REF = '2026-06-01'
const refTime = Date.parse(`${REF}T00:00:00Z`)
const at = (iso: string) => Date.parse(iso)

describe('createSeed', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives the same data for the same seed and reference date', () => {
    expect(createSeed(1, { referenceDate: REF })).toEqual(createSeed(1, { referenceDate: REF }))
    expect(createSeed(7, { referenceDate: REF })).toEqual(createSeed(7, { referenceDate: REF }))
  })

  it('gives different data for another seed, and shifts dates with the reference date', () => {
    const one = createSeed(1, { referenceDate: REF })
    expect(createSeed(2, { referenceDate: REF }).athletes).not.toEqual(one.athletes)
    const later = createSeed(1, { referenceDate: '2026-06-11' })
    expect(later.competitions.map((c) => c.name)).toEqual(one.competitions.map((c) => c.name))
    expect(at(later.competitions[0]!.opendate) - at(one.competitions[0]!.opendate)).toBe(10 * 86_400_000)
  })

  it('never uses Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used')
    })
    expect(() => createSeed(3, { referenceDate: REF })).not.toThrow()
  })

  it('defaults the reference date to today and refuses a malformed one', () => {
    expect(createSeed().referenceDate).toBe(new Date().toISOString().slice(0, 10))
    expect(() => createSeed(1, { referenceDate: '01/06/2026' })).toThrow(/YYYY-MM-DD/)
  })

  const seed = createSeed(1, { referenceDate: REF })

  it('has organisations, regions, counties and clubs that refer to each other', () => {
    expect(seed.organisations.map((o) => o.id)).toEqual(expect.arrayContaining([12, 27, 54, NATIONAL_ORG_ID]))
    expect(seed.regions.length).toBeGreaterThanOrEqual(2)
    expect(seed.clubs.length).toBeGreaterThanOrEqual(30)
    for (const club of seed.clubs) {
      const county = seed.counties.find((c) => c.id === club.countyId)
      expect(county?.regionId).toBe(club.regionId)
    }
    expect(new Set(seed.clubs.map((c) => c.id)).size).toBe(seed.clubs.length)
  })

  it('has at least 200 well-formed athletes with unique ids and URNs', () => {
    expect(seed.athletes.length).toBeGreaterThanOrEqual(200)
    const clubIds = new Set(seed.clubs.map((c) => c.id))
    for (const a of seed.athletes) {
      expect(a.firstName && a.surName).toBeTruthy()
      expect(['F', 'M']).toContain(a.gender)
      expect(a.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(at(a.dob)).toBeLessThan(refTime)
      expect(clubIds.has(a.clubId)).toBe(true)
      expect(a.urn).toMatch(/^\d{7}$/)
      expect(a.aocode).toBe('EA')
    }
    expect(new Set(seed.athletes.map((a) => a.id)).size).toBe(seed.athletes.length)
    expect(new Set(seed.athletes.map((a) => a.urn)).size).toBe(seed.athletes.length)
  })

  it('has events of every type and measure, and locations', () => {
    expect(new Set(seed.events.map((e) => e.tf))).toEqual(new Set(['T', 'F', 'M', 'R', 'X']))
    expect(new Set(seed.events.map((e) => e.uomType))).toEqual(new Set(['T', 'D', 'H', 'P']))
    expect(seed.locations.length).toBeGreaterThanOrEqual(3)
  })

  it('has at least 40 competitions, past and future, covering every scenario', () => {
    const comps = seed.competitions
    expect(comps.length).toBeGreaterThanOrEqual(40)
    expect(new Set(comps.map((c) => c.id)).size).toBe(comps.length)
    expect(comps.some((c) => at(c.date) < refTime)).toBe(true)
    expect(comps.some((c) => at(c.date) > refTime)).toBe(true)
    const all: CompetitionScenario[] = [
      'open',
      'closed',
      'late-entry',
      'opens-later',
      'not-active',
      'disabled',
      'priority',
      'club-comp',
      'multi-day',
      'team',
      'results',
      'check-in',
      'shop-only',
      'full',
      'own-logo',
      'newsflash',
      'information',
      'terms',
      'past',
      'unsafe-markup',
      'entry-rules',
      'event-security',
      'waiting-list',
      'club-restriction-ended',
      'area-restricted',
    ]
    for (const scenario of all)
      expect(
        comps.some((c) => c.scenarios.includes(scenario)),
        scenario,
      ).toBe(true)
    expect(comps.some((c) => c.logo === DEFAULT_LOGO)).toBe(true)
    expect(comps.some((c) => c.newsFlash.length > 500)).toBe(true)
  })

  it('gives each scenario the fields that make it true at the reference date', () => {
    const withScenario = (s: CompetitionScenario) => seed.competitions.filter((c) => c.scenarios.includes(s))
    for (const c of withScenario('open')) {
      expect(at(c.opendate)).toBeLessThan(refTime)
      expect(at(c.closedate)).toBeGreaterThan(refTime)
      expect(c.options.entriesOpen).toBe(true)
    }
    for (const c of withScenario('late-entry')) {
      expect(at(c.options.saleenddate)).toBeLessThan(refTime)
      expect(at(c.closedate)).toBeGreaterThan(refTime)
      expect(c.options.lateEntry).toBe(true)
    }
    for (const c of withScenario('closed')) expect(at(c.closedate)).toBeLessThan(refTime)
    for (const c of withScenario('opens-later')) expect(at(c.opendate)).toBeGreaterThan(refTime)
    for (const c of withScenario('not-active')) expect(c.active).toBe(false)
    for (const c of withScenario('disabled')) expect(c.options.disabledReason).not.toBe('')
    for (const c of withScenario('priority'))
      expect(c.options.priority).toMatchObject({ required: true, code: expect.stringMatching(/^[A-Z]+$/) })
    for (const c of withScenario('club-comp')) expect(c.options.athleteSecurity.clubs.length).toBeGreaterThan(0)
    for (const c of withScenario('club-info')) expect(c.options.isClubComp && (c.clubCompInfo?.length ?? 0) > 0).toBe(true)
    for (const c of withScenario('multi-day')) expect(c.dates.length).toBeGreaterThan(1)
    for (const c of withScenario('team')) expect(c.teamComp && c.counts.teams > 0).toBe(true)
    for (const c of withScenario('results')) expect(c.options.resultsAvailable && at(c.date) < refTime).toBe(true)
    for (const c of withScenario('check-in')) expect(c.options.checkIn.enabled).toBe(true)
    for (const c of withScenario('shop-only')) expect(c.options.ui.entryDefaultPanel).toBe('SHOP_ONLY')
    for (const c of withScenario('own-logo')) expect(c.logo).not.toBe(DEFAULT_LOGO)
    for (const c of withScenario('full')) {
      const { athletes, entries, teams } = c.options.compLimits
      expect(
        (athletes > 0 && c.counts.athletes >= athletes) ||
          (entries > 0 && c.counts.entries >= entries) ||
          (c.teamComp && teams > 0 && c.counts.teams >= teams),
      ).toBe(true)
      expect(c.options.entriesOpen).toBe(false)
    }
    for (const c of withScenario('club-restriction-ended')) {
      expect(c.options.athleteSecurity.clubs.length).toBeGreaterThan(0)
      expect(at(c.options.athleteSecurity.onlyClubsUpTo)).toBeLessThan(refTime)
    }
    for (const c of withScenario('area-restricted')) {
      expect(c.options.athleteSecurity.areas.length).toBeGreaterThan(0)
      expect(c.options.athleteSecurity.onlyClubsUpTo).toBe('')
    }
    for (const c of seed.competitions) {
      expect(at(c.opendate)).toBeLessThan(at(c.closedate))
      for (const ce of c.compEvents) expect(seed.events.some((e) => e.id === ce.eventId)).toBe(true)
    }
  })

  it('writes date-times in the legacy format with the site offset', () => {
    for (const c of seed.competitions) {
      for (const value of [c.opendate, c.closedate, c.options.saleenddate, c.options.athleteSecurity.onlyClubsUpTo].filter(Boolean))
        expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/)
    }
  })

  it('has one competition whose organiser texts carry every XSS payload, the rest carry none', () => {
    const markup = seed.competitions.filter((c) => c.scenarios.includes('unsafe-markup'))
    expect(markup.map((c) => c.id)).toEqual([XSS_COMPETITION_ID])
    const comp = markup[0]!
    for (const payload of ['onerror=', '<script>', 'javascript:', '<iframe', 'id="injected"']) expect(XSS_PAYLOADS).toContain(payload)
    for (const html of [comp.newsFlash, comp.information, comp.options.homeInfo, comp.termsConditions]) expect(html).toContain(XSS_PAYLOADS)
    expect(comp.options.entriesOpen).toBe(true)
    for (const c of seed.competitions.filter((x) => x.id !== XSS_COMPETITION_ID))
      expect(c.newsFlash + c.information + c.options.homeInfo + c.termsConditions).not.toMatch(/<script|onerror|javascript:/)
  })

  it('numbers the competitions from 501: the markup check, then the entry-rule competitions, then the card ones, then the relays', () => {
    const ids = seed.competitions.map((c) => c.id)
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => 501 + i))
    expect(ids.indexOf(XSS_COMPETITION_ID)).toBe(ids.length - 11)
    expect(ids.slice(-10)).toEqual([
      ENTRY_DEMO.rulesCompId,
      ENTRY_DEMO.limitsCompId,
      ENTRY_DEMO.waitingListCompId,
      ENTRY_DEMO.multiCompId,
      CARD_DEMO.teamsFullCompId,
      CARD_DEMO.clubCutOffPassedCompId,
      CARD_DEMO.areaRestrictedCompId,
      CARD_DEMO.checkInTodayCompId,
      ENTRY_DEMO.relayCompId,
      ENTRY_DEMO.clubInfoCompId,
    ])
  })

  it('has the card states the generated competitions lack, open for entry but for the team limit', () => {
    const byId = (id: number) => seed.competitions.find((c) => c.id === id)!
    const inWindow = (c: SeedCompetition) => at(c.opendate) < refTime && refTime < at(c.closedate) && c.active && !c.options.disabled

    const teams = byId(CARD_DEMO.teamsFullCompId)
    expect(teams.teamComp && inWindow(teams)).toBe(true)
    expect(teams.options.compLimits).toEqual({ athletes: 0, entries: 0, teams: 24 })
    expect(teams.counts.teams).toBe(24)
    expect(teams.options.entriesOpen).toBe(false)

    const ended = byId(CARD_DEMO.clubCutOffPassedCompId)
    expect(inWindow(ended) && ended.options.entriesOpen && !ended.options.clubComp).toBe(true)
    expect(ended.options.athleteSecurity).toMatchObject({ areas: [], clubs: [expect.anything(), expect.anything()] })

    const areas = byId(CARD_DEMO.areaRestrictedCompId)
    expect(inWindow(areas) && areas.options.entriesOpen && !areas.options.clubComp).toBe(true)
    expect(areas.options.athleteSecurity).toEqual({
      areas: [
        { id: 13, name: 'Highmoor' },
        { id: 12, name: 'Fellshire' },
      ],
      clubs: [],
      onlyClubsUpTo: '',
    })

    // The default list (from 7 days ago, by date) shows all three on its first page of 20.
    const from = addDays(REF, -7)
    const firstPage = seed.competitions
      .filter((c) => (c.dates.at(-1) ?? c.date) >= from)
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .slice(0, 20)
      .map((c) => c.id)
    expect(firstPage).toEqual(expect.arrayContaining([teams.id, ended.id, areas.id]))
  })

  it('gives the demo users inbox messages: the entrant has unread ones', () => {
    const unread = (login: string) => {
      const user = seed.users.find((u) => u.login === login)!
      return seed.messages.filter((m) => m.to.includes(user.id) && !m.readBy.includes(user.id)).length
    }
    expect(unread('entrant')).toBe(2)
    expect(unread('organiser')).toBe(0)
    expect(unread('admin')).toBe(1)
    const userIds = new Set(seed.users.map((u) => u.id))
    for (const m of seed.messages) {
      for (const id of [...m.to, ...m.readBy]) expect(userIds.has(id)).toBe(true)
      for (const id of m.readBy) expect(m.to).toContain(id)
    }
    expect(new Set(seed.messages.map((m) => m.id)).size).toBe(seed.messages.length)
  })

  it('has the demo accounts and plain users with grants, e-mails and credit', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.username, a.password, a.role])).toEqual([
      ['entrant', 'Entrant!2026', 'USER'],
      ['organiser', 'Organiser!2026', 'USER'],
      ['admin', 'Admin!2026', 'E4SUSER'],
    ])
    expect(DEMO_ACCOUNTS[1]!.permissions).toEqual([{ role: 'BUILDER', orgid: 12, compid: 0, orgname: expect.any(String) }])
    for (const account of DEMO_ACCOUNTS) {
      expect(account.description).not.toBe('')
      const user = seed.users.find((u) => u.login === account.username)
      expect(user).toMatchObject({ email: account.email, displayName: account.displayName, role: account.role, password: account.password })
    }
    expect(seed.users.length).toBeGreaterThan(DEMO_ACCOUNTS.length)
    expect(seed.users.some((u) => u.credit > 0)).toBe(true)
    for (const u of seed.users) {
      expect(u.id).toBeGreaterThan(0)
      expect(u.email).toMatch(/@example\.org$/)
      expect(Array.isArray(u.permissions)).toBe(true)
    }
    const entrant = seed.users.find((u) => u.login === 'entrant')!
    expect(seed.userAthletes.filter((l) => l.userId === entrant.id).map((l) => l.athleteId)).toEqual([
      ENTRY_DEMO.athleteId,
      ENTRY_DEMO.sharedAthleteId,
      ENTRY_DEMO.expiredAthleteId,
    ])
  })
})
