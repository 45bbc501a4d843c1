import { describe, expect, it } from 'vitest'
import type { ClubAllowance } from '../clubcomp/club-allowance'
import { checkBasket, clubAllowanceProblems, type BasketSelection } from './basket-checks'

const texts = (selection: BasketSelection) => checkBasket(selection).map((p) => p.text)

describe('checkBasket', () => {
  it('an empty basket', () => {
    expect(checkBasket({ rows: [] })).toEqual([{ code: 'empty', text: 'No events in basket.', values: {} }])
    expect(texts({ rows: [], teams: [] })).toEqual(['No events in basket.'])
  })

  it('a plain selection passes', () => {
    expect(checkBasket({ rows: [{ ceid: 1, name: '100m' }] })).toEqual([])
  })

  it('a secondary item needs its parent in the selection or already entered', () => {
    const child = { ceid: 2, name: 'T-shirt', parentCeid: 1, parentName: '10K' }
    expect(texts({ rows: [child] })).toEqual(["Event 'T-shirt' requires '10K' to be selected, or requires parent event to be selected."])
    expect(texts({ rows: [{ ceid: 1, name: '10K' }, child] })).toEqual([])
    expect(texts({ rows: [child], entered: [1] })).toEqual([])
    expect(texts({ rows: [{ ceid: 2, name: 'T-shirt', parentCeid: 9 }] })).toEqual([
      "Event 'T-shirt' requires '9' to be selected, or requires parent event to be selected.",
    ])
  })

  it('team sizes', () => {
    const team = { name: '4x100m', min: 4, max: 6 }
    expect(texts({ rows: [], teams: [{ ...team, athleteCount: 3 }] })).toEqual([
      "Team event '4x100m' requires between 4 and 6 athletes, only 3 selected.",
    ])
    expect(texts({ rows: [], teams: [{ ...team, athleteCount: 7 }] })).toEqual([
      "Team event '4x100m' is over the maximum allowed athletes 6.",
    ])
    expect(
      texts({
        rows: [],
        teams: [
          { ...team, athleteCount: 4 },
          { ...team, athleteCount: 6 },
        ],
      }),
    ).toEqual([])
    expect(texts({ rows: [], teams: [{ name: 'Open', min: 0, max: 0, athleteCount: 40 }] })).toEqual([])
  })

  it('a submitted parent needs an item of each of its mandatory groups', () => {
    const mandatoryGroups = [{ id: 5, name: 'Size', parentCeid: 1 }]
    const parent = { ceid: 1, name: '10K' }
    expect(texts({ rows: [parent], mandatoryGroups })).toEqual(["Please select at least one item of 'Size'."])
    expect(texts({ rows: [parent, { ceid: 3, name: 'M', parentCeid: 1, mandatoryGroupId: 5 }], mandatoryGroups })).toEqual([])
    expect(texts({ rows: [{ ceid: 8, name: '5K' }], mandatoryGroups })).toEqual([])
  })
})

describe('clubAllowanceProblems (club competition, at submission)', () => {
  const allowance: ClubAllowance = {
    club: { id: 1, name: 'Larkhill AC' },
    maxEntries: 4,
    maxPerEvent: 2,
    maxRelays: 1,
    maxMixedRelays: -1,
    entryCount: 4,
    eventGroups: [{ id: 9, name: '100m', count: 2, athletes: [] }],
    teams: [{ name: 'A', gender: 'F' }],
  }
  const texts = (over: Partial<ClubAllowance>) => clubAllowanceProblems({ ...allowance, ...over }).map((p) => p.text)

  it('at every allowance is fine; past each one is told, relays with the spec texts', () => {
    expect(texts({})).toEqual([])
    expect(texts({ entryCount: 5 })).toEqual(['Your club has more entries than the 4 it is allowed in this competition.'])
    expect(texts({ maxPerEvent: 1 })).toEqual(['Your club has more entries in 100m than the 1 it is allowed.'])
    expect(texts({ maxRelays: -1 })).toEqual(['None allowed.'])
    expect(texts({ teams: [...allowance.teams, { name: 'B', gender: 'M' }] })).toEqual(['Max teams reached.'])
    expect(texts({ teams: [{ name: 'X', gender: 'O' }] })).toEqual(['None allowed.'])
    expect(texts({ maxEntries: 0, maxPerEvent: 0, maxRelays: 0, entryCount: 99 })).toEqual([])
  })
})
