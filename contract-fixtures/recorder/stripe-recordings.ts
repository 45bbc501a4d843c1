import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/** Finance: payment-provider users (our invention) and the finance report (docs/legacy-wire.md "Finance"), with the admin's token. */

const V5 = '/wp-json/e4s/v5'

export async function stripeRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const as = (token: string, path: string) => ({ path, headers: { Authorization: `Bearer ${token}` } })
  const calls: Endpoint[] = [
    { slug: 'stripe-users', method: 'GET', path: `${V5}/stripe/users` },
    { slug: 'reports-finance', method: 'GET', path: `${V5}/reports/finance` },
  ]
  const out: Recording[] = []
  for (const call of calls) {
    const answer = (await getJson(sim, 'GET', call.path, { token: adminToken })).body
    const refused = (await getJson(sim, 'GET', call.path, { token: userToken })).body
    out.push(
      recording(
        call,
        'success',
        'success',
        { urlPath: call.path, headers: bearer(TOKENS.admin) },
        json(200, answer),
        as(TOKENS.admin, call.path),
      ),
      recording(
        call,
        'business-error',
        'business-error',
        { urlPath: call.path, headers: bearer(TOKENS.user) },
        json(200, refused),
        as(TOKENS.user, call.path),
      ),
      ...tokenFailures(call, answer),
    )
  }
  out.push(...(await storeConfigRecordings(sim, adminToken)))
  return out
}

/** The seed's own store options: saving them leaves every later recording as it was. */
export const STORE_OPTIONS_REC = {
  percCharged: 5,
  addCost: 0.5,
  minFee: 0.5,
  minCost: 5,
  nationaladdCost: 0.3,
  nationalminCost: 5,
  cartTimeLimit: 30,
}

/** The store configuration save (our invention, docs/legacy-wire.md "Store configuration"). */
async function storeConfigRecordings(sim: Simulator, adminToken: string): Promise<Recording[]> {
  const as = (token: string, path: string) => ({ path, headers: { Authorization: `Bearer ${token}` } })
  const save: Endpoint = { slug: 'config-admin-save', method: 'PUT', path: `${V5}/admin/config` }
  const body = { options: STORE_OPTIONS_REC }
  const bad = { options: { ...STORE_OPTIONS_REC, percCharged: 101 } }
  const saved = (await getJson(sim, 'PUT', save.path, { token: adminToken, json: body })).body
  const refused = (await getJson(sim, 'PUT', save.path, { token: adminToken, json: bad })).body
  return [
    recording(
      save,
      'success',
      'success',
      { urlPath: save.path, headers: bearer(TOKENS.admin), bodyPatterns: [{ equalToJson: body }] },
      json(200, saved),
      { ...as(TOKENS.admin, save.path), json: body },
    ),
    recording(
      save,
      'business-error',
      'business-error',
      { urlPath: save.path, headers: bearer(TOKENS.admin), bodyPatterns: [{ equalToJson: bad }] },
      json(200, refused),
      { ...as(TOKENS.admin, save.path), json: bad },
    ),
    ...tokenFailures(save, saved),
  ]
}
