import { expect } from 'vitest'
import * as schedule from '../../bff/legacy/public-schedule.server'
import { SCHEDULE_REC } from '../../contract-fixtures/recorder/schedule-recordings'
import { ok, type Row } from './rows'

/** Replay rows of the public schedule's competition read recordings: one per mapping file. */

const R = SCHEDULE_REC
type Schedule = Awaited<ReturnType<typeof schedule.getCompetitionEvents>>

export const scheduleRows: Record<string, Row> = {
  'schedule-competition.success.json': {
    call: (l) => schedule.getCompetitionEvents(l(), R.compId),
    expect: ok((v: Schedule) => {
      expect(v.data.id).toBe(R.compId)
      expect(v.meta.compEvents.length).toBeGreaterThan(0)
      expect(v.meta.compEvents[0]).toMatchObject({ eventGroup: { name: expect.any(String) }, entryCount: { total: expect.any(Number) } })
      expect(v.meta.ageGroups.length).toBeGreaterThan(0)
    }),
  },
  'schedule-competition.business-error.json': {
    call: (l) => schedule.getCompetitionEvents(l(), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'schedule-competition.server-error.json': {
    call: (l) => schedule.getCompetitionEvents(l(), R.failingCompId.serverError),
    expect: { error: 'http', status: 500 },
  },
  'schedule-competition.malformed.json': {
    call: (l) => schedule.getCompetitionEvents(l(), R.failingCompId.malformed),
    expect: { error: 'contract' },
  },
}
