import { ENTRY_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { ATHLETE_REC } from './athlete-recordings'
import { TOKENS, bearer, bodyFile, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The entry flow, recorded in the order a user goes through it: the competition, its age groups
 * and units, the priority code, products for ticked rows, the basket, the cart, a switch, a
 * removal, PBs, the hand-off, checkout, and the schedule that then shows paid entries. Ids are the
 * simulator's (deterministic); ENTRY_REC names the ones a replay needs.
 */

const V5 = '/wp-json/e4s/v5'
const C = ENTRY_DEMO.rulesCeids
const W = ENTRY_DEMO.waitingListCeids

export const ENTRY_REC = {
  compId: ENTRY_DEMO.rulesCompId,
  unknownCompId: 9999,
  /** Priority codes the replay sends: the good one stands for the real code, which never appears in a recording. */
  goodCode: 'rec-good-code',
  wrongCode: 'rec-wrong-code',
  athleteId: ENTRY_DEMO.athleteId,
  otherAthleteId: ENTRY_DEMO.sharedAthleteId,
  /** 100m with a PB inside its limits, and below them. */
  pb: 12.84,
  lowPb: 8,
  /** The seeded products come first (80001, 80002: the latter runner1's); then the recorder's, in order. */
  products: { m100: 80003, longJump: 80004, m800Other: 80005, waitingOther: 80006 },
  entries: { m100: 30003, longJump: 30004, m800Other: 30005 },
  foreignProductId: 80002,
  /** pbupdate: the athlete's 100m; an unknown athlete is refused. */
  pbEventId: 2,
  pbValue: 12.91,
  unknownAthleteId: 999999,
  perf: 12.65,
  /** Above the long jump's maximum of 9 m. */
  tooFar: 12,
  handoffCode: 'rec-handoff-code',
} as const

const user = { Authorization: `Bearer ${TOKENS.user}` }
const byJsonPath = (expression: string, value: string | number) => ({
  bodyPatterns: [{ matchesJsonPath: { expression, equalTo: String(value) } }],
})

function check(condition: boolean, what: string) {
  if (!condition) throw new Error(`entry recordings: ${what}`)
}

/** GET with the user token for success and for a business error chosen by the path; failures by token on the success path. */
async function pathScenarios(
  sim: Simulator,
  token: string,
  endpoint: Endpoint,
  paths: { success: string; businessError?: string },
  file?: string,
): Promise<Recording[]> {
  const success = (await getJson(sim, endpoint.method, paths.success, { token })).body
  const stored = file ? bodyFile(file, success) : undefined
  const out = [
    recording(
      endpoint,
      'success',
      'success',
      { urlPath: paths.success, headers: bearer(TOKENS.user) },
      stored?.response ?? json(200, success),
      { path: paths.success, headers: user },
      stored ? { bodyFile: stored.bodyFile } : {},
    ),
  ]
  if (paths.businessError) {
    const refused = (await getJson(sim, endpoint.method, paths.businessError, { token })).body
    out.push(
      recording(
        endpoint,
        'business-error',
        'business-error',
        { urlPath: paths.businessError, headers: bearer(TOKENS.user) },
        json(200, refused),
        {
          path: paths.businessError,
          headers: user,
        },
      ),
    )
  }
  return [...out, ...tokenFailures(endpoint, success, paths.success)]
}

export async function entryRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const out: Recording[] = []
  const R = ENTRY_REC
  const call = (method: string, path: string, body?: unknown) => getJson(sim, method, path, { token, json: body })
  // The mini cart recording filled the user's basket by hand; the entry flow starts from an empty one.
  sim.state.baskets.set(ATHLETE_REC.userId, [])

  out.push(
    ...(await pathScenarios(
      sim,
      token,
      { slug: 'competition', method: 'GET', path: `${V5}/competition/{id}` },
      { success: `${V5}/competition/${R.compId}`, businessError: `${V5}/competition/${R.unknownCompId}` },
      'competition-550.json',
    )),
    ...(await pathScenarios(
      sim,
      token,
      { slug: 'competition-agegroups', method: 'GET', path: `${V5}/competition/agegroups/{id}` },
      { success: `${V5}/competition/agegroups/${R.compId}`, businessError: `${V5}/competition/agegroups/${R.unknownCompId}` },
    )),
  )

  // Units: the same for everyone, with or without a token.
  const uom: Endpoint = { slug: 'uom', method: 'GET', path: `${V5}/uom` }
  const units = (await call('GET', uom.path)).body
  out.push(
    recording(uom, 'success', 'success', { headers: bearer(TOKENS.user) }, json(200, units), { path: uom.path, headers: user }),
    recording(uom, 'success-anonymous', 'success', { headers: { Authorization: { absent: true } } }, json(200, units), { path: uom.path }),
    ...tokenFailures(uom, units),
  )

  // Priority code: the recorder sends the real code; the mapping matches the replay's stand-in.
  const priority: Endpoint = { slug: 'priority', method: 'POST', path: `${V5}/competition/priority/{id}` }
  const priorityPath = `${V5}/competition/priority/${R.compId}`
  const wrong = (await call('POST', priorityPath, { code: 'WRONG' })).body
  const right = (await call('POST', priorityPath, { code: ENTRY_DEMO.rulesCode.toLowerCase() })).body
  check((right as { errNo?: number }).errNo === 0, 'priority code not accepted')
  out.push(
    recording(
      priority,
      'success',
      'success',
      { urlPath: priorityPath, headers: bearer(TOKENS.user), ...byJsonPath('$.code', R.goodCode) },
      json(200, right),
      {
        path: priorityPath,
        headers: user,
        json: { code: R.goodCode },
      },
    ),
    recording(
      priority,
      'business-error',
      'business-error',
      { urlPath: priorityPath, headers: bearer(TOKENS.user), ...byJsonPath('$.code', R.wrongCode) },
      json(200, wrong),
      { path: priorityPath, headers: user, json: { code: R.wrongCode } },
    ),
    ...tokenFailures(priority, right, priorityPath),
  )

  // Products: a PB below the minimum is refused; 100m and long jump fill the Under 15 day; the triple jump is one too many.
  const product: Endpoint = { slug: 'product', method: 'PUT', path: `${V5}/product/{ceid}/{athleteId}/{entityId}/{teamId}` }
  const productPath = (ceid: number, athleteId: number = R.athleteId) => `${V5}/product/${ceid}/${athleteId}/0/0`
  const lowPb = (await call('PUT', `${productPath(C.m100)}?pb=${R.lowPb}`)).body
  const made = (await call('PUT', `${productPath(C.m100)}?pb=${R.pb}`)).body as { data?: { productId?: number } }
  check(made.data?.productId === R.products.m100, 'unexpected 100m product id')
  const lj = (await call('PUT', productPath(C.longJump))).body as { data?: { productId?: number } }
  check(lj.data?.productId === R.products.longJump, 'unexpected long jump product id')
  const maxInDay = (await call('PUT', productPath(C.tripleJump))).body
  const byPb = (pb: number) => ({
    urlPath: productPath(C.m100),
    headers: bearer(TOKENS.user),
    queryParameters: { pb: { equalTo: String(pb) } },
  })
  out.push(
    recording(product, 'success', 'success', byPb(R.pb), json(200, made), { path: `${productPath(C.m100)}?pb=${R.pb}`, headers: user }),
    recording(product, 'business-error-pb-below-min', 'business-error', byPb(R.lowPb), json(200, lowPb), {
      path: `${productPath(C.m100)}?pb=${R.lowPb}`,
      headers: user,
    }),
    recording(
      product,
      'business-error-max-in-day',
      'business-error',
      { urlPath: productPath(C.tripleJump), headers: bearer(TOKENS.user) },
      json(200, maxInDay),
      { path: productPath(C.tripleJump), headers: user },
    ),
    ...tokenFailures(product, made, productPath(C.m100)),
  )

  // Basket: the two products (the same call twice leaves one line each); another user's product is refused.
  const basket: Endpoint = { slug: 'basket-add', method: 'POST', path: `${V5}/basket/add` }
  const both = { products: [R.products.m100, R.products.longJump] }
  await call('POST', basket.path, both)
  const added = (await call('POST', basket.path, both)).body as { data?: { count?: number } }
  check(added.data?.count === 2, 'basket add is not idempotent')
  const foreign = { products: [R.foreignProductId] }
  const notYours = (await call('POST', basket.path, foreign)).body
  out.push(
    recording(basket, 'success', 'success', { headers: bearer(TOKENS.user), bodyPatterns: [{ equalToJson: both }] }, json(200, added), {
      path: basket.path,
      headers: user,
      json: both,
    }),
    recording(
      basket,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.user), bodyPatterns: [{ equalToJson: foreign }] },
      json(200, notYours),
      {
        path: basket.path,
        headers: user,
        json: foreign,
      },
    ),
    ...tokenFailures(basket, added),
  )

  // Switch: the other athlete's 800m (waiting-list meeting) moves to the long jump; a ceid of another competition is refused.
  const other = (await call('PUT', productPath(W.m800, R.otherAthleteId))).body as { data?: { productId?: number; entryId?: number } }
  check(other.data?.productId === R.products.m800Other && other.data?.entryId === R.entries.m800Other, 'unexpected 800m product')
  const switchEndpoint: Endpoint = { slug: 'entry-switch', method: 'POST', path: `${V5}/entry/switch` }
  const toLongJump = { entryid: R.entries.m800Other, ceid: W.longJump }
  const toOtherComp = { entryid: R.entries.m800Other, ceid: C.m800 }
  const foreignCeid = (await call('POST', switchEndpoint.path, toOtherComp)).body
  const switched = (await call('POST', switchEndpoint.path, toLongJump)).body
  out.push(
    recording(
      switchEndpoint,
      'success',
      'success',
      { headers: bearer(TOKENS.user), ...byJsonPath('$.ceid', W.longJump) },
      json(200, switched),
      {
        path: switchEndpoint.path,
        headers: user,
        json: toLongJump,
      },
    ),
    recording(
      switchEndpoint,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.user), ...byJsonPath('$.ceid', C.m800) },
      json(200, foreignCeid),
      { path: switchEndpoint.path, headers: user, json: toOtherComp },
    ),
    ...tokenFailures(switchEndpoint, switched),
  )

  // Removal: a waiting-list product of the other athlete goes; runner1's product is not the user's to remove.
  const waiting = (await call('PUT', productPath(W.m100Full, R.otherAthleteId))).body as { data?: { productId?: number } }
  check(waiting.data?.productId === R.products.waitingOther, 'unexpected waiting-list product')
  const del: Endpoint = { slug: 'product-delete', method: 'POST', path: `${V5}/product/delete/{productId}` }
  const delPath = (id: number) => `${V5}/product/delete/${id}`
  const deleted = (await call('POST', delPath(R.products.waitingOther))).body
  const notInCart = (await call('POST', delPath(R.foreignProductId))).body
  out.push(
    recording(del, 'success', 'success', { urlPath: delPath(R.products.waitingOther), headers: bearer(TOKENS.user) }, json(200, deleted), {
      path: delPath(R.products.waitingOther),
      headers: user,
    }),
    recording(
      del,
      'business-error',
      'business-error',
      { urlPath: delPath(R.foreignProductId), headers: bearer(TOKENS.user) },
      json(200, notInCart),
      {
        path: delPath(R.foreignProductId),
        headers: user,
      },
    ),
    ...tokenFailures(del, deleted, delPath(R.products.waitingOther)),
  )

  // Cart: two products in the basket, one (the switched long jump) not yet.
  const cart: Endpoint = { slug: 'cart', method: 'GET', path: `${V5}/cart` }
  const cartBody = (await call('GET', cart.path)).body
  out.push(
    recording(cart, 'success', 'success', { headers: bearer(TOKENS.user) }, json(200, cartBody), { path: cart.path, headers: user }),
    ...tokenFailures(cart, cartBody),
  )

  // PBs: v1 for the athlete and event; v2 for an entry, within the event's limits.
  const pb: Endpoint = { slug: 'pb-update', method: 'POST', path: `${V5}/athlete/pbupdate` }
  const pbBody = (aid: number) => ({ aid, eid: R.pbEventId, pb: R.pbValue, pbText: String(R.pbValue), trackSb: false })
  const pbSaved = (await call('POST', pb.path, pbBody(R.athleteId))).body
  const pbRefused = (await call('POST', pb.path, pbBody(R.unknownAthleteId))).body
  out.push(
    recording(pb, 'success', 'success', { headers: bearer(TOKENS.user), ...byJsonPath('$.aid', R.athleteId) }, json(200, pbSaved), {
      path: pb.path,
      headers: user,
      json: pbBody(R.athleteId),
    }),
    recording(
      pb,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.user), ...byJsonPath('$.aid', R.unknownAthleteId) },
      json(200, pbRefused),
      {
        path: pb.path,
        headers: user,
        json: pbBody(R.unknownAthleteId),
      },
    ),
    ...tokenFailures(pb, pbSaved),
  )
  const pbV2: Endpoint = { slug: 'pb-update-v2', method: 'POST', path: `${V5}/athlete/pbupdatev2` }
  const perfOk = { entryId: R.entries.m100, performance: R.perf }
  const perfFar = { entryId: R.entries.longJump, performance: R.tooFar }
  const v2Saved = (await call('POST', pbV2.path, perfOk)).body
  const v2Refused = (await call('POST', pbV2.path, perfFar)).body
  out.push(
    recording(
      pbV2,
      'success',
      'success',
      { headers: bearer(TOKENS.user), ...byJsonPath('$.entryId', R.entries.m100) },
      json(200, v2Saved),
      {
        path: pbV2.path,
        headers: user,
        json: perfOk,
      },
    ),
    recording(
      pbV2,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.user), ...byJsonPath('$.entryId', R.entries.longJump) },
      json(200, v2Refused),
      { path: pbV2.path, headers: user, json: perfFar },
    ),
    ...tokenFailures(pbV2, v2Saved),
  )

  // Hand-off (its one-time code replaced), then checkout on the shop pages, so the schedule shows paid rows.
  const handoff: Endpoint = { slug: 'basket-handoff', method: 'GET', path: `${V5}/basket/handoff` }
  const handed = (await call('GET', handoff.path)).body as { data: { url: string } }
  await checkout(sim, handed.data.url)
  const handedRecorded = { ...handed, data: { url: `/basket?handoff=${R.handoffCode}` } }
  out.push(
    recording(handoff, 'success', 'success', { headers: bearer(TOKENS.user) }, json(200, handedRecorded), {
      path: handoff.path,
      headers: user,
    }),
    ...tokenFailures(handoff, handedRecorded),
  )

  // Schedule: the Under 15's day with two paid entries; the other athlete's meeting with an entry in the cart.
  const schedule: Endpoint = { slug: 'schedule', method: 'GET', path: `${V5}/events/{compId}/{athleteId}` }
  out.push(
    ...(await pathScenarios(
      sim,
      token,
      schedule,
      { success: `${V5}/events/${R.compId}/${R.athleteId}`, businessError: `${V5}/events/${R.unknownCompId}/${R.athleteId}` },
      'schedule-550-5901.json',
    )),
  )
  const inCartPath = `${V5}/events/${ENTRY_DEMO.waitingListCompId}/${R.otherAthleteId}`
  const inCart = bodyFile('schedule-552-5902.json', (await call('GET', inCartPath)).body)
  out.push(
    recording(
      schedule,
      'success-in-cart',
      'success',
      { urlPath: inCartPath, headers: bearer(TOKENS.user) },
      inCart.response,
      { path: inCartPath, headers: user },
      { bodyFile: inCart.bodyFile },
    ),
  )
  return out
}

/** The browser's part: the basket page exchanges the code for a shop cookie, checkout pays the basket. */
async function checkout(sim: Simulator, handoffUrl: string): Promise<void> {
  const page = await fetch(`${sim.url}${handoffUrl}`)
  await page.text()
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const done = await fetch(`${sim.url}/checkout`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
  check((await done.text()).includes('Order received'), 'checkout failed')
}
