import { expect } from 'vitest'
import * as builder from '../../bff/legacy/builder.server'
import * as events from '../../bff/legacy/builder-events.server'
import * as rules from '../../bff/legacy/builder-rules.server'
import { BUILDER_REC, builderRuleBody, builderSaveBody } from '../../contract-fixtures/recorder/builder-recordings'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the builder recordings: one per mapping file. */

const R = BUILDER_REC
const ADMIN = 'rec-admin-token'
type Comp = Awaited<ReturnType<typeof builder.getBuilderCompetition>>
type Saved = Awaited<ReturnType<typeof builder.saveCompetition>>
const save = (name: string, orgId = 12, id = 0): builder.BuilderCompetitionInput => ({
  ...builderSaveBody(name, orgId),
  id,
  indoorOutdoor: 'O',
})

const G = R.group
const rename = (name: string) => ({ compId: R.updated, egId: G.renamed, name })
type RuleSaved = Awaited<ReturnType<typeof rules.saveRule>>
/** The id the recorded create answered, which the recorded delete removes. */
const RECORDED_RULE = 5512

export const builderRows: Record<string, Row> = {
  'builder-locations.success.json': {
    call: (l) => builder.listLocations(l()),
    expect: ok((v: Awaited<ReturnType<typeof builder.listLocations>>) => {
      expect(v.data.length).toBeGreaterThan(0)
      expect(v.data.every((loc) => loc.id > 0 && loc.name !== '')).toBe(true)
    }),
  },
  'builder-locations.malformed.json': { call: (l) => builder.listLocations(l('rec-malformed-token')), expect: { error: 'contract' } },
  'builder-events.success.json': {
    call: (l) => builder.listEventDefinitions(l()),
    expect: ok((v: Awaited<ReturnType<typeof builder.listEventDefinitions>>) =>
      expect(v.data.find((e) => e.name === '100m')).toMatchObject({ tf: 'T', uom: 'T' }),
    ),
  },
  'builder-events.malformed.json': { call: (l) => builder.listEventDefinitions(l('rec-malformed-token')), expect: { error: 'contract' } },

  'builder-myorgs.success.json': {
    call: (l) => builder.listMyOrgs(l(ADMIN), R.adminId),
    expect: ok((v: Awaited<ReturnType<typeof builder.listMyOrgs>>) => expect(v.data.map((o) => o.id)).toContain(12)),
  },
  ...tokenRows('builder-myorgs', (l) => builder.listMyOrgs(l, R.adminId)),

  'builder-create.success.json': {
    call: (l) => builder.saveCompetition(l(ADMIN), save(R.name.success)),
    expect: ok((v: Saved) => expect(v.data.id).toBeGreaterThan(0)),
  },
  'builder-create.business-error.json': {
    call: (l) => builder.saveCompetition(l(ADMIN), save(R.name.businessError, 0)),
    expect: { error: 'business', errNo: 1, text: /^Enter an organisation\.$/ },
  },
  ...tokenRows('builder-create', (l) => builder.saveCompetition(l, save(R.name.success))),

  'builder-update.success.json': {
    call: (l) => builder.saveCompetition(l(ADMIN), save(R.name.success, 12, R.updated)),
    expect: ok((v: Saved) => expect(v.data.id).toBe(R.updated)),
  },
  'builder-update.business-error.json': {
    call: (l) => builder.saveCompetition(l(ADMIN), save(R.name.success, 12, R.unknown)),
    expect: { error: 'business', errNo: 1, text: /^Competition not found$/ },
  },
  ...tokenRows('builder-update', (l) => builder.saveCompetition(l, save(R.name.success, 12, R.updated))),

  'builder-rule-create.success.json': {
    call: (l) => rules.saveRule(l(ADMIN), builderRuleBody(R.rule.newAgid)),
    expect: ok((v: RuleSaved) => expect(v.data.id).toBeGreaterThan(0)),
  },
  'builder-rule-create.business-error.json': {
    call: (l) => rules.saveRule(l(ADMIN), builderRuleBody(R.rule.takenAgid)),
    expect: { error: 'business', errNo: 1, text: /^A comp rule for \[3\] already exists\.$/ },
  },
  ...tokenRows('builder-rule-create', (l) => rules.saveRule(l, builderRuleBody(R.rule.newAgid))),
  'builder-rule-update.success.json': {
    call: (l) => rules.saveRule(l(ADMIN), builderRuleBody(0, R.rule.existing)),
    expect: ok((v: RuleSaved) => expect(v.data.id).toBe(R.rule.existing)),
  },
  'builder-rule-update.business-error.json': {
    call: (l) => rules.saveRule(l(ADMIN), builderRuleBody(0, R.rule.unknown)),
    expect: { error: 'business', errNo: 1, text: /^Rule not found$/ },
  },
  ...tokenRows('builder-rule-update', (l) => rules.saveRule(l, builderRuleBody(0, R.rule.existing))),
  'builder-rule-delete.success.json': {
    call: (l) => rules.deleteRule(l(ADMIN), RECORDED_RULE),
    expect: ok((v: Awaited<ReturnType<typeof rules.deleteRule>>) => expect(v.data.deleted).toBe(1)),
  },
  'builder-rule-delete.business-error.json': {
    call: (l) => rules.deleteRule(l(ADMIN), R.rule.unknown),
    expect: { error: 'business', errNo: 1, text: /^Rule not found$/ },
  },
  ...tokenRows('builder-rule-delete', (l) => rules.deleteRule(l, RECORDED_RULE)),

  'builder-clone.success.json': {
    call: (l) => builder.cloneCompetition(l(ADMIN), { env: 'dev', id: R.updated, date: R.clone.date }),
    expect: ok((v: Awaited<ReturnType<typeof builder.cloneCompetition>>) => expect(v.data.id).toBeGreaterThan(R.updated)),
  },
  'builder-clone.business-error.json': {
    call: (l) => builder.cloneCompetition(l(ADMIN), { env: 'dev', id: R.updated, date: R.clone.past }),
    expect: { error: 'business', errNo: 1, text: /^Competition date cannot be before current time\.$/ },
  },
  ...tokenRows('builder-clone', (l) => builder.cloneCompetition(l, { env: 'dev', id: R.updated, date: R.clone.date })),

  'builder-group-rename.success.json': {
    call: (l) => events.renameEventGroup(l(ADMIN), rename(G.name)),
    expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)),
  },
  'builder-group-rename.business-error.json': {
    call: (l) => events.renameEventGroup(l(ADMIN), rename(G.blank)),
    expect: { error: 'business', errNo: 1, text: /^Event discipline description required\.$/ },
  },
  ...tokenRows('builder-group-rename', (l) => events.renameEventGroup(l, rename(G.name))),
  'builder-group-results.success.json': {
    call: (l) => events.setResultsPossible(l(ADMIN), { egId: G.renamed, possible: 1 }),
    expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)),
  },
  'builder-group-results.business-error.json': {
    call: (l) => events.setResultsPossible(l(ADMIN), { egId: G.unknown, possible: 1 }),
    expect: { error: 'business', errNo: 1, text: /^Event group not found$/ },
  },
  ...tokenRows('builder-group-results', (l) => events.setResultsPossible(l, { egId: G.renamed, possible: 1 })),
  'builder-group-delete.success.json': {
    call: (l) => events.deleteEventGroup(l(ADMIN), G.deleted),
    expect: ok((v: Awaited<ReturnType<typeof events.deleteEventGroup>>) => expect(v.errNo).toBe(0)),
  },
  'builder-group-delete.business-error.json': {
    call: (l) => events.deleteEventGroup(l(ADMIN), G.unknown),
    expect: { error: 'business', errNo: 1, text: /^Event group not found$/ },
  },
  ...tokenRows('builder-group-delete', (l) => events.deleteEventGroup(l, G.deleted)),
}

/** The builder reads the full-competition recordings too: its own schema, with the events in meta. */
export const builderReadsCompetition: Row = {
  call: (l) => builder.getBuilderCompetition(l('rec-user-token'), 550),
  expect: ok((v: Comp) => {
    expect(v.data).toMatchObject({ id: 550, compOrg: { id: expect.any(Number) } })
    expect(v.meta.compEvents.length).toBeGreaterThan(0)
    expect(v.data.options.checkIn.defaultFrom).toBeGreaterThan(0)
  }),
}
