import { CARD_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { compSeeding } from '../simulator/seeding'
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
 * Seeding (our invention, docs/legacy-wire.md "Seeding"). The entry list and the saved heats are
 * public, so the address picks the scenario; the save is made as the admin on the meeting held
 * today: one heat of its 200 m (the success), then an event group the meeting does not have.
 */

const V5 = '/wp-json/e4s/v5'
export const SEEDING_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  unknownCompId: 999999,
  unknownEventGroupId: 1,
  failingCompId: { serverError: 9510, malformed: 9511 },
  seed: 20_231,
} as const

/** The save body the recordings send: the event group's entries in one heat, lanes in entry order. */
export function seedingSaveBody(entries: ReadonlyArray<{ entryId: number }>) {
  return {
    seed: SEEDING_REC.seed,
    heatOrder: 's',
    laneCount: 8,
    firstLane: 1,
    gender: false,
    age: false,
    heats: [{ heatNo: 1, group: '', athletes: entries.map((e, i) => ({ entryId: e.entryId, lane: i + 1, rank: i + 1 })) }],
  }
}

export async function seedingRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = SEEDING_REC
  const list: Endpoint = { slug: 'seeding-list', method: 'GET', path: `${V5}/public/seeding/{compId}` }
  const listAt = (id: number) => `${V5}/public/seeding/${id}`
  const listed = (await getJson(sim, 'GET', listAt(R.compId))).body
  const unknown = (await getJson(sim, 'GET', listAt(R.unknownCompId))).body

  const comp = sim.state.seed.competitions.find((c) => c.id === R.compId)!
  const sprint = comp.compEvents.find((e) => e.eventGroup === '200m')!.eventGroupId
  const body = seedingSaveBody(compSeeding(sim.state, R.compId)!.entries.get(sprint) ?? [])
  const save: Endpoint = { slug: 'seeding-save', method: 'POST', path: `${V5}/seeding/{compId}/{eventGroupId}` }
  const saveAt = (eventGroupId: number) => `${V5}/seeding/${R.compId}/${eventGroupId}`
  const saved = (await getJson(sim, 'POST', saveAt(sprint), { token, json: body })).body
  const noGroup = (await getJson(sim, 'POST', saveAt(R.unknownEventGroupId), { token, json: body })).body

  const heats: Endpoint = { slug: 'seeding-heats', method: 'GET', path: `${V5}/public/seeding/{compId}/heats` }
  const heatsAt = (id: number) => `${V5}/public/seeding/${id}/heats`
  const held = (await getJson(sim, 'GET', heatsAt(R.compId))).body
  const heatsUnknown = (await getJson(sim, 'GET', heatsAt(R.unknownCompId))).body

  const admin = { Authorization: `Bearer ${TOKENS.admin}` }
  const publicAt = (path: string) => ({ urlPath: path })
  return [
    recording(list, 'success', 'success', publicAt(listAt(R.compId)), json(200, listed), { path: listAt(R.compId) }),
    recording(list, 'business-error', 'business-error', publicAt(listAt(R.unknownCompId)), json(200, unknown), {
      path: listAt(R.unknownCompId),
    }),
    recording(list, 'server-error', 'server-error', publicAt(listAt(R.failingCompId.serverError)), serverError(), {
      path: listAt(R.failingCompId.serverError),
    }),
    recording(list, 'malformed', 'malformed', publicAt(listAt(R.failingCompId.malformed)), malformed(truncated(listed)), {
      path: listAt(R.failingCompId.malformed),
    }),
    recording(heats, 'success', 'success', publicAt(heatsAt(R.compId)), json(200, held), { path: heatsAt(R.compId) }),
    recording(heats, 'business-error', 'business-error', publicAt(heatsAt(R.unknownCompId)), json(200, heatsUnknown), {
      path: heatsAt(R.unknownCompId),
    }),
    recording(save, 'success', 'success', { urlPath: saveAt(sprint), headers: bearer(TOKENS.admin) }, json(200, saved), {
      path: saveAt(sprint),
      headers: admin,
      json: body,
    }),
    recording(
      save,
      'business-error',
      'business-error',
      { urlPath: saveAt(R.unknownEventGroupId), headers: bearer(TOKENS.admin) },
      json(200, noGroup),
      {
        path: saveAt(R.unknownEventGroupId),
        headers: admin,
        json: body,
      },
    ),
    ...tokenFailures(save, saved, saveAt(sprint)),
  ]
}
