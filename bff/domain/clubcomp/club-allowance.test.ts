import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowanceSummary,
  CLUB_COMP_MESSAGES_EN,
  entryAllowanceProblem,
  teamAllowanceProblem,
  type ClubAllowance,
  type TeamGender,
} from './club-allowance'
import { clubAccess } from './club-access'

function allowance(over: Partial<ClubAllowance> = {}): ClubAllowance {
  return {
    club: { id: 10, name: 'Flintley AC' },
    maxEntries: 6,
    maxPerEvent: 2,
    maxRelays: 1,
    maxMixedRelays: -1,
    entryCount: 0,
    eventGroups: [],
    teams: [],
    ...over,
  }
}
const group = (id: number, count: number) => ({ id, name: `Group ${id}`, count, athletes: [] })
const team = (gender: TeamGender) => ({ name: 'A', gender })

describe('entryAllowanceProblem: individual entries', () => {
  it('allows below both allowances', () => {
    expect(entryAllowanceProblem(allowance({ entryCount: 5, eventGroups: [group(1, 1)] }), 1)).toBeNull()
  })

  it('refuses a group at maxPerEvent, whatever the other groups hold', () => {
    const a = allowance({ entryCount: 2, eventGroups: [group(1, 2)] })
    expect(entryAllowanceProblem(a, 1)).toEqual({ code: 'clubEventAllowance', values: { n: 2 } })
    expect(entryAllowanceProblem(a, 2)).toBeNull()
  })

  it('refuses every group at maxEntries', () => {
    const a = allowance({ entryCount: 6, eventGroups: [group(1, 1)] })
    expect(entryAllowanceProblem(a, 1)).toEqual({ code: 'clubEntryAllowance', values: { n: 6 } })
    expect(entryAllowanceProblem(a, 9)).toEqual({ code: 'clubEntryAllowance', values: { n: 6 } })
  })

  it('counts entries on their way', () => {
    const a = allowance({ entryCount: 4, eventGroups: [group(1, 1)] })
    expect(entryAllowanceProblem(a, 1, { inGroup: 1, total: 1 })).toEqual({ code: 'clubEventAllowance', values: { n: 2 } })
    expect(entryAllowanceProblem(a, 2, { inGroup: 0, total: 2 })).toEqual({ code: 'clubEntryAllowance', values: { n: 6 } })
  })

  it('0 (or below) is no limit', () => {
    const a = allowance({ maxEntries: 0, maxPerEvent: -1, entryCount: 500, eventGroups: [group(1, 300)] })
    expect(entryAllowanceProblem(a, 1)).toBeNull()
  })
})

describe('teamAllowanceProblem: relays and mixed relays', () => {
  it('-1: None allowed.', () => {
    expect(teamAllowanceProblem(allowance({ maxMixedRelays: -1 }), 'O')).toEqual({ code: 'noneAllowed' })
    expect(teamAllowanceProblem(allowance({ maxRelays: -1 }), 'F')).toEqual({ code: 'noneAllowed' })
  })

  it('reached: Max teams reached.; mixed relays (gender O) count apart from the others', () => {
    const a = allowance({ maxRelays: 2, maxMixedRelays: 1, teams: [team('F'), team('M'), team('O')] })
    expect(teamAllowanceProblem(a, 'M')).toEqual({ code: 'maxTeams' })
    expect(teamAllowanceProblem(a, 'O')).toEqual({ code: 'maxTeams' })
    expect(teamAllowanceProblem({ ...a, maxMixedRelays: 2 }, 'O')).toBeNull()
  })

  it('0: unlimited', () => {
    const a = allowance({ maxRelays: 0, maxMixedRelays: 0, teams: Array.from({ length: 40 }, () => team('O')) })
    expect(teamAllowanceProblem(a, 'O')).toBeNull()
    expect(teamAllowanceProblem(a, 'F')).toBeNull()
  })

  it('the spec texts', () => {
    expect(CLUB_COMP_MESSAGES_EN).toEqual({
      maxTeams: 'Max teams reached.',
      noneAllowed: 'None allowed.',
      notClubComp: 'Not a club info competition.',
    })
  })
})

