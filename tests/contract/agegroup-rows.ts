import { expect } from 'vitest'
import * as ag from '../../bff/legacy/agegroups.server'
import { AGEGROUP_REC, ageGroupBody } from '../../contract-fixtures/recorder/agegroup-recordings'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the age group recordings: one per mapping file. */

const R = AGEGROUP_REC
const ADMIN_TOKEN = 'rec-admin-token'
type List = Awaited<ReturnType<typeof ag.listAgeGroups>>
type One = Awaited<ReturnType<typeof ag.getAgeGroupDefinition>>
const body = (name: string) => ageGroupBody(name) as ag.AgeGroupInput

export const ageGroupRows: Record<string, Row> = {
  'agegroup-list.success.json': {
    call: (l) => ag.listAgeGroups(l()),
    expect: ok((v: List) => {
      expect(v.data.find((g) => g.id === 1)).toMatchObject({ name: 'Under 11', keyName: 'U11', options: { aocode: 'EA', default: true } })
    }),
  },
  'agegroup-list.malformed.json': { call: (l) => ag.listAgeGroups(l('rec-malformed-token')), expect: { error: 'contract' } },

  'agegroup-def.success.json': {
    call: (l) => ag.getAgeGroupDefinition(l(), R.known, R.compId),
    expect: ok((v: One) => expect(v.data).toMatchObject({ id: R.known, minAge: expect.any(Number), maxAge: expect.any(Number) })),
  },
  'agegroup-def.business-error.json': {
    call: (l) => ag.getAgeGroupDefinition(l(), R.unknown, R.compId),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },

  'agegroup-create.success.json': {
    call: (l) => ag.saveAgeGroup(l(ADMIN_TOKEN), 0, body(R.name.success)),
    expect: ok((v: One) => expect(v.data).toMatchObject({ name: R.name.success, options: { default: false } })),
  },
  'agegroup-create.business-error.json': {
    call: (l) => ag.saveAgeGroup(l(ADMIN_TOKEN), 0, body(R.name.blank)),
    expect: { error: 'business', errNo: 1, text: /Enter an age group name/ },
  },
  ...tokenRows('agegroup-create', (l) => ag.saveAgeGroup(l, 0, body(R.name.success))),

  'agegroup-update.success.json': {
    call: (l) => ag.saveAgeGroup(l(ADMIN_TOKEN), 8, body(R.name.success)),
    expect: ok((v: One) => expect(v.data).toMatchObject({ id: 8, name: R.name.success })),
  },
  'agegroup-update.business-error.json': {
    call: (l) => ag.saveAgeGroup(l(ADMIN_TOKEN), R.unknown, body(R.name.success)),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('agegroup-update', (l) => ag.saveAgeGroup(l, 8, body(R.name.success))),
}
