import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS, type UserAuth } from '../routing/permissions'
import { MAX_ADDRESSES, isAddressList, maySendTo, splitAddresses } from './audience'

const user = (over: Partial<UserAuth> = {}): UserAuth => ({ userId: 7, role: 'USER', permissions: [], ...over })
const builderOf = (orgId: number, compId = 0) => user({ permissions: [{ role: 'BUILDER', orgId, compId }] })
const comp = { kind: 'competition', compId: 40, orgId: 12 } as const

describe('maySendTo', () => {
  it('lets an admin write to everyone and to any competition', () => {
    const admin = user({ role: 'E4SUSER' })
    expect(maySendTo(admin, { kind: 'all' })).toBe(true)
    expect(maySendTo(admin, comp)).toBe(true)
  })

  it("lets a builder write to their competition's entrants, never to every user", () => {
    expect(maySendTo(builderOf(12), comp)).toBe(true)
    expect(maySendTo(builderOf(12, 40), comp)).toBe(true)
    expect(maySendTo(builderOf(12), { kind: 'all' })).toBe(false)
  })

  it("refuses a builder of another organisation or competition, an entrant, an app admin's 'all' and anonymous", () => {
    expect(maySendTo(builderOf(13), comp)).toBe(false)
    expect(maySendTo(builderOf(12, 41), comp)).toBe(false)
    expect(maySendTo(user(), comp)).toBe(false)
    expect(maySendTo(user({ role: 'APPADMIN' }), { kind: 'all' })).toBe(false)
    expect(maySendTo(ANONYMOUS, comp)).toBe(false)
    expect(maySendTo(null, { kind: 'all' })).toBe(false)
  })
})

describe('address lists', () => {
  it('splits on commas, semicolons and spaces', () => {
    expect(splitAddresses(' a@b.org, c@d.fr;e@f.uk  g@h.io ,')).toEqual(['a@b.org', 'c@d.fr', 'e@f.uk', 'g@h.io'])
    expect(splitAddresses('')).toEqual([])
  })

  it("accepts an empty list and well-shaped addresses; refuses one without an @ (§5 'Email')", () => {
    expect(isAddressList('')).toBe(true)
    expect(isAddressList('a@b.org, c@d.fr')).toBe(true)
    expect(isAddressList('a@b.org, nobody.example.org')).toBe(false)
    expect(isAddressList('a@b')).toBe(false)
  })

  it('refuses more than the most addresses', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `u${i}@example.org`).join(',')
    expect(isAddressList(many(MAX_ADDRESSES))).toBe(true)
    expect(isAddressList(many(MAX_ADDRESSES + 1))).toBe(false)
  })

  it('never accepts a list with a part lacking an @', () => {
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { maxLength: 5 }), fc.stringMatching(/^[a-z.]{1,12}$/), (good, bad) => {
        expect(isAddressList([...good, bad].join(','))).toBe(false)
      }),
    )
  })
})
