import { expect } from 'vitest'
import * as status from '../../bff/legacy/competition-status.server'
import * as validate from '../../bff/legacy/competition-validate.server'
import { VALIDATE_REC } from '../../contract-fixtures/recorder/validate-recordings'
import { STATUS_REC, statusSaveBody } from '../../contract-fixtures/recorder/status-recordings'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the competition status recordings (read, save), made as the admin: one per mapping file. */

const R = STATUS_REC
const ADMIN = 'rec-admin-token'
type Read = Awaited<ReturnType<typeof status.getCompetitionStatus>>
const saveInput = (moveto: number) => ({ ...status.competitionStatusWire.parse({}), ...statusSaveBody(moveto) })

export const statusRows: Record<string, Row> = {
  'status-read.success.json': {
    call: (l) => status.getCompetitionStatus(l(ADMIN), R.compId),
    expect: ok((v: Read) => {
      expect(v.data).toMatchObject({ compid: R.compId, wfid: R.invoiced, previd: 2, nextid: R.paid, nextdescription: 'Paid' })
      expect(v.meta.workflow.find((w) => w.id === R.paid)?.code).toBe('PAID')
    }),
  },
  'status-read.business-error.json': {
    call: (l) => status.getCompetitionStatus(l(ADMIN), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  ...tokenRows('status-read', (l) => status.getCompetitionStatus(l, R.compId)),
  'status-save.success.json': {
    call: (l) => status.saveCompetitionStatus(l(ADMIN), saveInput(R.invoiced)),
    expect: ok(() => undefined),
  },
  'status-save.business-error.json': {
    call: (l) => status.saveCompetitionStatus(l(ADMIN), saveInput(R.paid)),
    expect: { error: 'business', errNo: 1, text: /Bank reference required\./ },
  },
  ...tokenRows('status-save', (l) => status.saveCompetitionStatus(l, saveInput(R.invoiced))),
}

const V = VALIDATE_REC
type Checked = Awaited<ReturnType<typeof validate.validateCompetition>>

/** Replay rows of the competition check recordings. */
export const validateRows: Record<string, Row> = {
  'validate.success.json': {
    call: (l) => validate.validateCompetition(l(ADMIN), V.problems),
    expect: ok((v: Checked) => expect(v.data).toEqual([{ code: 'NOT_ACTIVE', message: 'The competition is not active.' }])),
  },
  'validate.success-ready.json': {
    call: (l) => validate.validateCompetition(l(ADMIN), V.ready),
    expect: ok((v: Checked) => expect(v.data).toEqual([])),
  },
  'validate.business-error.json': {
    call: (l) => validate.validateCompetition(l(ADMIN), V.unknown),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  ...tokenRows('validate', (l) => validate.validateCompetition(l, V.problems)),
}
