import { expect } from 'vitest'
import * as seeding from '../../bff/legacy/seeding.server'
import { SEEDING_REC, seedingSaveBody } from '../../contract-fixtures/recorder/seeding-recordings'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { compSeeding } from '../../contract-fixtures/simulator/seeding'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { createSeed } from '../../contract-fixtures/seed'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the seeding recordings (entry list, saved heats, save): one per mapping file. */

const R = SEEDING_REC
const ADMIN = 'rec-admin-token'
// The recorder's save, drawn again from the same seed: the 200 m of the meeting in one heat.
const state = createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE }))
const sprint = state.seed.competitions.find((c) => c.id === R.compId)!.compEvents.find((e) => e.eventGroup === '200m')!.eventGroupId
const body = seedingSaveBody(compSeeding(state, R.compId)!.entries.get(sprint) ?? [])
type List = Awaited<ReturnType<typeof seeding.getSeedingList>>
type Heats = Awaited<ReturnType<typeof seeding.getSavedHeats>>

export const seedingRows: Record<string, Row> = {
  'seeding-list.success.json': {
    call: (l) => seeding.getSeedingList(l(), R.compId),
    expect: ok((v: List) => {
      expect(v.data.comp.id).toBe(R.compId)
      const group = v.data.eventGroups.find((g) => g.eventGroupId === sprint)!
      expect(group).toMatchObject({ name: '200m', tf: 'T', heatInfo: { useLanes: true } })
      expect(group.entries.map((e) => e.entryId)).toEqual(body.heats[0]!.athletes.map((a) => a.entryId))
    }),
  },
  'seeding-list.business-error.json': {
    call: (l) => seeding.getSeedingList(l(), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'seeding-list.server-error.json': {
    call: (l) => seeding.getSeedingList(l(), R.failingCompId.serverError),
    expect: { error: 'http', status: 500 },
  },
  'seeding-list.malformed.json': {
    call: (l) => seeding.getSeedingList(l(), R.failingCompId.malformed),
    expect: { error: 'contract' },
  },
  'seeding-heats.success.json': {
    call: (l) => seeding.getSavedHeats(l(), R.compId),
    expect: ok((v: Heats) => {
      expect(v.data).toHaveLength(1)
      expect(v.data[0]).toMatchObject({ eventGroupId: sprint, seed: R.seed, laneCount: 8, firstLane: 1, heatOrder: 's' })
    }),
  },
  'seeding-heats.business-error.json': {
    call: (l) => seeding.getSavedHeats(l(), R.unknownCompId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'seeding-save.success.json': {
    call: (l) => seeding.saveSeeding(l(ADMIN), R.compId, sprint, body),
    expect: ok(() => undefined),
  },
  'seeding-save.business-error.json': {
    call: (l) => seeding.saveSeeding(l(ADMIN), R.compId, R.unknownEventGroupId, body),
    expect: { error: 'business', errNo: 1, text: /Event group not found/ },
  },
  ...tokenRows('seeding-save', (l) => seeding.saveSeeding(l, R.compId, sprint, body)),
}
