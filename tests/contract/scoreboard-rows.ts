import { expect } from 'vitest'
import * as scoreboard from '../../bff/legacy/scoreboard.server'
import { SCOREBOARD_REC } from '../../contract-fixtures/recorder/scoreboard-recordings'
import { ok, type Row } from './rows'

/** Replay rows of the scoreboard recordings: one per mapping file. */

const R = SCOREBOARD_REC
type Board = Awaited<ReturnType<typeof scoreboard.getScoreboardEvent>>

export const scoreboardRows: Record<string, Row> = {
  'scoreboard-event.success.json': {
    call: (l) => scoreboard.getScoreboardEvent(l(), R.compId, R.eventNo),
    expect: ok((v: Board) => {
      expect(v.data.comp.id).toBe(R.compId)
      expect(v.data.eventGroup.eventNo).toBe(R.eventNo)
      expect(v.data.athlete?.bibNo).toBeTruthy()
      expect(v.data.ranking[0]?.position).toBe(1)
    }),
  },
  'scoreboard-event.business-error.json': {
    call: (l) => scoreboard.getScoreboardEvent(l(), R.unknownCompId, R.eventNo),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'scoreboard-event.server-error.json': {
    call: (l) => scoreboard.getScoreboardEvent(l(), R.compId, R.failingEventNo.serverError),
    expect: { error: 'http', status: 500 },
  },
  'scoreboard-event.malformed.json': {
    call: (l) => scoreboard.getScoreboardEvent(l(), R.compId, R.failingEventNo.malformed),
    expect: { error: 'contract' },
  },
}
