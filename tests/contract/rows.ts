import type { LegacyCaller } from '../../bff/legacy/client.server'
import type { LegacyErrorKind } from '../../bff/legacy/errors'

/** What a replayed recording must give: a value that passes the check, or an error of that kind. */
export type Expect = { ok: (value: unknown) => void } | { error: LegacyErrorKind; status?: number; errNo?: number; text?: RegExp }
export type Legacy = (token?: string) => LegacyCaller
export type Row = { call: (legacy: Legacy) => Promise<unknown>; expect: Expect }

export const USER_TOKEN = 'rec-user-token'

export const ok = (check: (value: never) => void): Expect => ({ ok: check as (value: unknown) => void })

/** The 401, 500 and malformed recordings of a token call, chosen by the token. */
export function tokenRows(slug: string, call: (legacy: LegacyCaller) => Promise<unknown>): Record<string, Row> {
  return {
    [`${slug}.unauthorised.json`]: { call: (l) => call(l('rec-expired-token')), expect: { error: 'auth-expired' } },
    [`${slug}.server-error.json`]: { call: (l) => call(l('rec-500-token')), expect: { error: 'http', status: 500 } },
    [`${slug}.malformed.json`]: { call: (l) => call(l('rec-malformed-token')), expect: { error: 'contract' } },
  }
}
