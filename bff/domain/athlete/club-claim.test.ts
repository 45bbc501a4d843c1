import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clubClaim, surnameKey, type ClubClaimAthlete } from './club-claim'

const club = (id: number) => ({ id, name: `Club ${id}` })
const of = (clubId: number | null, ...surnames: string[]): ClubClaimAthlete[] =>
  surnames.map((surName) => ({ surName, club: clubId === null ? null : club(clubId) }))

describe('the club-claim rule (one club, more than 2 distinct surnames)', () => {
  it('flags one club with three surnames, not two', () => {
    expect(clubClaim(of(7, 'Fenwick', 'Garside', 'Okafor'))).toEqual({ club: club(7), surnames: 3 })
    expect(clubClaim(of(7, 'Fenwick', 'Fenwick', 'Garside', 'Garside'))).toBeNull()
    expect(clubClaim([])).toBeNull()
  })

  it('does not flag athletes of two clubs, or one without a club', () => {
    expect(clubClaim([...of(7, 'Fenwick', 'Garside'), ...of(8, 'Okafor')])).toBeNull()
    expect(clubClaim([...of(7, 'Fenwick', 'Garside', 'Okafor'), ...of(null, 'Patel')])).toBeNull()
    expect(clubClaim(of(null, 'Fenwick', 'Garside', 'Okafor'))).toBeNull()
  })

  it('reads surnames written differently as one', () => {
    expect(surnameKey(' Smith-Jones ')).toBe(surnameKey('smith jones'))
    expect(surnameKey('Bréhaut')).toBe(surnameKey('BREHAUT'))
    expect(clubClaim(of(7, "O'Neil", 'ONeil', 'o neil', 'Fenwick'))).toBeNull()
  })

  const athlete = fc.record({
    surName: fc.constantFrom('Fenwick', 'fenwick', 'Garside', 'Okafor', 'Patel', 'Smith-Jones', 'smith jones', 'Nguyen'),
    club: fc.option(fc.integer({ min: 1, max: 3 }).map(club), { nil: null }),
  })
  const group = fc.array(athlete, { maxLength: 12 })

  it('property: flagged exactly when every athlete has the same club and there are more than 2 surname keys', () => {
    fc.assert(
      fc.property(group, (athletes) => {
        const clubs = new Set(athletes.map((a) => a.club?.id ?? 0))
        const keys = new Set(athletes.map((a) => surnameKey(a.surName)))
        const expected = athletes.length > 0 && clubs.size === 1 && !clubs.has(0) && keys.size > 2
        expect(clubClaim(athletes) !== null).toBe(expected)
      }),
    )
  })

  it('property: the order of the athletes and repeating one change nothing', () => {
    fc.assert(
      fc.property(group, (athletes) => {
        expect(clubClaim([...athletes].reverse())).toEqual(clubClaim(athletes))
        if (athletes.length > 0) expect(clubClaim([...athletes, athletes[0]])).toEqual(clubClaim(athletes))
      }),
    )
  })

  it('property: an athlete of another club never leaves the group flagged', () => {
    fc.assert(
      fc.property(group, athlete, (athletes, other) => {
        expect(clubClaim([...athletes, { ...other, club: club(99) }])).toBeNull()
      }),
    )
  })
})
