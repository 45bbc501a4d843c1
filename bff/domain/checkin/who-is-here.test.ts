import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isHere, whoIsHere } from './who-is-here'

const athlete = fc.record({ id: fc.nat(), entries: fc.array(fc.record({ checkedIn: fc.boolean() }), { maxLength: 4 }) })

describe('who is here', () => {
  it('an athlete checked in to at least one entry is here; none checked in, or no entries, is not', () => {
    expect(isHere({ entries: [{ checkedIn: false }, { checkedIn: true }] })).toBe(true)
    expect(isHere({ entries: [{ checkedIn: false }] })).toBe(false)
    expect(isHere({ entries: [] })).toBe(false)
  })

  it('keeps exactly the athletes with a checked-in entry, in their order', () => {
    fc.assert(
      fc.property(fc.array(athlete, { maxLength: 20 }), (athletes) => {
        const here = whoIsHere(athletes)
        expect(here.every((a) => a.entries.some((e) => e.checkedIn))).toBe(true)
        const dropped = athletes.filter((a) => !here.includes(a))
        expect(dropped.every((a) => a.entries.every((e) => !e.checkedIn))).toBe(true)
        // In their order: each kept athlete comes after the one before it.
        const positions = here.map((a) => athletes.indexOf(a))
        expect(positions).toEqual([...positions].sort((x, y) => x - y))
      }),
    )
  })
})
