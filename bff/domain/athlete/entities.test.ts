import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { holdsEntity, mayUnlinkAthletes } from './entities'

describe('athlete link deletion (2-entry §5: only a user with no entities)', () => {
  it('allows a user with no entities, not a club, county or region representative', () => {
    expect(mayUnlinkAthletes({ clubs: [], counties: [], regions: [] })).toBe(true)
    expect(mayUnlinkAthletes({ clubs: [1009], counties: [], regions: [] })).toBe(false)
    expect(mayUnlinkAthletes({ clubs: [], counties: [4], regions: [] })).toBe(false)
    expect(mayUnlinkAthletes({ clubs: [], counties: [], regions: [2] })).toBe(false)
  })

  it('property: allowed exactly when the user holds no entity of any level', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 9999 }), { maxLength: 3 })
    fc.assert(
      fc.property(ids, ids, ids, (clubs, counties, regions) => {
        const represents = { clubs, counties, regions }
        expect(mayUnlinkAthletes(represents)).toBe(clubs.length === 0 && counties.length === 0 && regions.length === 0)
        expect(mayUnlinkAthletes(represents)).toBe(!holdsEntity(represents))
      }),
    )
  })
})
