import type { Simulator } from '../simulator/index'
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
  /** The entrant's athlete, and one that is not theirs. */
  athleteId: 5901,
  otherAthleteId: 1,
  /** The seeded shop's programme (contract-fixtures/simulator/shop-state.ts). */
  programmeId: 7002,
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

/**
 * The shop (GET /v5/secondary/list, our reading of GET /v5/secondary/athlete, our invention
 * POST /v5/secondary/basket): the seeded shop of SHOP_REC.compId by the compid query value; the
 * athlete's purchases by the token; the basket by the quantity asked (99: over the stock).
 */
async function secondaryRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const list: Endpoint = { slug: 'secondary-list', method: 'GET', path: `${V5}/secondary/list` }
  const listPath = (compId: number | string) => `${list.path}?objtype=COMP&objid=${compId}&compid=${compId}`
  const byComp = (compId: number | string) => ({ queryParameters: { compid: { equalTo: String(compId) } } })
  const shop = (await getJson(sim, 'GET', listPath(SHOP_REC.compId))).body
  const none = (await getJson(sim, 'GET', listPath(SHOP_REC.unknownCompId))).body

  const athlete: Endpoint = { slug: 'secondary-athlete', method: 'GET', path: `${V5}/secondary/athlete` }
  const athletePath = `${athlete.path}?compid=${SHOP_REC.compId}&athleteid=${SHOP_REC.athleteId}`
  const otherPath = `${athlete.path}?compid=${SHOP_REC.compId}&athleteid=${SHOP_REC.otherAthleteId}`
  const byAthlete = (id: number) => ({ queryParameters: { athleteid: { equalTo: String(id) } }, headers: bearer(TOKENS.user) })
  const headers = { Authorization: `Bearer ${TOKENS.user}` }

  const basket: Endpoint = { slug: 'secondary-basket', method: 'POST', path: `${V5}/secondary/basket` }
  const line = (qty: number) => ({ lines: [{ prodId: SHOP_REC.programmeId, variationId: 0, qty, athleteId: 0 }] })
  const byQty = (qty: number) => ({
    headers: bearer(TOKENS.user),
    bodyPatterns: [{ matchesJsonPath: { expression: '$.lines[0].qty', equalTo: String(qty) } }],
  })
  // Before the basket call: the purchases read what is paid, which a basket line is not.
  const bought = (await getJson(sim, 'GET', athletePath, { token })).body
  const refusedAthlete = (await getJson(sim, 'GET', otherPath, { token })).body
  const added = (await getJson(sim, 'POST', basket.path, { token, json: line(1) })).body
  const overStock = (await getJson(sim, 'POST', basket.path, { token, json: line(99) })).body
  // After the basket call: the line just added is the user's unpaid shop line (our invention).
  const basketList: Endpoint = { slug: 'secondary-basket-list', method: 'GET', path: `${V5}/secondary/basket` }
  const basketListPath = `${basketList.path}?compid=${SHOP_REC.compId}`
  const unpaid = (await getJson(sim, 'GET', basketListPath, { token })).body

  return [
    recording(list, 'success', 'success', byComp(SHOP_REC.compId), json(200, shop), { path: listPath(SHOP_REC.compId) }),
    recording(list, 'success-empty', 'success', byComp(SHOP_REC.unknownCompId), json(200, none), {
      path: listPath(SHOP_REC.unknownCompId),
    }),
    recording(list, 'server-error', 'server-error', byComp('9500'), serverError(), { path: listPath(9500) }),
    recording(list, 'malformed', 'malformed', byComp('9501'), malformed(truncated(shop)), { path: listPath(9501) }),
    recording(athlete, 'success', 'success', byAthlete(SHOP_REC.athleteId), json(200, bought), { path: athletePath, headers }),
    recording(athlete, 'business-error', 'business-error', byAthlete(SHOP_REC.otherAthleteId), json(200, refusedAthlete), {
      path: otherPath,
      headers,
    }),
    ...tokenFailures(athlete, bought, athletePath),
    recording(basket, 'success', 'success', byQty(1), json(200, added), { path: basket.path, headers, json: line(1) }),
    recording(basket, 'business-error', 'business-error', byQty(99), json(200, overStock), { path: basket.path, headers, json: line(99) }),
    ...tokenFailures(basket, added),
    recording(basketList, 'success', 'success', { ...byComp(SHOP_REC.compId), headers: bearer(TOKENS.user) }, json(200, unpaid), {
      path: basketListPath,
      headers,
    }),
    ...tokenFailures(basketList, unpaid, basketListPath),
  ]
}

export async function shopRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const send = async (body: object) => (await getJson(sim, 'POST', contact.path, { json: body })).body
  const sent = await send(contactBody('rec-question'))
  const unknown = await send(contactBody('rec-unknown-comp', SHOP_REC.unknownCompId))
  const example = (body: string, compId?: number) => ({ path: contact.path, json: contactBody(body, compId) })
  return [
    ...(await entryPerfRecordings(sim, token)),
    ...(await secondaryRecordings(sim, token)),
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
