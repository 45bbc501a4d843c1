import { expect } from 'vitest'
import * as bibs from '../../bff/legacy/bibs.server'
import { BIB_REC } from '../../contract-fixtures/recorder/bib-recordings'
import { bibRoster } from '../../contract-fixtures/simulator/bibs'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { createSeed } from '../../contract-fixtures/seed'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the bib recordings (list, unused, change), made as the admin: one per mapping file. */

const R = BIB_REC
const ADMIN = 'rec-admin-token'
// The recorder's roster, drawn again from the same seed: the first two athletes of the meeting.
const [first, second] = bibRoster(createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE })), R.compId)!
type List = Awaited<ReturnType<typeof bibs.listBibs>>
type Unused = Awaited<ReturnType<typeof bibs.getUnusedBibs>>

export const bibRows: Record<string, Row> = {
  'bibs-list.success.json': {
    call: (l) => bibs.listBibs(l(ADMIN), R.compId),
    expect: ok((v: List) => {
      expect(v.data).toHaveLength(48)
      expect(v.data[0]).toMatchObject({ athleteId: first!.athleteId, bibNo: first!.bibNo })
    }),
  },
  ...tokenRows('bibs-list', (l) => bibs.listBibs(l, R.compId)),
  'bibs-unused.success.json': {
    call: (l) => bibs.getUnusedBibs(l(ADMIN), R.compId),
    expect: ok((v: Unused) => expect(Array.isArray(v.data)).toBe(true)),
  },
  'bibs-unused.business-error.json': {
    call: (l) => bibs.getUnusedBibs(l(ADMIN), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  ...tokenRows('bibs-unused', (l) => bibs.getUnusedBibs(l, R.compId)),
  'bibs-change.success.json': {
    call: (l) => bibs.changeBib(l(ADMIN), R.compId, first!.athleteId, first!.bibNo),
    expect: ok(() => undefined),
  },
  'bibs-change.business-error.json': {
    call: (l) => bibs.changeBib(l(ADMIN), R.compId, first!.athleteId, second!.bibNo),
    expect: { error: 'business', errNo: 1, text: /Please make sure all entries have unique bib numbers\./ },
  },
  ...tokenRows('bibs-change', (l) => bibs.changeBib(l, R.compId, first!.athleteId, first!.bibNo)),
}
