import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keepsEvent, parseScheduleFilter, SCHEDULE_FILTERS } from './schedule-filter'

describe('the schedule quick filter (All, Track, Field)', () => {
  it('reads its three names; anything else is All', () => {
    expect(SCHEDULE_FILTERS.map(parseScheduleFilter)).toEqual(['all', 'track', 'field'])
    for (const v of [null, '', 'TRACK', 'road', 'track ']) expect(parseScheduleFilter(v)).toBe('all')
  })

  it('Track keeps track events, Field field events; multi, road and cross country only under All', () => {
    expect(['T', 'F', 'M', 'R', 'X'].filter((tf) => keepsEvent('track', tf))).toEqual(['T'])
    expect(['T', 'F', 'M', 'R', 'X'].filter((tf) => keepsEvent('field', tf))).toEqual(['F'])
    expect(['T', 'F', 'M', 'R', 'X'].filter((tf) => keepsEvent('all', tf))).toEqual(['T', 'F', 'M', 'R', 'X'])
  })

  it('Track and Field never both keep an event, and All keeps whatever either keeps', () => {
    fc.assert(
      fc.property(fc.string(), (tf) => {
        expect(keepsEvent('track', tf) && keepsEvent('field', tf)).toBe(false)
        if (keepsEvent('track', tf) || keepsEvent('field', tf)) expect(keepsEvent('all', tf)).toBe(true)
      }),
    )
  })
})
