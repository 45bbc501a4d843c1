import { expect } from 'vitest'
import * as cheques from '../../bff/legacy/cheques.server'
import { CHEQUE_REC } from '../../contract-fixtures/recorder/cheque-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the cheque recordings: one per mapping file. */

const R = CHEQUE_REC
const ADMIN_TOKEN = 'rec-admin-token'
type Listed = Awaited<ReturnType<typeof cheques.listCheques>>
type Received = Awaited<ReturnType<typeof cheques.markChequeReceived>>

export const chequeRows: Record<string, Row> = {
  'cheques-list.success.json': {
    call: (l) => cheques.listCheques(l(ADMIN_TOKEN)),
    expect: ok((v: Listed) => {
      expect(v.data.map((c) => c.id)).toContain(R.awaiting)
      expect(v.data.find((c) => c.id === R.paid)?.paid).toBe(1)
    }),
  },
  'cheques-list.business-error.json': {
    call: (l) => cheques.listCheques(l(USER_TOKEN)),
    expect: { error: 'business', errNo: 1, text: /permission/ },
  },
  ...tokenRows('cheques-list', (l) => cheques.listCheques(l)),

  'cheques-received.success.json': {
    call: (l) => cheques.markChequeReceived(l(ADMIN_TOKEN), R.awaiting),
    expect: ok((v: Received) => expect(v.data).toMatchObject({ id: R.awaiting, paid: 1 })),
  },
  'cheques-received.business-error.json': {
    call: (l) => cheques.markChequeReceived(l(ADMIN_TOKEN), R.paid),
    expect: { error: 'business', errNo: 1, text: /not awaiting/ },
  },
  ...tokenRows('cheques-received', (l) => cheques.markChequeReceived(l, R.awaiting)),
}
