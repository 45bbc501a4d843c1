import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageGroupCoverage, paidState } from './coverage'

describe('age-group coverage', () => {
  it('counts entries per age group of the events and flags the ones with none', () => {
    const c = ageGroupCoverage(['U13', 'U15', 'U17'], ['U13', 'U15', 'U13'])
    expect(c.rows).toEqual([
      { ageGroup: 'U13', entries: 2 },
      { ageGroup: 'U15', entries: 1 },
      { ageGroup: 'U17', entries: 0 },
    ])
    expect(c.uncovered).toEqual(['U17'])
    expect(c.outside).toEqual([])
    expect(c.total).toBe(3)
  })

  it('matches names whatever their case and spaces, and lists an age group once', () => {
    const c = ageGroupCoverage(['U13 ', 'u13', 'Senior'], ['u13', ' SENIOR'])
    expect(c.rows).toEqual([
      { ageGroup: 'U13', entries: 1 },
      { ageGroup: 'Senior', entries: 1 },
    ])
  })

  it('counts entries in an age group none of the events lists apart', () => {
    const c = ageGroupCoverage(['U15'], ['U17', 'U15', 'U11', 'U17'])
    expect(c.outside).toEqual([
      { ageGroup: 'U11', entries: 1 },
      { ageGroup: 'U17', entries: 2 },
    ])
  })

  it('flags every age group of an event group without entries', () => {
    expect(ageGroupCoverage(['U13', 'U15'], []).uncovered).toEqual(['U13', 'U15'])
  })

  const names = fc.constantFrom('U11', 'U13', 'u13', 'U15', 'U17', 'U20', 'Senior', 'Master')
  it('property: every entry is counted once, and exactly the empty age groups are flagged', () => {
    fc.assert(
      fc.property(fc.array(names, { maxLength: 6 }), fc.array(names, { maxLength: 40 }), (groups, entries) => {
        const c = ageGroupCoverage(groups, entries)
        const counted = [...c.rows, ...c.outside].reduce((sum, r) => sum + r.entries, 0)
        expect(counted).toBe(entries.length)
        expect(c.uncovered).toEqual(c.rows.filter((r) => r.entries === 0).map((r) => r.ageGroup))
        const keys = [...c.rows, ...c.outside].map((r) => r.ageGroup.toLowerCase())
        expect(new Set(keys).size).toBe(keys.length)
        expect(c.rows.length).toBe(new Set(groups.map((g) => g.toLowerCase())).size)
      }),
    )
  })
})

describe('paid state', () => {
  it.each([
    [0, 'unpaid'],
    [1, 'paid'],
    [2, 'awaiting'],
    [3, 'paid'],
    [9, 'unpaid'],
  ] as const)('%s is %s', (paid, state) => {
    expect(paidState(paid)).toBe(state)
  })
})
