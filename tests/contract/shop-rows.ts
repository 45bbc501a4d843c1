import { expect } from 'vitest'
import { sendContactOrganiser } from '../../bff/legacy/contact.server'
import { contactBody, SHOP_REC } from '../../contract-fixtures/recorder/shop-recordings'
import { ok, type Row } from './rows'

/** Replay rows of the ask-organiser recordings: one per mapping file. */

type Sent = Awaited<ReturnType<typeof sendContactOrganiser>>

export const shopRows: Record<string, Row> = {
  'contact-organiser.success.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-question')),
    expect: ok((v: Sent) => expect(v.errNo).toBe(0)),
  },
  'contact-organiser.business-error.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-unknown-comp', SHOP_REC.unknownCompId)),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'contact-organiser.server-error.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-500')),
    expect: { error: 'http', status: 500 },
  },
  'contact-organiser.malformed.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-malformed')),
    expect: { error: 'contract' },
  },
}
