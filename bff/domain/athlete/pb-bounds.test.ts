import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePerformance } from './performance'
import { RACE_RECORDS, sanityBounds } from './pb-bounds'

const metres = { type: 'D', pattern: 'm.SS' } as const
const time = { type: 'T', pattern: 'm:ss.SS' } as const

describe('sanityBounds (issue 11)', () => {
  it('gives field events a ceiling above the world record and races a floor below it', () => {
    expect(sanityBounds('Long Jump', 'D')).toEqual({ ceiling: 9.85 })
    expect(sanityBounds('High Jump', 'H').ceiling).toBeGreaterThan(2.45)
    expect(sanityBounds('Javelin 700g', 'D').ceiling).toBeGreaterThan(104.8)
    expect(sanityBounds('Decathlon', 'P').ceiling).toBeGreaterThan(9126)
    expect(sanityBounds('100m', 'T')).toEqual({ floor: 8.62 })
    expect(sanityBounds('1 Mile', 'T').floor).toBeLessThan(223.13)
    expect(sanityBounds('75m Hurdles', 'T').floor).toBeLessThan(75 / (100 / 9.58))
  })

  it('leaves alone what it does not know: relays, unnamed events, a type the name does not fit', () => {
    expect(sanityBounds('4x100m Relay', 'T')).toEqual({})
    expect(sanityBounds('Fun run', 'T')).toEqual({})
    expect(sanityBounds('Long Jump', 'T')).toEqual({})
  })

  it('refuses a 99 m Long Jump with the spec message, and keeps the event own limits first', () => {
    const sanity = sanityBounds('Long Jump', 'D')
    expect(parsePerformance('99', metres, { min: 0, max: 0, sanity })).toEqual({ ok: false, message: 'aboveMax' })
    expect(parsePerformance('6.12', metres, { min: 0, max: 0, sanity })).toMatchObject({ ok: true, value: 6.12 })
    expect(parsePerformance('99', metres, { min: 1, max: 100, sanity })).toMatchObject({ ok: true, value: 99 })
    expect(parsePerformance('5.1', time, { min: 0, max: 0, sanity: sanityBounds('100m', 'T') })).toEqual({ ok: false, message: 'belowMin' })
  })

  it('never refuses a mark within the world records, whatever the race distance', () => {
    // Distances with a record of their own are drawn as often as any other: the record, not the
    // 100 m speed, is what their floor stands on (a 400 m at 100 m speed beats its record by 11%).
    const distances = fc.oneof(fc.integer({ min: 50, max: 42195 }), fc.constantFrom(...Object.keys(RACE_RECORDS).map(Number)))
    fc.assert(
      fc.property(distances, fc.double({ min: 0, max: 1, noNaN: true }), (distance, f) => {
        const { floor } = sanityBounds(`${distance}m`, 'T')
        // The world record, or where there is none here the fastest speed ever run over 100 m.
        const seconds = (RACE_RECORDS[distance] ?? distance / (100 / 9.58)) * (1 + f)
        expect(floor).toBeDefined()
        expect(seconds).toBeGreaterThanOrEqual(floor!)
      }),
    )
  })
})
