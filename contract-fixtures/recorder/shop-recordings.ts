import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, malformed, recording, serverError, tokenFailures, truncated, type Endpoint, type Recording } from './kit'

/**
 * The performance of one entry (GET /v5/entryperf/{id}, our reading): the entrant's seeded paid
 * entry; an id that is not theirs the business error; the token failures as for the other calls.
 *
 * Ask organiser (2-entry §7 POST /v5/competition/contactorganiser): a visitor's question, no token.
 * The message body picks the scenario; an unknown competition is the business error.
 */

const V5 = '/wp-json/e4s/v5'
export const SHOP_REC = {
  compId: 550,
  unknownCompId: 999999,
  email: 'rec-visitor@example.org',
  /** The entrant's paid discus entry (contract-fixtures/seed, the first entry made). */
  entryId: 30001,
  unknownEntryId: 999999,
} as const

const contact: Endpoint = { slug: 'contact-organiser', method: 'POST', path: `${V5}/competition/contactorganiser` }

/** The body the BFF sends (bff/domain/contact/contact-organiser.ts toContactWire). */
export function contactBody(body: string, compId: number = SHOP_REC.compId) {
  return { compId, category: 'Competition query', body, email: SHOP_REC.email, foaE4s: false }
}

const byMessage = (body: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.body', equalTo: body } }] })

async function entryPerfRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const perf: Endpoint = { slug: 'entry-perf', method: 'GET', path: `${V5}/entryperf/{id}` }
  const own = `${V5}/entryperf/${SHOP_REC.entryId}`
  const unknown = `${V5}/entryperf/${SHOP_REC.unknownEntryId}`
  const got = (await getJson(sim, 'GET', own, { token })).body
  const notFound = (await getJson(sim, 'GET', unknown, { token })).body
  const headers = { Authorization: `Bearer ${TOKENS.user}` }
  return [
    recording(perf, 'success', 'success', { urlPath: own, headers: bearer(TOKENS.user) }, json(200, got), { path: own, headers }),
    recording(perf, 'business-error', 'business-error', { urlPath: unknown, headers: bearer(TOKENS.user) }, json(200, notFound), {
      path: unknown,
      headers,
    }),
    ...tokenFailures(perf, got, own),
  ]
}

export async function shopRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const send = async (body: object) => (await getJson(sim, 'POST', contact.path, { json: body })).body
  const sent = await send(contactBody('rec-question'))
  const unknown = await send(contactBody('rec-unknown-comp', SHOP_REC.unknownCompId))
  const example = (body: string, compId?: number) => ({ path: contact.path, json: contactBody(body, compId) })
  return [
    ...(await entryPerfRecordings(sim, token)),
    recording(contact, 'success', 'success', byMessage('rec-question'), json(200, sent), example('rec-question')),
    recording(
      contact,
      'business-error',
      'business-error',
      byMessage('rec-unknown-comp'),
      json(200, unknown),
      example('rec-unknown-comp', SHOP_REC.unknownCompId),
    ),
    recording(contact, 'server-error', 'server-error', byMessage('rec-500'), serverError(), example('rec-500')),
    recording(contact, 'malformed', 'malformed', byMessage('rec-malformed'), malformed(truncated(sent)), example('rec-malformed')),
  ]
}
