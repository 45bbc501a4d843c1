import { expect } from 'vitest'
import * as eventGroups from '../../bff/legacy/event-groups.server'
import { EVENT_GROUP_REC, eventGroupRecSprint } from '../../contract-fixtures/recorder/event-group-recordings'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { createSeed } from '../../contract-fixtures/seed'
import { compSeeding } from '../../contract-fixtures/simulator/seeding'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the event-group recordings (the group, its entries): one per mapping file. */

const R = EVENT_GROUP_REC
const ADMIN = 'rec-admin-token'
const state = createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE }))
const sprint = eventGroupRecSprint({ state })
type Group = Awaited<ReturnType<typeof eventGroups.getEventGroup>>
type Entries = Awaited<ReturnType<typeof eventGroups.getEventGroupEntries>>

export const eventGroupRows: Record<string, Row> = {
  'eventgroup-read.success.json': {
    call: (l) => eventGroups.getEventGroup(l(), sprint),
    expect: ok((v: Group) => {
      expect(v.data).toMatchObject({ id: sprint, name: '200m', compId: R.compId, uom: 'T' })
      expect(v.data.ageGroups.length).toBeGreaterThan(0)
    }),
  },
  'eventgroup-read.business-error.json': {
    call: (l) => eventGroups.getEventGroup(l(), R.unknownEventGroupId),
    expect: { error: 'business', errNo: 1, text: /Event group not found/ },
  },
  'eventgroup-read.server-error.json': {
    call: (l) => eventGroups.getEventGroup(l(), R.failingEventGroupId.serverError),
    expect: { error: 'http', status: 500 },
  },
  'eventgroup-read.malformed.json': {
    call: (l) => eventGroups.getEventGroup(l(), R.failingEventGroupId.malformed),
    expect: { error: 'contract' },
  },
  'eventgroup-entries.success.json': {
    call: (l) => eventGroups.getEventGroupEntries(l(ADMIN), sprint),
    expect: ok((v: Entries) => {
      expect(v.data.map((e) => e.entryId)).toEqual(
        compSeeding(state, R.compId)!
          .entries.get(sprint)!
          .map((e) => e.entryId),
      )
    }),
  },
  'eventgroup-entries.business-error.json': {
    call: (l) => eventGroups.getEventGroupEntries(l(ADMIN), R.unknownEventGroupId),
    expect: { error: 'business', errNo: 1, text: /Event group not found/ },
  },
  ...tokenRows('eventgroup-entries', (l) => eventGroups.getEventGroupEntries(l, sprint)),
}
