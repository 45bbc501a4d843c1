import { expect } from 'vitest'
import * as results from '../../bff/legacy/results.server'
import { RESULTS_REC, fieldBody, fieldRecFacts, resultsRecFacts, trackBody, verticalBody, verticalRecFacts } from '../../contract-fixtures/recorder/results-recordings'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { createSeed } from '../../contract-fixtures/seed'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { ok, tokenRows, type Row } from './rows'

/** Replay rows of the results recordings (entries, track upload, public read): one per mapping file. */

const R = RESULTS_REC
const ADMIN = 'rec-admin-token'
// The recorder's event group and entry, drawn again from the same seed.
const facts = resultsRecFacts(createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE })))
const heat = (entryId: number) => trackBody(entryId, facts.eventNo)
const fieldFacts = fieldRecFacts(createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE })))
const series = (entryId: number) => fieldBody(entryId, fieldFacts.eventNo) as results.FieldUploadWire
const verticalFacts = verticalRecFacts(createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE })))
type Entries = Awaited<ReturnType<typeof results.getEventGroupEntries>>
type Track = Awaited<ReturnType<typeof results.uploadTrackResults>>
type Field = Awaited<ReturnType<typeof results.uploadFieldResults>>
type Published = Awaited<ReturnType<typeof results.getPublicResults>>

export const resultsRows: Record<string, Row> = {
  'results-entries.success.json': {
    call: (l) => results.getEventGroupEntries(l(ADMIN), R.compId, facts.eventGroupId),
    expect: ok((v: Entries) => {
      expect(v.data.eventGroup).toMatchObject({ id: facts.eventGroupId, eventNo: facts.eventNo })
      expect(v.data.entries[0]).toMatchObject({ entryId: facts.entryId })
    }),
  },
  'results-entries.business-error.json': {
    call: (l) => results.getEventGroupEntries(l(ADMIN), R.compId, R.unknownId),
    expect: { error: 'business', errNo: 1, text: /Event group not found/ },
  },
  ...tokenRows('results-entries', (l) => results.getEventGroupEntries(l, R.compId, facts.eventGroupId)),
  'results-track.success.json': {
    call: (l) => results.uploadTrackResults(l(ADMIN), R.compId, facts.eventGroupId, heat(facts.entryId)),
    expect: ok((v: Track) => expect(v.data).toEqual({ saved: 1 })),
  },
  'results-track.business-error.json': {
    call: (l) => results.uploadTrackResults(l(ADMIN), R.compId, facts.eventGroupId, heat(R.strangerEntryId)),
    expect: { error: 'business', errNo: 1, text: /is not in this event group/ },
  },
  ...tokenRows('results-track', (l) => results.uploadTrackResults(l, R.compId, facts.eventGroupId, heat(facts.entryId))),
  'results-field.success.json': {
    call: (l) => results.uploadFieldResults(l(ADMIN), R.compId, fieldFacts.eventGroupId, series(fieldFacts.entryId)),
    expect: ok((v: Field) => expect(v.data).toEqual({ saved: 1 })),
  },
  'results-field.business-error.json': {
    call: (l) => results.uploadFieldResults(l(ADMIN), R.compId, fieldFacts.eventGroupId, series(R.strangerEntryId)),
    expect: { error: 'business', errNo: 1, text: /is not in this event group/ },
  },
  'results-field.vertical.json': {
    call: (l) =>
      results.uploadFieldResults(l(ADMIN), R.compId, verticalFacts.eventGroupId, verticalBody(verticalFacts.entryId, verticalFacts.eventNo)),
    expect: ok((v: Field) => expect(v.data).toEqual({ saved: 1 })),
  },
  ...tokenRows('results-field', (l) => results.uploadFieldResults(l, R.compId, fieldFacts.eventGroupId, series(fieldFacts.entryId))),
  'results-public.success.json': {
    call: (l) => results.getPublicResults(l(), R.compId),
    expect: ok((v: Published) => {
      expect(v.data.comp.id).toBe(R.compId)
      const group = v.data.eventGroups.find((g) => g.id === facts.eventGroupId)
      expect(group?.heats[0]).toMatchObject({
        heat: 1,
        wind: 0.8,
        rows: [{ entryId: facts.entryId, place: 1, time: 12.34, pb: true, sb: false }],
      })
      const field = v.data.eventGroups.find((g) => g.id === fieldFacts.eventGroupId)
      expect(field?.heats[0]?.rows[0]).toMatchObject({ entryId: fieldFacts.entryId, place: 1, mark: 6.3, attempts: [6.1, 'X', 6.3, '-', null, null] })
      const vertical = v.data.eventGroups.find((g) => g.id === verticalFacts.eventGroupId)
      expect(vertical?.heats[0]).toMatchObject({ heights: [1.5, 1.55, 1.6], rows: [{ entryId: verticalFacts.entryId, mark: 1.55, attempts: ['O', 'XO', 'XXX'] }] })
    }),
  },
  'results-public.business-error.json': {
    call: (l) => results.getPublicResults(l(), R.unknownId),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'results-public.server-error.json': {
    call: (l) => results.getPublicResults(l(), R.failingCompId.serverError),
    expect: { error: 'http', status: 500 },
  },
  'results-public.malformed.json': {
    call: (l) => results.getPublicResults(l(), R.failingCompId.malformed),
    expect: { error: 'contract' },
  },
}
