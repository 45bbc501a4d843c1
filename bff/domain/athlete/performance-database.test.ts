import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasPerformanceDatabase, performanceDbPbs } from './performance-database'

describe('the external performance database (2-entry §6, §7)', () => {
  it('needs a registration number of the EA authority', () => {
    expect(hasPerformanceDatabase({ urn: '1900001', aocode: 'EA' })).toBe(true)
    expect(hasPerformanceDatabase({ urn: '1900001', aocode: 'ea ' })).toBe(true)
    expect(hasPerformanceDatabase({ urn: ' ', aocode: 'EA' })).toBe(false)
    expect(hasPerformanceDatabase({ urn: '1900001', aocode: 'IRL' })).toBe(false)
  })

  it('lists one PB per event, by event name, leaving out empty ones', () => {
    const pb = (eventId: number, eventName: string, pbText: string) => ({ eventId, eventName, pbText, sbText: '' })
    expect(performanceDbPbs([pb(20, 'Long Jump', '4.35'), pb(2, '100m', '13.10'), pb(20, 'Long Jump', '4.10'), pb(3, '200m', '')])).toEqual(
      [pb(2, '100m', '13.10'), pb(20, 'Long Jump', '4.35')],
    )
  })

  it('never lists an event twice', () => {
    const row = fc.record({ eventId: fc.integer({ min: 1, max: 5 }), eventName: fc.string(), pbText: fc.string(), sbText: fc.string() })
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const ids = performanceDbPbs(rows).map((r) => r.eventId)
        expect(new Set(ids).size).toBe(ids.length)
      }),
    )
  })
})
