import { CARD_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, malformed, recording, serverError, tokenFailures, truncated, type Endpoint, type Recording } from './kit'

/**
 * Event groups (our invention, docs/legacy-wire.md "Event groups"): the public read of one group
 * (its competition and age groups) and its entries with paid states, made as the admin. Both on the
 * 200 m of the meeting held today.
 */

const V5 = '/wp-json/e4s/v5'
export const EVENT_GROUP_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  unknownEventGroupId: 1,
  failingEventGroupId: { serverError: 9520, malformed: 9521 },
} as const

export const eventGroupRecSprint = (sim: Pick<Simulator, 'state'>) =>
  sim.state.seed.competitions.find((c) => c.id === EVENT_GROUP_REC.compId)!.compEvents.find((e) => e.eventGroup === '200m')!.eventGroupId

export async function eventGroupRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = EVENT_GROUP_REC
  const sprint = eventGroupRecSprint(sim)
  const read: Endpoint = { slug: 'eventgroup-read', method: 'GET', path: `${V5}/public/eventgroup/{id}` }
  const readAt = (id: number) => `${V5}/public/eventgroup/${id}`
  const group = (await getJson(sim, 'GET', readAt(sprint))).body
  const unknown = (await getJson(sim, 'GET', readAt(R.unknownEventGroupId))).body

  const entries: Endpoint = { slug: 'eventgroup-entries', method: 'GET', path: `${V5}/eventgroup/{id}/entries` }
  const entriesAt = (id: number) => `${V5}/eventgroup/${id}/entries`
  const listed = (await getJson(sim, 'GET', entriesAt(sprint), { token })).body
  const noGroup = (await getJson(sim, 'GET', entriesAt(R.unknownEventGroupId), { token })).body

  const admin = { Authorization: `Bearer ${TOKENS.admin}` }
  const at = (path: string) => ({ urlPath: path })
  return [
    recording(read, 'success', 'success', at(readAt(sprint)), json(200, group), { path: readAt(sprint) }),
    recording(read, 'business-error', 'business-error', at(readAt(R.unknownEventGroupId)), json(200, unknown), {
      path: readAt(R.unknownEventGroupId),
    }),
    recording(read, 'server-error', 'server-error', at(readAt(R.failingEventGroupId.serverError)), serverError(), {
      path: readAt(R.failingEventGroupId.serverError),
    }),
    recording(read, 'malformed', 'malformed', at(readAt(R.failingEventGroupId.malformed)), malformed(truncated(group)), {
      path: readAt(R.failingEventGroupId.malformed),
    }),
    recording(entries, 'success', 'success', { urlPath: entriesAt(sprint), headers: bearer(TOKENS.admin) }, json(200, listed), {
      path: entriesAt(sprint),
      headers: admin,
    }),
    recording(
      entries,
      'business-error',
      'business-error',
      { urlPath: entriesAt(R.unknownEventGroupId), headers: bearer(TOKENS.admin) },
      json(200, noGroup),
      { path: entriesAt(R.unknownEventGroupId), headers: admin },
    ),
    ...tokenFailures(entries, listed, entriesAt(sprint)),
  ]
}
