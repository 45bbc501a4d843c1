import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The inbox calls (our invention, docs/legacy-wire.md "Messages"): the list, one message, marking
 * it read and deleting it for the user. The user token (entrant) selects the answers; an id that is not the entrant's the
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
  // After the read: deleting takes the message off the entrant's list.
  const del: Endpoint = { slug: 'message-delete', method: 'POST', path: `${V5}/messages/{id}/delete` }
  const deleted = await call('POST', own('/delete'))
  const notDeleted = await call('POST', unknown('/delete'))

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
    recording(del, 'success', 'success', at(own('/delete')), json(200, deleted), { path: own('/delete'), headers: user }),
    recording(del, 'business-error', 'business-error', at(unknown('/delete')), json(200, notDeleted), {
      path: unknown('/delete'),
      headers: user,
    }),
    ...tokenFailures(del, deleted, own('/delete')),
  ]
}

/** Sending (our invention, docs/legacy-wire.md "Send a message"): the admin writes to a competition's entrants. */
export const MESSAGE_SEND_REC = {
  /** The seed entries' competition: the entrant and one runner are entered. */
  compId: 551,
  subject: 'Recorded timetable change',
} as const

export function messageSendBody(recipients: 'competition' | 'all' = 'competition') {
  return {
    type: 'E' as const,
    to: '',
    cc: '',
    bcc: '',
    subject: MESSAGE_SEND_REC.subject,
    body: '<p>The 200m moves to 14:00.</p>',
    priority: 2,
    compId: recipients === 'all' ? 0 : MESSAGE_SEND_REC.compId,
    recipients,
  }
}

/**
 * The admin token's send is the success; the user token (an entrant, who builds nothing) the
 * refusal. Made after every recording that reads messages: it adds one to the entrants' inboxes.
 */
export async function messageSendRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const send: Endpoint = { slug: 'message-send', method: 'POST', path: `${V5}/messages` }
  const sent = (await getJson(sim, 'POST', send.path, { token: adminToken, json: messageSendBody() })).body
  const refused = (await getJson(sim, 'POST', send.path, { token: userToken, json: messageSendBody() })).body
  const admin = { Authorization: `Bearer ${TOKENS.admin}` }
  return [
    recording(send, 'success', 'success', { headers: bearer(TOKENS.admin) }, json(200, sent), {
      path: send.path,
      headers: admin,
      json: messageSendBody(),
    }),
    recording(send, 'business-error', 'business-error', { headers: bearer(TOKENS.user) }, json(200, refused), {
      path: send.path,
      headers: user,
      json: messageSendBody(),
    }),
    ...tokenFailures(send, sent),
  ]
}