describe('allowanceSummary', () => {
  it('entered, allowed and left per group, overall and per relay kind', () => {
    const s = allowanceSummary(
      allowance({ entryCount: 3, eventGroups: [group(1, 2), group(2, 1)], teams: [team('F')], maxRelays: 3, maxMixedRelays: -1 }),
    )
    expect(s.entries).toEqual({ count: 3, max: 6, left: 3 })
    expect(s.groups.map((g) => [g.id, g.count, g.max, g.left])).toEqual([
      [1, 2, 2, 0],
      [2, 1, 2, 1],
    ])
    expect(s.relays).toEqual({ count: 1, max: 3, left: 2 })
    expect(s.mixedRelays).toEqual({ count: 0, max: -1, left: 0 })
  })

  it('unlimited reads as null left', () => {
    const s = allowanceSummary(allowance({ maxEntries: 0, maxPerEvent: 0, maxRelays: 0, eventGroups: [group(1, 4)] }))
    expect(s.entries.left).toBeNull()
    expect(s.groups[0]!.left).toBeNull()
    expect(s.relays.left).toBeNull()
  })
})

describe('properties: the rules never accept above an allowance', () => {
  const limit = fc.integer({ min: -1, max: 5 })
  const arbitrary = fc.record({
    maxEntries: limit,
    maxPerEvent: limit,
    maxRelays: limit,
    maxMixedRelays: limit,
    asks: fc.array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom<TeamGender>('M', 'F', 'O')), { maxLength: 40 }),
  })

  it('adding whatever the rules accept, one at a time, keeps every count within its allowance', () => {
    fc.assert(
      fc.property(arbitrary, ({ asks, ...limits }) => {
        let a = allowance({ ...limits, entryCount: 0, eventGroups: [], teams: [] })
        for (const ask of asks) {
          if (typeof ask === 'number') {
            if (entryAllowanceProblem(a, ask)) continue
            const groups = a.eventGroups.some((g) => g.id === ask)
              ? a.eventGroups.map((g) => (g.id === ask ? { ...g, count: g.count + 1 } : g))
              : [...a.eventGroups, group(ask, 1)]
            a = { ...a, entryCount: a.entryCount + 1, eventGroups: groups }
          } else {
            if (teamAllowanceProblem(a, ask)) continue
            a = { ...a, teams: [...a.teams, team(ask)] }
          }
        }
        if (limits.maxEntries > 0) expect(a.entryCount).toBeLessThanOrEqual(limits.maxEntries)
        if (limits.maxPerEvent > 0) for (const g of a.eventGroups) expect(g.count).toBeLessThanOrEqual(limits.maxPerEvent)
        const mixed = a.teams.filter((t) => t.gender === 'O').length
        const relays = a.teams.length - mixed
        if (limits.maxRelays < 0) expect(relays).toBe(0)
        if (limits.maxRelays > 0) expect(relays).toBeLessThanOrEqual(limits.maxRelays)
        if (limits.maxMixedRelays < 0) expect(mixed).toBe(0)
        if (limits.maxMixedRelays > 0) expect(mixed).toBeLessThanOrEqual(limits.maxMixedRelays)
      }),
    )
  })

  it('what is left is never negative, and is 0 exactly when the next team is refused', () => {
    fc.assert(
      fc.property(limit, fc.integer({ min: 0, max: 8 }), (max, count) => {
        const a = allowance({ maxRelays: max, teams: Array.from({ length: count }, () => team('F')) })
        const left = allowanceSummary(a).relays.left
        if (left !== null) expect(left).toBeGreaterThanOrEqual(0)
        expect(left === 0).toBe(teamAllowanceProblem(a, 'F') !== null)
      }),
    )
  })
})

describe('clubAccess (§4: club competitions need club access)', () => {
  const listings = [
    {
      compId: 5,
      clubs: [
        { id: 10, name: 'Flintley AC' },
        { id: 11, name: 'Redwater AC' },
      ],
    },
  ]

  it('a club competition the user represents a club of: that club', () => {
    expect(clubAccess({ clubComp: true, compId: 5, listings, represents: [3, 11] })).toEqual({
      kind: 'club',
      club: { id: 11, name: 'Redwater AC' },
    })
  })

  it('refused to a user who represents none of its clubs (or no club)', () => {
    expect(clubAccess({ clubComp: true, compId: 5, listings, represents: [3] })).toEqual({ kind: 'refused' })
    expect(clubAccess({ clubComp: true, compId: 5, listings, represents: [] })).toEqual({ kind: 'refused' })
  })

  it('no club rules where the competition is not a club competition, or has no club info', () => {
    expect(clubAccess({ clubComp: false, compId: 5, listings, represents: [] })).toEqual({ kind: 'none' })
    expect(clubAccess({ clubComp: true, compId: 6, listings, represents: [] })).toEqual({ kind: 'none' })
  })
})
