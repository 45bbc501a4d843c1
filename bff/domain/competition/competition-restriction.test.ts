import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { keepsOut, toCompetitionRestriction } from './competition-restriction'
import type { CompetitionRestriction } from '../schedule/schedule'
import { makeScheduleContext, TEST_NOW } from '../schedule/schedule.test-support'

// The test athlete: club 10, county 20, region 30.
const athlete = makeScheduleContext().athlete
const restriction = (r: Partial<CompetitionRestriction>): CompetitionRestriction => ({ clubs: [], areas: [], endsAt: null, ...r })
const ago = new Date(TEST_NOW.getTime() - 60_000).toISOString()
const ahead = new Date(TEST_NOW.getTime() + 60_000).toISOString()

describe('toCompetitionRestriction', () => {
  it('keeps the ids and reads an empty cut-off as none', () => {
    const wire = { clubs: [{ id: 4, name: 'A' }], areas: [{ id: 8, name: 'B' }], onlyClubsUpTo: ' ' }
    expect(toCompetitionRestriction(wire)).toEqual({ clubs: [4], areas: [8], endsAt: null })
    expect(toCompetitionRestriction({ ...wire, onlyClubsUpTo: ahead }).endsAt).toBe(ahead)
  })
})

describe('keepsOut', () => {
  it.each<[string, CompetitionRestriction | undefined, Partial<typeof athlete>, boolean]>([
    ['no restriction', undefined, {}, false],
    ['empty lists', restriction({}), {}, false],
    ['athlete of another club', restriction({ clubs: [11] }), {}, true],
    ['athlete of a listed club', restriction({ clubs: [10, 11] }), {}, false],
    ["athlete's second club listed", restriction({ clubs: [11] }), { club2Id: 11 }, false],
    ['before the cut-off', restriction({ clubs: [11], endsAt: ahead }), {}, true],
    ['cut-off passed', restriction({ clubs: [11], endsAt: ago }), {}, false],
    ['unreadable cut-off: the restriction stays', restriction({ clubs: [11], endsAt: 'soon' }), {}, true],
    ['athlete of a listed county', restriction({ areas: [20] }), {}, false],
    ['athlete of a listed region', restriction({ clubs: [11], areas: [30] }), {}, false],
    ['athlete of another area', restriction({ areas: [21] }), {}, true],
    ['areas only, area unknown: left to the server', restriction({ areas: [21] }), { countyId: 0, regionId: 0 }, false],
    ['clubs and areas, area unknown, other club', restriction({ clubs: [11], areas: [21] }), { countyId: 0, regionId: 0 }, true],
  ])('%s', (_name, r, own, expected) => {
    expect(keepsOut(r, { ...athlete, ...own }, TEST_NOW)).toBe(expected)
  })

  it('never keeps out an athlete whose club is listed, nor anyone once the cut-off has passed', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 4 })
    fc.assert(
      fc.property(ids, ids, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 }), (clubs, areas, clubId, countyId) => {
        const who = { ...athlete, clubId, countyId, regionId: 0 }
        expect(keepsOut(restriction({ clubs: [...clubs, clubId], areas }), who, TEST_NOW)).toBe(false)
        expect(keepsOut(restriction({ clubs, areas, endsAt: ago }), who, TEST_NOW)).toBe(false)
      }),
    )
  })
})
