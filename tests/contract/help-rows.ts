import { expect } from 'vitest'
import * as help from '../../bff/legacy/help.server'
import { HELP_REC, helpCreateBody, helpUpdateBody } from '../../contract-fixtures/recorder/help-recordings'
import { USER_TOKEN, ok, tokenRows, type Row } from './rows'

/** Replay rows of the field help recordings (read by key and by id, list, create, update): one per mapping file. */

const R = HELP_REC
const ADMIN = 'rec-admin-token'
type Read = Awaited<ReturnType<typeof help.getHelpByKey>>
type List = Awaited<ReturnType<typeof help.listHelp>>
const list = { startswith: R.list.startswith, pagenumber: R.list.pagenumber, pagesize: R.list.pagesize }

export const helpRows: Record<string, Row> = {
  'help-read.success.json': {
    call: (l) => help.getHelpByKey(l(), R.key.known),
    expect: ok((v: Read) => expect(v.data).toMatchObject({ id: 1, key: R.key.known, title: 'Competition name', type: 'H' })),
  },
  'help-read.business-error.json': {
    call: (l) => help.getHelpByKey(l(), R.key.unknown),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  'help-read.server-error.json': { call: (l) => help.getHelpByKey(l(), R.key.serverError), expect: { error: 'http', status: 500 } },
  'help-read.malformed.json': { call: (l) => help.getHelpByKey(l(), R.key.malformed), expect: { error: 'contract' } },

  'help-read-id.success.json': {
    call: (l) => help.getHelpById(l(ADMIN), R.id.known),
    expect: ok((v: Read) => expect(v.data).toMatchObject({ id: R.id.known, key: R.key.known })),
  },
  'help-read-id.business-error.json': {
    call: (l) => help.getHelpById(l(ADMIN), R.id.unknown),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('help-read-id', (l) => help.getHelpById(l, R.id.known)),

  'help-list.success.json': {
    call: (l) => help.listHelp(l(ADMIN), list),
    expect: ok((v: List) => {
      expect(v.data.map((i) => i.key).every((k) => k.startsWith(R.list.startswith))).toBe(true)
      expect(v.meta.totalCount).toBeGreaterThanOrEqual(v.data.length)
    }),
  },
  'help-list.business-error.json': {
    call: (l) => help.listHelp(l(USER_TOKEN), list),
    expect: { error: 'business', errNo: 1, text: /permission/ },
  },
  ...tokenRows('help-list', (l) => help.listHelp(l, list)),

  'help-create.success.json': {
    call: (l) => help.saveHelp(l(ADMIN), helpCreateBody(R.created)),
    expect: ok((v: Read) => expect(v.data).toMatchObject({ key: R.created, title: 'Recorded help' })),
  },
  'help-create.business-error.json': {
    call: (l) => help.saveHelp(l(ADMIN), helpCreateBody(R.takenKey)),
    expect: { error: 'business', errNo: 1, text: /already exists/ },
  },
  ...tokenRows('help-create', (l) => help.saveHelp(l, helpCreateBody(R.created))),

  'help-update.success.json': {
    call: (l) => help.saveHelp(l(ADMIN), helpUpdateBody(R.id.known)),
    expect: ok((v: Read) => expect(v.data).toMatchObject({ id: R.id.known, key: R.key.known })),
  },
  'help-update.business-error.json': {
    call: (l) => help.saveHelp(l(ADMIN), helpUpdateBody(R.id.unknown)),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('help-update', (l) => help.saveHelp(l, helpUpdateBody(R.id.known))),
}
