import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { allocateBibs, bibSortOrder, bibUniquenessError, duplicateBibs, firstBib, sortForBibs, unusedBibs, type BibAthlete } from './bibs'

const athlete = (athleteId: number, firstName: string, surName: string, dob: string, bibNo = ''): BibAthlete => ({
  athleteId,
  firstName,
  surName,
  dob,
  bibNo,
})
const PEOPLE = [
  athlete(1, 'Zoe', 'Evans', '2010-05-01'),
  athlete(2, 'Amy', 'evans', '2011-01-01'),
  athlete(3, 'Amy', 'Evans', '2009-01-01'),
  athlete(4, 'Ben', 'Adams', '2012-03-03'),
]

describe('bibSortOrder', () => {
  it.each<[Array<string | null>, string[]]>([
    [[], ['surname', 'firstname', 'dob']],
    [
      ['dob', 'surname', 'firstname'],
      ['dob', 'surname', 'firstname'],
    ],
    [['firstname'], ['firstname', 'surname', 'dob']],
    [
      ['DOB', 'dob', 'club'],
      ['dob', 'surname', 'firstname'],
    ],
    [
      [null, ''],
      ['surname', 'firstname', 'dob'],
    ],
  ])('%j', (keys, order) => {
    expect(bibSortOrder(keys)).toEqual(order)
  })
})

describe('sortForBibs and allocateBibs', () => {
  it('surname, first name, date of birth by default, case aside', () => {
    expect(sortForBibs(PEOPLE).map((a) => a.athleteId)).toEqual([4, 3, 2, 1])
  })

  it('another order', () => {
    expect(sortForBibs(PEOPLE, bibSortOrder(['dob'])).map((a) => a.athleteId)).toEqual([3, 1, 2, 4])
  })

  it('numbers from the first bib of bibNos', () => {
    expect([...allocateBibs(PEOPLE, { bibNos: '101' })]).toEqual([
      [4, '101'],
      [3, '102'],
      [2, '103'],
      [1, '104'],
    ])
  })

  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['250-399', 250],
    ['0', 1],
    ['abc', 1],
  ])("firstBib('%s') is %i", (bibNos, first) => {
    expect(firstBib(bibNos)).toBe(first)
  })

  it('property: every athlete gets one bib, all different, whatever the order', () => {
    const arb = fc.array(fc.record({ firstName: fc.string(), surName: fc.string(), dob: fc.string() }), { maxLength: 60 })
    fc.assert(
      fc.property(arb, fc.shuffledSubarray(['surname', 'firstname', 'dob']), (list, keys) => {
        const athletes = list.map((a, i) => ({ ...a, athleteId: i + 1, bibNo: '' }))
        const bibs = allocateBibs(athletes, { sort: bibSortOrder(keys) })
        expect(bibs.size).toBe(athletes.length)
        expect(duplicateBibs(athletes.map((a) => ({ ...a, bibNo: bibs.get(a.athleteId)! })))).toEqual([])
      }),
    )
  })
})

describe('uniqueness', () => {
  it("the spec's message and the bibs held twice; empty bibs do not count", () => {
    const error = bibUniquenessError([
      { athleteId: 1, bibNo: '7' },
      { athleteId: 2, bibNo: ' 7' },
      { athleteId: 3, bibNo: '' },
      { athleteId: 4, bibNo: '' },
      { athleteId: 5, bibNo: '8' },
    ])
    expect(error).toEqual({ message: 'Please make sure all entries have unique bib numbers.', duplicates: ['7'] })
  })

  it('all unique: no error', () => {
    expect(
      bibUniquenessError([
        { athleteId: 1, bibNo: '1' },
        { athleteId: 2, bibNo: '2' },
      ]),
    ).toBeNull()
  })
})

describe('unusedBibs', () => {
  it('the numbers in the range nobody holds', () => {
    expect(unusedBibs(['1', '3', 'A4', ' 5 '], 1, 6)).toEqual([2, 4, 6])
  })

  it('property: unused and used numbers split the range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 })), (held) => {
        const unused = unusedBibs(held.map(String), 1, 50)
        expect(unused.length + new Set(held).size).toBe(50)
        for (const n of unused) expect(held).not.toContain(n)
      }),
    )
  })
})
