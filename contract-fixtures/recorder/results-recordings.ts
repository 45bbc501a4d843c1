import { CARD_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { eventGroupEntries, eventGroupsOf } from '../simulator/results'
import type { SimulatorState } from '../simulator/state'
import {
  TOKENS,
  bearer,
  getJson,
  json,
  malformed,
  recording,
  serverError,
  tokenFailures,
  truncated,
  type Endpoint,
  type Recording,
} from './kit'

/**
 * The results calls (docs/legacy-wire.md "Results"): an event group's entries and the track upload
 * (the spec's target) and the field upload (our invention) made as the admin on the meeting held today, then the public results read
 * (our invention), which shows the heat just uploaded. The upload's refusal gives an entry of no
 * event group; a body matcher tells it from the success.
 */

const V5 = '/wp-json/e4s/v5'
export const RESULTS_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  unknownId: 999999,
  strangerEntryId: 1,
  failingCompId: { serverError: 9500, malformed: 9501 },
} as const

/** The first event group with entries, and its first entry: the same in the recorder and the replay. */
export function resultsRecFacts(state: SimulatorState) {
  const comp = state.seed.competitions.find((c) => c.id === RESULTS_REC.compId)!
  const group = eventGroupsOf(comp).find((g) => eventGroupEntries(state, comp, g.id).length > 0)!
  return { eventGroupId: group.id, eventNo: group.eventNo, entryId: eventGroupEntries(state, comp, group.id)[0]!.entryId }
}

export function trackBody(entryId: number, eventNo: number) {
  return {
    eventNo,
    round: 1,
    heat: 1,
    eventName: 'Recorded heat',
    wind: 0.8,
    // As the results entry sends it: a new PB (the import sends no flags).
    results: [{ entryId, place: 1, status: '', time: 12.34, reactionTime: 0.151, laneNo: 4, pb: true, sb: false }],
  }
}

/** The first field event group with entries (a jump or throw), and its first entry. */
export function fieldRecFacts(state: SimulatorState) {
  const comp = state.seed.competitions.find((c) => c.id === RESULTS_REC.compId)!
  const group = eventGroupsOf(comp).find((g) => /jump|shot|discus|javelin|hammer/i.test(g.name) && !/high|pole/i.test(g.name))!
  return { eventGroupId: group.id, eventNo: group.eventNo, entryId: eventGroupEntries(state, comp, group.id)[0]!.entryId }
}

export function fieldBody(entryId: number, eventNo: number) {
  return {
    eventNo,
    eventName: 'Recorded series',
    results: [{ entryId, place: 1, attempts: [6.1, 'X', 6.3, '-', null, null], best: 6.3, pb: true, sb: false }],
  }
}

/** The high jump of the meeting (a vertical jump: heights and O/X/- per height), and its first entry. */
export function verticalRecFacts(state: SimulatorState) {
  const comp = state.seed.competitions.find((c) => c.id === RESULTS_REC.compId)!
  const group = eventGroupsOf(comp).find((g) => /high jump|pole vault/i.test(g.name) && eventGroupEntries(state, comp, g.id).length > 0)!
  return { eventGroupId: group.id, eventNo: group.eventNo, entryId: eventGroupEntries(state, comp, group.id)[0]!.entryId }
}

export function verticalBody(entryId: number, eventNo: number) {
  return {
    eventNo,
    eventName: 'Recorded heights',
    heights: [1.5, 1.55, 1.6],
    results: [{ entryId, place: 1, attempts: ['O', 'XO', 'XXX'], best: 1.55, pb: false, sb: false }],
  }
}

