import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { actingClub, actingFirst } from './acting-club'

describe('actingClub', () => {
  it.each([
    { name: 'no club at all', represents: [], requested: null, remembered: null, want: { kind: 'none' } },
    { name: 'the first club by default', represents: [7, 9], requested: null, remembered: null, want: { kind: 'club', id: 7 } },
    { name: 'the club chosen earlier', represents: [7, 9], requested: null, remembered: 9, want: { kind: 'club', id: 9 } },
    { name: 'a chosen club no longer represented', represents: [7, 9], requested: null, remembered: 5, want: { kind: 'club', id: 7 } },
    { name: 'the club asked for', represents: [7, 9], requested: 9, remembered: 7, want: { kind: 'club', id: 9 } },
    { name: 'a club not represented', represents: [7, 9], requested: 5, remembered: 7, want: { kind: 'notYours' } },
    { name: 'any club for a user with none', represents: [], requested: 7, remembered: null, want: { kind: 'notYours' } },
  ])('$name', ({ represents, requested, remembered, want }) => {
    expect(actingClub({ represents, requested, remembered })).toEqual(want)
  })

  it('never acts for a club the user does not represent', () => {
    const id = fc.integer({ min: 1, max: 20 })
    fc.assert(
      fc.property(fc.array(id), fc.option(id), fc.option(id), (represents, requested, remembered) => {
        const got = actingClub({ represents, requested, remembered })
        if (got.kind === 'club') expect(represents).toContain(got.id)
      }),
    )
  })
})

describe('actingFirst', () => {
  it('puts the acting club first and keeps the others in order', () => {
    expect(actingFirst([7, 9, 11], 9)).toEqual([9, 7, 11])
    expect(actingFirst([7, 9], null)).toEqual([7, 9])
    expect(actingFirst([7, 9], 5)).toEqual([7, 9])
  })
})
