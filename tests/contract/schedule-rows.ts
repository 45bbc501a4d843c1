import { expect } from 'vitest'
import * as schedule from '../../bff/legacy/public-schedule.server'
import { SCHEDULE_REC } from '../../contract-fixtures/recorder/schedule-recordings'
import { ok, type Row } from './rows'

/** Replay rows of the public schedule recordings: one per mapping file. */

const R = SCHEDULE_REC
type Schedule = Awaited<ReturnType<typeof schedule.getPublicSchedule>>

export const scheduleRows: Record<string, Row> = {
  'schedule-public.success.json': {
    call: (l) => schedule.getPublicSchedule(l(), R.compId),
    expect: ok((v: Schedule) => {
      expect(v.data.comp.id).toBe(R.compId)
      expect(v.data.events.length).toBeGreaterThan(0)
      expect(v.data.events[0]).toMatchObject({ eventGroup: expect.any(String), entryCount: expect.any(Number) })
    }),
  },
  'schedule-public.business-error.json': {
    call: (l) => schedule.getPublicSchedule(l(), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'schedule-public.server-error.json': {
    call: (l) => schedule.getPublicSchedule(l(), R.failingCompId.serverError),
    expect: { error: 'http', status: 500 },
  },
  'schedule-public.malformed.json': {
    call: (l) => schedule.getPublicSchedule(l(), R.failingCompId.malformed),
    expect: { error: 'contract' },
  },
}
