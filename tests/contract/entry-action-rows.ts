import { expect } from 'vitest'
import * as actions from '../../bff/legacy/entry-actions.server'
import { ENTRY_ACTION_REC } from '../../contract-fixtures/recorder/entry-action-recordings'
import { ACTIONS_DEMO } from '../../contract-fixtures/seed'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the entry action recordings (read, cancel), made as the admin: one per mapping file. */

const R = ENTRY_ACTION_REC
const ADMIN = 'rec-admin-token'
type Read = Awaited<ReturnType<typeof actions.readEntry>>
type Cancel = Awaited<ReturnType<typeof actions.cancelEntry>>

export const entryActionRows: Record<string, Row> = {
  'entry-read.success.json': {
    call: (l) => actions.readEntry(l(ADMIN), R.entryId),
    expect: ok((v: Read) =>
      expect(v.data).toMatchObject({ entryId: R.entryId, compId: ACTIONS_DEMO.compId, athleteId: ACTIONS_DEMO.athleteId, paid: 1 }),
    ),
  },
  'entry-read.business-error.json': {
    call: (l) => actions.readEntry(l(ADMIN), R.unknownEntryId),
    expect: { error: 'business', errNo: 1, text: /Entry not found\./ },
  },
  ...tokenRows('entry-read', (l) => actions.readEntry(l, R.entryId)),
  'entry-cancel.success.json': {
    call: (l) => actions.cancelEntry(l(ADMIN), { entryId: R.cancelledEntryId, reason: R.reason, settle: 'REFUND' }),
    expect: ok((v: Cancel) => expect(v.data).toMatchObject({ entryId: R.cancelledEntryId, settlement: 'REFUND' })),
  },
  'entry-cancel.business-error.json': {
    call: (l) => actions.cancelEntry(l(ADMIN), { entryId: R.refusedEntryId, reason: ' ', settle: '' }),
    expect: { error: 'business', errNo: 1, text: /A reason is required\./ },
  },
  ...tokenRows('entry-cancel', (l) => actions.cancelEntry(l, { entryId: R.cancelledEntryId, reason: R.reason, settle: 'REFUND' })),
}
