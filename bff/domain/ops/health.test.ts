import { describe, expect, it } from 'vitest'
import { lateHealthMonitors } from './health'

describe('lateHealthMonitors', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('flags monitors whose last run is older than their interval', () => {
    expect(
      lateHealthMonitors(
        {
          orderCheck: { every: 60, lastRun: '2026-11-22T11:00:00+00:00' }, // exactly on time
          entryCheck: { every: 60, lastRun: '2026-11-22T10:59:59+00:00' }, // a second late
          waitingList: { every: 5, lastRun: '' }, // never ran
          paymentStatus: { every: 0, lastRun: '2020-01-01T00:00:00Z' }, // no interval: not monitored
        },
        now,
      ),
    ).toEqual(['entryCheck', 'waitingList'])
  })
  it('nothing late, nothing to show', () => {
    expect(lateHealthMonitors({}, now)).toEqual([])
  })
})
