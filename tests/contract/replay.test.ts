import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LegacyClient, type LegacyCaller } from '../../bff/legacy/client.server'
import * as auth from '../../bff/legacy/auth.server'
import { getMiniCart } from '../../bff/legacy/cart.server'
import { getAdminConfig, getPublicConfig } from '../../bff/legacy/config.server'
import { isLegacyError, type LegacyErrorKind } from '../../bff/legacy/errors'
import { RECORDINGS_DIR, startWireMock, type WireMock } from '../support/wiremock'

const TOKEN_PATH = '/wp-json/jwt-auth/v1/token'
const LOGOUT_PATH = '/wp-json/e4s/v5/logout'

type Expect = { ok: (value: unknown) => void } | { error: LegacyErrorKind; status?: number; errNo?: number; text?: RegExp }
type Row = { call: (legacy: (token?: string) => LegacyCaller) => Promise<unknown>; expect: Expect }

const user = 'rec-user-token'
const ok = (check: (value: never) => void): Expect => ({ ok: check as (value: unknown) => void })

/** One row per recording: the call the BFF makes, and what the legacy module must make of it. */
const rows: Record<string, Row> = {
  'token-login.success.json': {
    call: (l) => auth.tokenLogin(l(), TOKEN_PATH, { username: 'entrant', password: 'Entrant!2026' }),
    expect: ok((v: auth.TokenAnswer) => expect(v.token.length).toBeGreaterThan(0)),
  },
  'token-login.forbidden-incorrect-password.json': {
    call: (l) => auth.tokenLogin(l(), TOKEN_PATH, { username: 'entrant', password: 'wrong' }),
    expect: { error: 'http', status: 403 },
  },
  'token-login.forbidden-invalid-username.json': {
    call: (l) => auth.tokenLogin(l(), TOKEN_PATH, { username: 'nobody', password: 'x' }),
    expect: { error: 'http', status: 403 },
  },
  'token-login.server-error.json': { call: (l) => auth.tokenLogin(l(), TOKEN_PATH, { username: 'rec-500', password: 'x' }), expect: { error: 'http', status: 500 } },
  'token-login.malformed.json': { call: (l) => auth.tokenLogin(l(), TOKEN_PATH, { username: 'rec-malformed', password: 'x' }), expect: { error: 'contract' } },

  'public-config.success-anonymous.json': {
    call: (l) => getPublicConfig(l(), { asUser: false }),
    expect: ok((v: Awaited<ReturnType<typeof getPublicConfig>>) => {
      expect(v.data.userId).toBe(0)
      expect(v.meta?.organisers?.length).toBeGreaterThan(0)
    }),
  },
  'public-config.success-user.json': {
    call: (l) => getPublicConfig(l(user), { asUser: true }),
    expect: ok((v: Awaited<ReturnType<typeof getPublicConfig>>) => expect(v.data.userId).toBeGreaterThan(0)),
  },
  'public-config.success-admin.json': {
    call: (l) => getPublicConfig(l('rec-admin-token'), { asUser: true }),
    expect: ok((v: Awaited<ReturnType<typeof getPublicConfig>>) => expect(v.data.role).toBe('E4SUSER')),
  },
  'public-config.unauthorised.json': { call: (l) => getPublicConfig(l('rec-expired-token'), { asUser: true }), expect: { error: 'auth-expired' } },
  'public-config.server-error.json': { call: (l) => getPublicConfig(l('rec-500-token'), { asUser: true }), expect: { error: 'http', status: 500 } },
  'public-config.malformed.json': { call: (l) => getPublicConfig(l('rec-malformed-token'), { asUser: true }), expect: { error: 'contract' } },

  'admin-config.success.json': {
    call: (l) => getAdminConfig(l('rec-admin-token')),
    expect: ok((v: Awaited<ReturnType<typeof getAdminConfig>>) => expect(v.data.role).toBe('E4SUSER')),
  },
  'admin-config.business-error-user.json': { call: (l) => getAdminConfig(l(user)), expect: { error: 'business', errNo: 1, text: /Not authorised/ } },
  // The BFF never calls the admin config without a token: it refuses before the wire.
  'admin-config.business-error-anonymous.json': { call: (l) => getAdminConfig(l()), expect: { error: 'auth-expired' } },
  'admin-config.unauthorised.json': { call: (l) => getAdminConfig(l('rec-expired-token')), expect: { error: 'auth-expired' } },
  'admin-config.server-error.json': { call: (l) => getAdminConfig(l('rec-500-token')), expect: { error: 'http', status: 500 } },
  'admin-config.malformed.json': { call: (l) => getAdminConfig(l('rec-malformed-token')), expect: { error: 'contract' } },

  'register.success.json': { call: (l) => auth.register(l(), { name: 'rec-new', email: 'rec-new@example.org' }), expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)) },
  'register.business-error-username-taken.json': {
    call: (l) => auth.register(l(), { name: 'rec-taken', email: 'rec-taken@example.org' }),
    expect: { error: 'business', errNo: 1, text: /username already exists/ },
  },
  'register.business-error-email-taken.json': {
    call: (l) => auth.register(l(), { name: 'rec-email-taken', email: 'taken@example.org' }),
    expect: { error: 'business', errNo: 1, text: /email/i },
  },
  'register.server-error.json': { call: (l) => auth.register(l(), { name: 'rec-500', email: 'x@example.org' }), expect: { error: 'http', status: 500 } },
  'register.malformed.json': { call: (l) => auth.register(l(), { name: 'rec-malformed', email: 'x@example.org' }), expect: { error: 'contract' } },

  'pwd-reset-request.success.json': { call: (l) => auth.requestPasswordReset(l(), { email: 'rec@example.org' }), expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)) },
  'pwd-reset-request.server-error.json': { call: (l) => auth.requestPasswordReset(l(), { email: 'rec-500' }), expect: { error: 'http', status: 500 } },
  'pwd-reset-request.malformed.json': { call: (l) => auth.requestPasswordReset(l(), { email: 'rec-malformed' }), expect: { error: 'contract' } },

  'pwd-reset.success.json': { call: (l) => auth.resetPassword(l(), { key: 'rec-good-key', login: 'entrant', password: 'New-pass-1' }), expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)) },
  'pwd-reset.business-error.json': {
    call: (l) => auth.resetPassword(l(), { key: 'rec-bad-key', login: 'entrant', password: 'New-pass-1' }),
    expect: { error: 'business', errNo: 1, text: /Invalid or expired key/ },
  },
  'pwd-reset.server-error.json': { call: (l) => auth.resetPassword(l(), { key: 'rec-500', login: 'entrant', password: 'x' }), expect: { error: 'http', status: 500 } },
  'pwd-reset.malformed.json': { call: (l) => auth.resetPassword(l(), { key: 'rec-malformed', login: 'entrant', password: 'x' }), expect: { error: 'contract' } },

  'logout.success.json': { call: (l) => auth.logout(l(user), LOGOUT_PATH), expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)) },
  'logout.unauthorised.json': { call: (l) => auth.logout(l('rec-expired-token'), LOGOUT_PATH), expect: { error: 'auth-expired' } },
  'logout.server-error.json': { call: (l) => auth.logout(l('rec-500-token'), LOGOUT_PATH), expect: { error: 'http', status: 500 } },
  'logout.malformed.json': { call: (l) => auth.logout(l('rec-malformed-token'), LOGOUT_PATH), expect: { error: 'contract' } },

  'minicart.success-empty.json': {
    call: (l) => getMiniCart(l('rec-admin-token')),
    expect: ok((v: Awaited<ReturnType<typeof getMiniCart>>) => expect(v.meta?.wcCart?.items).toEqual([])),
  },
  'minicart.success-items.json': {
    call: (l) => getMiniCart(l(user)),
    expect: ok((v: Awaited<ReturnType<typeof getMiniCart>>) => expect(v.meta?.wcCart?.items?.length).toBeGreaterThan(0)),
  },
  'minicart.unauthorised.json': { call: (l) => getMiniCart(l('rec-expired-token')), expect: { error: 'auth-expired' } },
  'minicart.server-error.json': { call: (l) => getMiniCart(l('rec-500-token')), expect: { error: 'http', status: 500 } },
  'minicart.malformed.json': { call: (l) => getMiniCart(l('rec-malformed-token')), expect: { error: 'contract' } },
}

