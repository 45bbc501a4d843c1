import type { Simulator } from '../simulator/index'
import { getJson, json, malformed, recording, serverError, truncated, type Endpoint, type Recording } from './kit'

/**
 * Ask organiser (2-entry §7 POST /v5/competition/contactorganiser): a visitor's question, no token.
 * The message body picks the scenario; an unknown competition is the business error.
 */

const V5 = '/wp-json/e4s/v5'
export const SHOP_REC = {
  compId: 550,
  unknownCompId: 999999,
  email: 'rec-visitor@example.org',
} as const

const contact: Endpoint = { slug: 'contact-organiser', method: 'POST', path: `${V5}/competition/contactorganiser` }

/** The body the BFF sends (bff/domain/contact/contact-organiser.ts toContactWire). */
export function contactBody(body: string, compId: number = SHOP_REC.compId) {
  return { compId, category: 'Competition query', body, email: SHOP_REC.email, foaE4s: false }
}

const byMessage = (body: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.body', equalTo: body } }] })

export async function shopRecordings(sim: Simulator): Promise<Recording[]> {
  const send = async (body: object) => (await getJson(sim, 'POST', contact.path, { json: body })).body
  const sent = await send(contactBody('rec-question'))
  const unknown = await send(contactBody('rec-unknown-comp', SHOP_REC.unknownCompId))
  const example = (body: string, compId?: number) => ({ path: contact.path, json: contactBody(body, compId) })
  return [
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
