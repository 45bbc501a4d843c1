import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROFILE_CLUB_MAX, profileClubSchema } from './profile'

// The self-service profile's club name (1-shell §4): the same schema in the browser and on the server.

const parse = (club: unknown) => profileClubSchema.safeParse({ club })

describe('profileClubSchema', () => {
  it('keeps a club name trimmed', () => {
    expect(parse('  Stonegate Harriers & AC ')).toEqual({ success: true, data: { club: 'Stonegate Harriers & AC' } })
  })

  it.each([undefined, '', '   ', 'x'.repeat(PROFILE_CLUB_MAX + 1)])('refuses %j with profile.errors.club', (club) => {
    const parsed = parse(club)
    expect(parsed.success).toBe(false)
    if (!parsed.success) expect(parsed.error.issues[0]!.message).toBe('profile.errors.club')
  })

  it('accepts exactly the names with 1 to 100 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (club) => {
        const length = club.trim().length
        expect(parse(club).success).toBe(length >= 1 && length <= PROFILE_CLUB_MAX)
      }),
    )
  })
})
