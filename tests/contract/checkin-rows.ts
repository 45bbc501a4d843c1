import { expect } from 'vitest'
import * as checkin from '../../bff/legacy/checkin.server'
import { CHECKIN_REC } from '../../contract-fixtures/recorder/checkin-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the check-in recordings (desk and athlete mode): one per mapping file. */

const R = CHECKIN_REC
type Athletes = Awaited<ReturnType<typeof checkin.searchCheckIn>>
const search = { compid: R.compId, pagesize: 5, page: 1 }

export const checkInRows: Record<string, Row> = {
  'checkin-summary.success.json': {
    call: (l) => checkin.getCheckInSummary(l(USER_TOKEN), R.compId),
    expect: ok((v: Awaited<ReturnType<typeof checkin.getCheckInSummary>>) => {
      expect(v.data).toMatchObject({ expected: 48, collected: 0, defaultFrom: 180, defaultTo: 60, useTerms: true })
      expect(v.data.terms).not.toBe('')
    }),
  },
  'checkin-summary.business-error.json': {
    call: (l) => checkin.getCheckInSummary(l(USER_TOKEN), R.noCheckInCompId),
    expect: { error: 'business', errNo: 1, text: /Check-in is not enabled/ },
  },
  ...tokenRows('checkin-summary', (l) => checkin.getCheckInSummary(l, R.compId)),

  'checkin-search.success.json': {
    call: (l) => checkin.searchCheckIn(l(USER_TOKEN), search),
    expect: ok((v: Athletes) => {
      expect(v.data).toHaveLength(5)
      expect(v.meta).toEqual({ totalCount: 48, page: 1, pageSize: 5 })
      expect(v.data[0]!.entries.length).toBeGreaterThan(0)
    }),
  },
  ...tokenRows('checkin-search', (l) => checkin.searchCheckIn(l, search)),

  'checkin-mark.success.json': {
    call: async (l) => {
      const first = (await checkin.searchCheckIn(l(USER_TOKEN), search)).data[0]!
      return checkin.markCheckIn(l(USER_TOKEN), R.compId, [{ athleteId: first.athleteId, collected: true, key: 'rec:1' }])
    },
    expect: ok((v: Awaited<ReturnType<typeof checkin.markCheckIn>>) => {
      expect(v.data[0]!.collected).toBe(true)
      expect(v.meta?.statuses).toEqual(['applied'])
    }),
  },
  ...tokenRows('checkin-mark', (l) => checkin.markCheckIn(l, R.compId, [{ athleteId: 1, collected: true }])),

  'checkin-clear.success.json': {
    call: (l) => checkin.clearCheckIn(l(USER_TOKEN), R.compId, 'all'),
    expect: ok(() => undefined),
  },

  'checkin-athlete.success.json': {
    call: (l) => checkin.getMyCheckIn(l(USER_TOKEN), R.compId),
    expect: ok((v: Awaited<ReturnType<typeof checkin.getMyCheckIn>>) => {
      expect(v.data.length).toBeGreaterThan(0)
      expect(v.meta).toMatchObject({ useTerms: true, defaultFrom: 180, defaultTo: 60 })
    }),
  },
  ...tokenRows('checkin-athlete', (l) => checkin.getMyCheckIn(l, R.compId)),

  'checkin-athlete-mark.success.json': {
    call: async (l) => {
      const own = (await checkin.getMyCheckIn(l(USER_TOKEN), R.compId)).data[0]!
      return checkin.markMyCheckIn(
        l(USER_TOKEN),
        R.compId,
        [{ athleteId: own.athleteId, entries: [{ id: own.entries[0]!.id, checkedIn: true }] }],
        true,
      )
    },
    expect: ok((v: Awaited<ReturnType<typeof checkin.markMyCheckIn>>) => expect(v.data[0]!.entries[0]!.checkedIn).toBe(true)),
  },
  'checkin-athlete-mark.business-error.json': {
    call: async (l) => {
      const mine = (await checkin.getMyCheckIn(l(USER_TOKEN), R.compId)).data.map((a) => a.athleteId)
      const stranger = (await checkin.searchCheckIn(l(USER_TOKEN), search)).data.find((a) => !mine.includes(a.athleteId))!
      return checkin.markMyCheckIn(
        l(USER_TOKEN),
        R.compId,
        [{ athleteId: stranger.athleteId, entries: [{ id: stranger.entries[0]!.id, checkedIn: true }] }],
        true,
      )
    },
    expect: { error: 'business', errNo: 1, text: /only check in your own athletes/ },
  },
}