let wiremock: WireMock
let client: LegacyClient
beforeAll(async () => {
  wiremock = await startWireMock({ rootDir: RECORDINGS_DIR })
  client = new LegacyClient({
    baseUrl: wiremock.url,
    connectTimeoutMs: 2000,
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    getRetries: 0,
    breakerThreshold: 1000,
    breakerResetMs: 1000,
  })
})
afterAll(async () => {
  await client?.close()
  await wiremock?.stop()
})

const legacy = (token?: string) => client.scoped({ token })

describe('recordings replayed through WireMock into the legacy modules', () => {
  it('every recording has a row here (a new recording needs its expectation)', () => {
    const files = readdirSync(path.join(RECORDINGS_DIR, 'mappings')).filter((f) => f.endsWith('.json'))
    expect(files.sort()).toEqual(Object.keys(rows).sort())
  })

  for (const [file, row] of Object.entries(rows)) {
    it(file, async () => {
      const outcome = await row.call(legacy).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      )
      if ('ok' in row.expect) {
        if ('error' in outcome) throw outcome.error
        row.expect.ok(outcome.value)
        return
      }
      if (!('error' in outcome)) throw new Error(`expected a ${row.expect.error} error, got a value`)
      const err = outcome.error
      if (!isLegacyError(err)) throw err
      expect(err.kind).toBe(row.expect.error)
      if (row.expect.status !== undefined) expect(err.status).toBe(row.expect.status)
      if (row.expect.errNo !== undefined) expect(err.detail.errNo).toBe(row.expect.errNo)
      if (row.expect.text) expect('text' in err.userMessage ? err.userMessage.text : '').toMatch(row.expect.text)
    })
  }
})
