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
      recording(call, 'success', 'success', { urlPath: call.path, headers: bearer(TOKENS.admin) }, json(200, answer), as(TOKENS.admin, call.path)),
      recording(call, 'business-error', 'business-error', { urlPath: call.path, headers: bearer(TOKENS.user) }, json(200, refused), as(TOKENS.user, call.path)),
      ...tokenFailures(call, answer),
    )
  }
  return out
}