export async function resultsRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = RESULTS_REC
  const facts = resultsRecFacts(sim.state)
  const call = async (method: string, path: string, body?: unknown) => (await getJson(sim, method, path, { token, json: body })).body
  const example = (path: string, body?: unknown) => ({
    path,
    headers: { Authorization: `Bearer ${TOKENS.admin}` },
    ...(body === undefined ? {} : { json: body }),
  })

  const entries: Endpoint = { slug: 'results-entries', method: 'GET', path: `${V5}/results/entries/{compId}/{eventGroupId}` }
  const entriesPath = `${V5}/results/entries/${R.compId}/${facts.eventGroupId}`
  const unknownPath = `${V5}/results/entries/${R.compId}/${R.unknownId}`
  const listed = await call('GET', entriesPath)
  const unknown = await call('GET', unknownPath)

  const track: Endpoint = { slug: 'results-track', method: 'POST', path: `${V5}/otd/secure/track/{compId}/{eventGroupId}` }
  const trackPath = `${V5}/otd/secure/track/${R.compId}/${facts.eventGroupId}`
  const goodBody = trackBody(facts.entryId, facts.eventNo)
  const strangerBody = trackBody(R.strangerEntryId, facts.eventNo)
  const saved = await call('POST', trackPath, goodBody)
  const refused = await call('POST', trackPath, strangerBody)
  const byEntry = (entryId: number) => ({
    urlPath: trackPath,
    headers: bearer(TOKENS.admin),
    bodyPatterns: [{ matchesJsonPath: { expression: '$.results[0].entryId', equalTo: String(entryId) } }],
  })

  const fieldFacts = fieldRecFacts(sim.state)
  const field: Endpoint = { slug: 'results-field', method: 'POST', path: `${V5}/otd/secure/field/{compId}/{eventGroupId}` }
  const fieldPath = `${V5}/otd/secure/field/${R.compId}/${fieldFacts.eventGroupId}`
  const goodSeries = fieldBody(fieldFacts.entryId, fieldFacts.eventNo)
  const strangerSeries = fieldBody(R.strangerEntryId, fieldFacts.eventNo)
  const fieldSaved = await call('POST', fieldPath, goodSeries)
  const fieldRefused = await call('POST', fieldPath, strangerSeries)
  const fieldByEntry = (entryId: number) => ({ ...byEntry(entryId), urlPath: fieldPath })
  const verticalFacts = verticalRecFacts(sim.state)
  const verticalPath = `${V5}/otd/secure/field/${R.compId}/${verticalFacts.eventGroupId}`
  const verticalSeries = verticalBody(verticalFacts.entryId, verticalFacts.eventNo)
  const verticalSaved = await call('POST', verticalPath, verticalSeries)

  const read: Endpoint = { slug: 'results-public', method: 'GET', path: `${V5}/public/results/{compId}` }
  const readAt = (compId: number) => `${V5}/public/results/${compId}`
  const published = (await getJson(sim, 'GET', readAt(R.compId))).body
  const readUnknown = (await getJson(sim, 'GET', readAt(R.unknownId))).body

  return [
    recording(
      entries,
      'success',
      'success',
      { urlPath: entriesPath, headers: bearer(TOKENS.admin) },
      json(200, listed),
      example(entriesPath),
    ),
    recording(
      entries,
      'business-error',
      'business-error',
      { urlPath: unknownPath, headers: bearer(TOKENS.admin) },
      json(200, unknown),
      example(unknownPath),
    ),
    ...tokenFailures(entries, listed, entriesPath),
    recording(track, 'success', 'success', byEntry(facts.entryId), json(200, saved), example(trackPath, goodBody)),
    recording(track, 'business-error', 'business-error', byEntry(R.strangerEntryId), json(200, refused), example(trackPath, strangerBody)),
    ...tokenFailures(track, saved, trackPath),
    recording(field, 'success', 'success', fieldByEntry(fieldFacts.entryId), json(200, fieldSaved), example(fieldPath, goodSeries)),
    recording(
      field,
      'business-error',
      'business-error',
      fieldByEntry(R.strangerEntryId),
      json(200, fieldRefused),
      example(fieldPath, strangerSeries),
    ),
    ...tokenFailures(field, fieldSaved, fieldPath),
    recording(
      field,
      'vertical',
      'success',
      { urlPath: verticalPath, headers: bearer(TOKENS.admin), bodyPatterns: [{ matchesJsonPath: { expression: '$.eventName', equalTo: 'Recorded heights' } }] },
      json(200, verticalSaved),
      example(verticalPath, verticalSeries),
    ),
    recording(read, 'success', 'success', { urlPath: readAt(R.compId) }, json(200, published), { path: readAt(R.compId) }),
    recording(read, 'business-error', 'business-error', { urlPath: readAt(R.unknownId) }, json(200, readUnknown), {
      path: readAt(R.unknownId),
    }),
    recording(read, 'server-error', 'server-error', { urlPath: readAt(R.failingCompId.serverError) }, serverError(), {
      path: readAt(R.failingCompId.serverError),
    }),
    recording(read, 'malformed', 'malformed', { urlPath: readAt(R.failingCompId.malformed) }, malformed(truncated(published)), {
      path: readAt(R.failingCompId.malformed),
    }),
  ]
}
