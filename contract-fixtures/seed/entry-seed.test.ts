import { describe, expect, it } from 'vitest'
import { AGE_GROUPS, EVENTS } from './reference-data'
import { ENTRY_DEMO, PRIORITY_DEMO_CODE, ageOn, createSeed, type SeedCompetition } from './index'

const REF = '2026-06-01'
const refTime = Date.parse(`${REF}T12:00:00+01:00`)
const seed = createSeed(1, { referenceDate: REF })
const comp = (id: number) => seed.competitions.find((c) => c.id === id) as SeedCompetition
const athlete = (id: number) => seed.athletes.find((a) => a.id === id)!
const eventName = (eventId: number) => EVENTS.find((e) => e.id === eventId)?.name
const groupOf = (dob: string, date: string) => {
  const age = ageOn(dob, date)
  return AGE_GROUPS.find((g) => age >= g.minAge && age <= g.maxAge)
}

describe('entry demo data', () => {
  it('has the priority competition with its fixed code, required now, with terms', () => {
    const c = comp(ENTRY_DEMO.priorityCompId)
    expect(ENTRY_DEMO.priorityCode).toBe(PRIORITY_DEMO_CODE)
    expect(c.options.priority).toMatchObject({ required: true, code: ENTRY_DEMO.priorityCode })
    expect(Date.parse(c.options.priority.dateTime)).toBeGreaterThan(refTime)
    expect(c.termsConditions).not.toBe('')
    expect(c.scenarios).toContain('open')
  })

  it('has ONE open competition with priority, terms, a per-day limit of 2, a unique group pair and PB limits', () => {
    const c = comp(ENTRY_DEMO.rulesCompId)
    expect(c.scenarios).toEqual(expect.arrayContaining(['open', 'priority', 'terms', 'entry-rules']))
    expect(c.options.entriesOpen).toBe(true)
    expect(c.options.priority).toMatchObject({ required: true, code: ENTRY_DEMO.rulesCode })
    expect(Date.parse(c.options.priority.dateTime)).toBeGreaterThan(refTime)
    expect(c.termsConditions).toMatch(/^<p>/)

    const group = groupOf(athlete(ENTRY_DEMO.athleteId).dob, c.date)!
    expect(group.shortName).toBe('U15')
    const rule = c.rules.find((r) => r.agid === group.id)!
    expect(rule.options.maxEvents).toBe(ENTRY_DEMO.rulesDayLimit)
    const sameDay = c.compEvents.filter((ce) => ce.startdate.startsWith(c.date) && ce.ageGroupIds.includes(group.id))
    expect(sameDay.length).toBeGreaterThanOrEqual(3)

    const lj = c.compEvents.find((ce) => ce.ceid === ENTRY_DEMO.rulesCeids.longJump)!
    const tj = c.compEvents.find((ce) => ce.ceid === ENTRY_DEMO.rulesCeids.tripleJump)!
    expect(lj.options.uniqueEventGroups).toEqual([{ id: tj.eventGroupId, name: tj.eventGroup }])
    expect(tj.options.uniqueEventGroups).toEqual([{ id: lj.eventGroupId, name: lj.eventGroup }])

    const m100 = c.compEvents.find((ce) => ce.ceid === ENTRY_DEMO.rulesCeids.m100)!
    expect(eventName(m100.eventId)).toBe('100m')
    expect(m100.options).toMatchObject({ mandatoryPB: true, min: 9.5, max: 30 })
    expect(lj.options).toMatchObject({ mandatoryPB: true, min: 2, max: 9 })
    for (const [key, ceid] of Object.entries(ENTRY_DEMO.rulesCeids))
      expect(
        sameDay.map((ce) => ce.ceid),
        key,
      ).toContain(ceid)

    const price = c.prices[0]!
    expect(price.salePrice).toBeGreaterThan(0)
    expect(price.salePrice).not.toBe(price.price)
    expect(Date.parse(price.saleEndDate)).toBeGreaterThan(refTime)
  })

  it('has a two-day competition with every other rule', () => {
    const c = comp(ENTRY_DEMO.limitsCompId)
    expect(c.dates).toHaveLength(2)
    for (const day of c.dates) expect(c.compEvents.some((ce) => ce.startdate.startsWith(day))).toBe(true)
    expect(c.scenarios).toEqual(expect.arrayContaining(['late-entry', 'multi-day', 'event-security']))
    const ce = (ceid: number) => c.compEvents.find((x) => x.ceid === ceid)!
    const ids = ENTRY_DEMO.limitsCeids
    expect(ce(ids.shotPutSecured).options.security.clubs.length).toBeGreaterThan(0)
    expect(ce(ids.shotPutSecured).options.security.counties.length).toBeGreaterThan(0)
    expect(ce(ids.m1500ScheduleOnly).maxAthletes).toBe(-1)
    expect(ce(ids.m400Full).entryCount).toBe(ce(ids.m400Full).maxAthletes)
    expect(ce(ids.javelinClosed).isOpen).toBe(false)
    expect(ce(ids.m800Excluded).options.excludeFromCntRule).toBe(true)
    expect(ce(ids.longJump).options.unique).toEqual([ids.highJump])
    expect(ce(ids.highJump).options.unique).toEqual([ids.longJump])
    const rule = c.rules[0]!
    expect(rule.agid).toBe(0)
    expect(rule.options).toMatchObject({ maxEvents: 3, maxField: 1, maxTrack: 2, maxCompEvents: 4, maxExcludedEvents: 1 })
    expect(rule.options.unique?.ids.split(',').map(Number).map(eventName)).toEqual(['100m', '200m'])
    expect(c.options.genericAthleteEntity.required).toBe(true)
    expect(c.options.ui).toMatchObject({ entryDefaultPanel: 'SHOP', sectionsToHide: ['TEAMS'] })
    expect(Date.parse(c.options.saleenddate)).toBeLessThan(refTime)
  })

  it('has a subscription competition with a full event and a cut-off ahead', () => {
    const c = comp(ENTRY_DEMO.waitingListCompId)
    expect(c.options.subscription.enabled).toBe(true)
    expect(Date.parse(c.options.subscription.timeCloses)).toBeGreaterThan(refTime)
    const full = c.compEvents.find((ce) => ce.ceid === ENTRY_DEMO.waitingListCeids.m100Full)!
    expect(full.entryCount).toBe(full.maxAthletes)
  })

  it('has an open competition with a Pentathlon whose child events are seeded events', () => {
    const c = comp(ENTRY_DEMO.multiCompId)
    expect(c.scenarios).toEqual(expect.arrayContaining(['open', 'multi-event']))
    expect(c.options.entriesOpen).toBe(true)
    const pentathlon = c.compEvents.find((ce) => ce.ceid === ENTRY_DEMO.multiCeids.pentathlon)!
    expect(EVENTS.find((e) => e.id === pentathlon.eventId)).toMatchObject({ name: 'Pentathlon', tf: 'M', uomType: 'P' })
    const children = pentathlon.options.multiEventOptions!.childEvents
    expect(children.map((child) => child.name)).toEqual(['75m Hurdles', 'High Jump', 'Shot Put', 'Long Jump', '800m'])
    for (const child of children) expect(eventName(child.id)).toBe(child.name)
    expect(children[0]).toMatchObject(ENTRY_DEMO.multiHurdlesLimits)
    expect(c.compEvents.find((ce) => ce.ceid === ENTRY_DEMO.multiCeids.m100)?.options.multiEventOptions).toBeUndefined()
  })

  it('names the late and the club competitions', () => {
    expect(comp(ENTRY_DEMO.lateCompId).scenarios).toContain('late-entry')
    expect(comp(ENTRY_DEMO.clubCompId).scenarios).toContain('club-comp')
  })

  it('has demo athletes in age groups, linked as ENTRY_DEMO says', () => {
    const entrant = seed.users.find((u) => u.login === ENTRY_DEMO.username)!
    const linked = (userId: number) => seed.userAthletes.filter((l) => l.userId === userId).map((l) => l.athleteId)
    expect(linked(entrant.id)).not.toContain(ENTRY_DEMO.foreignAthleteId)
    expect(seed.userAthletes.filter((l) => l.athleteId === ENTRY_DEMO.sharedAthleteId)).toHaveLength(2)
    for (const c of seed.competitions.filter((x) => x.date > REF)) {
      for (const id of [ENTRY_DEMO.athleteId, ENTRY_DEMO.sharedAthleteId, ENTRY_DEMO.expiredAthleteId, ENTRY_DEMO.foreignAthleteId])
        expect(groupOf(athlete(id).dob, c.date), `${id} at ${c.id}`).toBeDefined()
    }
    expect(athlete(ENTRY_DEMO.expiredAthleteId).activeEndDate < comp(ENTRY_DEMO.rulesCompId).date).toBe(true)
    expect(athlete(ENTRY_DEMO.athleteId).activeEndDate > comp(ENTRY_DEMO.limitsCompId).dates.at(-1)!).toBe(true)
  })

  it('has PBs and entries that refer to seeded athletes, events, users and competition events', () => {
    const ceids = new Set(seed.competitions.flatMap((c) => c.compEvents.map((ce) => ce.ceid)))
    for (const pb of seed.pbs) {
      expect(athlete(pb.athleteId)).toBeDefined()
      expect(eventName(pb.eventId)).toBeDefined()
    }
    for (const e of seed.entries) {
      expect(ceids.has(e.ceid)).toBe(true)
      expect(seed.users.some((u) => u.id === e.userId)).toBe(true)
      expect(seed.userAthletes).toContainEqual({ userId: e.userId, athleteId: e.athleteId })
    }
    expect(new Set(seed.competitions.flatMap((c) => c.compEvents.map((ce) => ce.ceid))).size).toBe(
      seed.competitions.reduce((n, c) => n + c.compEvents.length, 0),
    )
  })

  it('writes the new date-times in the legacy format', () => {
    for (const id of [ENTRY_DEMO.rulesCompId, ENTRY_DEMO.limitsCompId, ENTRY_DEMO.waitingListCompId]) {
      const c = comp(id)
      for (const value of [
        c.opendate,
        c.closedate,
        c.options.priority.dateTime,
        c.options.subscription.timeCloses,
        ...c.compEvents.map((ce) => ce.startdate),
      ].filter(Boolean))
        expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/)
    }
  })
})
