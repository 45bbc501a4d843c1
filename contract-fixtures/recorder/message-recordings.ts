import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The inbox calls (our invention, docs/legacy-wire.md "Messages"): the list, one message and marking
 * it read. The user token (entrant) selects the answers; an id that is not the entrant's the
 * business error; the expired, 500 and malformed tokens the failures, as for the other token calls.
 */

const V5 = '/wp-json/e4s/v5'
export const MESSAGE_REC = {
  /** The entrant's unread timetable message (contract-fixtures/seed/messages.ts). */
  messageId: 9001,
  unknownMessageId: 999999,
} as const

const user = { Authorization: `Bearer ${TOKENS.user}` }

export async function messageRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = MESSAGE_REC
  const call = async (method: string, path: string) => (await getJson(sim, method, path, { token })).body
  const own = (suffix = '') => `${V5}/messages/${R.messageId}${suffix}`
  const unknown = (suffix = '') => `${V5}/messages/${R.unknownMessageId}${suffix}`

  const list: Endpoint = { slug: 'messages-list', method: 'GET', path: `${V5}/messages` }
  const listed = await call('GET', list.path)
  const get: Endpoint = { slug: 'message-get', method: 'GET', path: `${V5}/messages/{id}` }
  const got = await call('GET', own())
  const notFound = await call('GET', unknown())
  // Last: it changes the entrant's unread count.
  const read: Endpoint = { slug: 'message-read', method: 'POST', path: `${V5}/messages/{id}/read` }
  const marked = await call('POST', own('/read'))
  const notMarked = await call('POST', unknown('/read'))

  const at = (path: string) => ({ urlPath: path, headers: bearer(TOKENS.user) })
  return [
    recording(list, 'success', 'success', { headers: bearer(TOKENS.user) }, json(200, listed), { path: list.path, headers: user }),
    ...tokenFailures(list, listed),
    recording(get, 'success', 'success', at(own()), json(200, got), { path: own(), headers: user }),
    recording(get, 'business-error', 'business-error', at(unknown()), json(200, notFound), { path: unknown(), headers: user }),
    ...tokenFailures(get, got, own()),
    recording(read, 'success', 'success', at(own('/read')), json(200, marked), { path: own('/read'), headers: user }),
    recording(read, 'business-error', 'business-error', at(unknown('/read')), json(200, notMarked), {
      path: unknown('/read'),
      headers: user,
    }),
    ...tokenFailures(read, marked, own('/read')),
  ]
}
