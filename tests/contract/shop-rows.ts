import { expect } from 'vitest'
import { sendContactOrganiser } from '../../bff/legacy/contact.server'
import { getEntryPerf } from '../../bff/legacy/entry-perf.server'
import { contactBody, SHOP_REC } from '../../contract-fixtures/recorder/shop-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the entry performance and ask-organiser recordings: one per mapping file. */

type Sent = Awaited<ReturnType<typeof sendContactOrganiser>>

type Perf = Awaited<ReturnType<typeof getEntryPerf>>

export const shopRows: Record<string, Row> = {
  'entry-perf.success.json': {
    call: (l) => getEntryPerf(l(USER_TOKEN), SHOP_REC.entryId),
    expect: ok((v: Perf) => {
      expect(v.data.entryId).toBe(SHOP_REC.entryId)
      expect(v.data.eventName).toBe('Discus')
      expect(v.data.uom.length).toBeGreaterThan(0)
    }),
  },
  'entry-perf.business-error.json': {
    call: (l) => getEntryPerf(l(USER_TOKEN), SHOP_REC.unknownEntryId),
    expect: { error: 'business', errNo: 1, text: /Entry not found/ },
  },
  ...tokenRows('entry-perf', (l) => getEntryPerf(l, SHOP_REC.entryId)),
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
