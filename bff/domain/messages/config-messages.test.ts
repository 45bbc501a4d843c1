import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { visibleMessages, type ConfigMessage } from './config-messages'

const m = (id: number, level: string, message: string, adminOnly = false): ConfigMessage => ({ id, level, message, adminOnly })

describe("the config's user messages (1-shell §3, §8)", () => {
  it('WARN is a warning, any other level information; admin-only ones reach admins only; empty ones nobody', () => {
    const messages = [m(1, 'WARN', 'Payments slow'), m(2, 'INFO', 'New season'), m(3, 'warn', 'Reindex tonight', true), m(4, 'INFO', '  ')]
    expect(visibleMessages(messages, false)).toEqual([
      { id: 1, level: 'warn', text: 'Payments slow', adminOnly: false },
      { id: 2, level: 'info', text: 'New season', adminOnly: false },
    ])
    expect(visibleMessages(messages, true).map((v) => [v.id, v.level])).toEqual([
      [1, 'warn'],
      [2, 'info'],
      [3, 'warn'],
    ])
  })

  it('a non-admin never sees an admin-only message, whatever the list', () => {
    const arb = fc.array(fc.record({ id: fc.nat(), level: fc.string(), message: fc.string(), adminOnly: fc.boolean() }))
    fc.assert(
      fc.property(arb, (messages) => {
        expect(visibleMessages(messages, false).some((v) => v.adminOnly)).toBe(false)
        expect(visibleMessages(messages, true).length).toBeGreaterThanOrEqual(visibleMessages(messages, false).length)
      }),
    )
  })
})
