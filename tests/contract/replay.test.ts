import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DelayType, EndpointFeature, WireMockFault } from 'wiremock-captain'
import { LegacyClient } from '../../bff/legacy/client.server'
import * as auth from '../../bff/legacy/auth.server'
import { getMiniCart } from '../../bff/legacy/cart.server'
import { getAdminConfig, getPublicConfig } from '../../bff/legacy/config.server'
import {
  filterCompetitions,
  getCompetitionInfo,
  getCompetitionOrganisations,
  type CompetitionFilterQuery,
} from '../../bff/legacy/competitions.server'
import { getUnreadCount } from '../../bff/legacy/messages.server'
import { defaultFilter, filterToWire } from '../../bff/domain/competition/competition-filter'
import { toCompetitionView } from '../../bff/services/competitions.server'
import { XSS_COMPETITION_ID } from '../../contract-fixtures/seed'
import { isLegacyError } from '../../bff/legacy/errors'
import { RECORDINGS_DIR, startWireMock, type WireMock } from '../support/wiremock'
import { athleteRows, entryRows } from './entry-rows'
import { builderReadsCompetition, builderRows } from './builder-rows'
import { lookupRows } from './lookup-rows'
import { messageRows } from './message-rows'
import { checkInRows } from './checkin-rows'
import { shopRows } from './shop-rows'
import { scoreboardOutputRows } from './scoreboard-output-rows'
import { scoreboardRows } from './scoreboard-rows'
import { bibRows } from './bib-rows'
import { entryActionRows } from './entry-action-rows'
import { autoEntryRows } from './auto-entry-rows'
import { resultsRows } from './results-rows'
import { scheduleRows } from './schedule-rows'
import { seedingRows } from './seeding-rows'
import { eventGroupRows } from './event-group-rows'
import { checkInCodeRows } from './checkin-code-rows'
import { userRows } from './user-rows'
import { clubOrgRows } from './club-org-rows'
import { compOrgRows } from './comporg-rows'
import { ageGroupRows } from './agegroup-rows'
import { reportRows } from './report-rows'
import { chequeRows } from './cheque-rows'
import { stripeRows } from './stripe-rows'
import { ticketRows } from './ticket-rows'
import { adminUserRows } from './admin-user-rows'
import { stepRows } from './step-rows'
import { teamRows } from './team-rows'
import { clubCompRows } from './clubcomp-rows'
import { statusRows, validateRows } from './status-rows'
import { helpRows } from './help-rows'
import { ok, type Row } from './rows'
import { testLegacyClient } from '../support/legacy-client'

const TOKEN_PATH = '/wp-json/jwt-auth/v1/token'
const LOGOUT_PATH = '/wp-json/e4s/v5/logout'

const user = 'rec-user-token'
// The recordings were made on this reference date; the default list query is the BFF's own.
const listQuery = (over: CompetitionFilterQuery = {}) => ({ ...filterToWire(defaultFilter('2026-06-01')), ...over })
type ListAnswer = Awaited<ReturnType<typeof filterCompetitions>>
type InfoAnswer = Awaited<ReturnType<typeof getCompetitionInfo>>

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
  'token-login.server-error.json': {
    call: (l) => auth.tokenLogin(l(), TOKEN_PATH, { username: 'rec-500', password: 'x' }),
    expect: { error: 'http', status: 500 },
  },
  'token-login.malformed.json': {
    call: (l) => auth.tokenLogin(l(), TOKEN_PATH, { username: 'rec-malformed', password: 'x' }),
    expect: { error: 'contract' },
  },

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
  'public-config.unauthorised.json': {
    call: (l) => getPublicConfig(l('rec-expired-token'), { asUser: true }),
    expect: { error: 'auth-expired' },
  },
  'public-config.server-error.json': {
    call: (l) => getPublicConfig(l('rec-500-token'), { asUser: true }),
    expect: { error: 'http', status: 500 },
  },
  'public-config.malformed.json': {
    call: (l) => getPublicConfig(l('rec-malformed-token'), { asUser: true }),
    expect: { error: 'contract' },
  },

  'admin-config.success.json': {
    call: (l) => getAdminConfig(l('rec-admin-token')),
    expect: ok((v: Awaited<ReturnType<typeof getAdminConfig>>) => expect(v.data.role).toBe('E4SUSER')),
  },
  'admin-config.business-error-user.json': {
    call: (l) => getAdminConfig(l(user)),
    expect: { error: 'business', errNo: 1, text: /Not authorised/ },
  },
  // The BFF never calls the admin config without a token: it refuses before the wire.
  'admin-config.business-error-anonymous.json': { call: (l) => getAdminConfig(l()), expect: { error: 'auth-expired' } },
  'admin-config.unauthorised.json': { call: (l) => getAdminConfig(l('rec-expired-token')), expect: { error: 'auth-expired' } },
  'admin-config.server-error.json': { call: (l) => getAdminConfig(l('rec-500-token')), expect: { error: 'http', status: 500 } },
  'admin-config.malformed.json': { call: (l) => getAdminConfig(l('rec-malformed-token')), expect: { error: 'contract' } },

  'register.success.json': {
    call: (l) => auth.register(l(), { name: 'rec-new', email: 'rec-new@example.org' }),
    expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)),
  },
  'register.business-error-username-taken.json': {
    call: (l) => auth.register(l(), { name: 'rec-taken', email: 'rec-taken@example.org' }),
    expect: { error: 'business', errNo: 1, text: /username already exists/ },
  },
  'register.business-error-email-taken.json': {
    call: (l) => auth.register(l(), { name: 'rec-email-taken', email: 'taken@example.org' }),
    expect: { error: 'business', errNo: 1, text: /email/i },
  },
  'register.server-error.json': {
    call: (l) => auth.register(l(), { name: 'rec-500', email: 'x@example.org' }),
    expect: { error: 'http', status: 500 },
  },
  'register.malformed.json': {
    call: (l) => auth.register(l(), { name: 'rec-malformed', email: 'x@example.org' }),
    expect: { error: 'contract' },
  },

  'pwd-reset-request.success.json': {
    call: (l) => auth.requestPasswordReset(l(), { email: 'rec@example.org' }),
    expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)),
  },
  'pwd-reset-request.server-error.json': {
    call: (l) => auth.requestPasswordReset(l(), { email: 'rec-500' }),
    expect: { error: 'http', status: 500 },
  },
  'pwd-reset-request.malformed.json': {
    call: (l) => auth.requestPasswordReset(l(), { email: 'rec-malformed' }),
    expect: { error: 'contract' },
  },

  'pwd-reset.success.json': {
    call: (l) => auth.resetPassword(l(), { key: 'rec-good-key', login: 'entrant', password: 'New-pass-1' }),
    expect: ok((v: { errNo: number }) => expect(v.errNo).toBe(0)),
  },
  'pwd-reset.business-error.json': {
    call: (l) => auth.resetPassword(l(), { key: 'rec-bad-key', login: 'entrant', password: 'New-pass-1' }),
    expect: { error: 'business', errNo: 1, text: /Invalid or expired key/ },
  },
  'pwd-reset.server-error.json': {
    call: (l) => auth.resetPassword(l(), { key: 'rec-500', login: 'entrant', password: 'x' }),
    expect: { error: 'http', status: 500 },
  },
  'pwd-reset.malformed.json': {
    call: (l) => auth.resetPassword(l(), { key: 'rec-malformed', login: 'entrant', password: 'x' }),
    expect: { error: 'contract' },
  },

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

  'comps-filter.success.json': {
    call: (l) => filterCompetitions(l(), listQuery()),
    expect: ok((v: ListAnswer) => {
      expect(v.data).toHaveLength(20)
      expect(v.meta).toMatchObject({ pagenumber: 1, pagesize: 20, totalCount: expect.any(Number) })
      expect(v.meta.totalCount).toBeGreaterThan(20)
      expect(v.data.every((c) => c.id > 0 && c.name !== '')).toBe(true)
    }),
  },
  'comps-filter.success-search.json': {
    call: (l) => filterCompetitions(l(), listQuery({ freetextsearch: 'northvale' })),
    expect: ok((v: ListAnswer) => {
      expect(v.data.length).toBeGreaterThan(0)
      expect(v.meta.totalCount).toBe(v.data.length)
    }),
  },
  'comps-filter.business-error.json': {
    call: (l) => filterCompetitions(l(), listQuery({ fromdate: 'rec-bad-date' })),
    expect: { error: 'business', errNo: 1, text: /Invalid from date/ },
  },
  'comps-filter.server-error.json': {
    call: (l) => filterCompetitions(l(), listQuery({ freetextsearch: 'rec-500' })),
    expect: { error: 'http', status: 500 },
  },
  'comps-filter.malformed.json': {
    call: (l) => filterCompetitions(l(), listQuery({ freetextsearch: 'rec-malformed' })),
    expect: { error: 'contract' },
  },

  'comp-info.success.json': {
    call: (l) => getCompetitionInfo(l(), 511),
    expect: ok((v: InfoAnswer) => {
      expect(v.data).toMatchObject({
        id: 511,
        information: expect.stringContaining('<h3>'),
        termsConditions: expect.stringContaining('<p>'),
      })
      expect(v.data.dates).toHaveLength(2)
    }),
  },
  'comp-info.success-unsafe-markup.json': {
    call: (l) => getCompetitionInfo(l(), XSS_COMPETITION_ID),
    expect: ok((v: InfoAnswer) => {
      // The wire carries the payloads as written; the service's view of them is inert.
      expect(v.data.information).toContain('<script>')
      const view = toCompetitionView(v.data)
      for (const html of [view.newsflashHtml, view.homeInfoHtml, view.informationHtml, view.termsHtml])
        expect(html).not.toMatch(/<script|<iframe|onerror|javascript:/)
    }),
  },
  'comp-info.business-error.json': {
    call: (l) => getCompetitionInfo(l(), 9999),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'comp-info.server-error.json': { call: (l) => getCompetitionInfo(l(), 9500), expect: { error: 'http', status: 500 } },
  'comp-info.malformed.json': { call: (l) => getCompetitionInfo(l(), 9501), expect: { error: 'contract' } },

  'comp-orgs.success.json': {
    call: (l) => getCompetitionOrganisations(l()),
    expect: ok((v: Awaited<ReturnType<typeof getCompetitionOrganisations>>) => {
      expect(v.data.map((o) => o.id).sort()).toEqual([12, 27, 38, 54])
      expect(v.meta.workflow.length).toBeGreaterThan(0)
    }),
  },
  'comp-orgs.success-one.json': {
    call: (l) => getCompetitionOrganisations(l(), { orgId: 27 }),
    expect: ok((v: Awaited<ReturnType<typeof getCompetitionOrganisations>>) => expect(v.data.map((o) => o.id)).toEqual([27])),
  },
  'comp-orgs.server-error.json': { call: (l) => getCompetitionOrganisations(l(), { orgId: 9500 }), expect: { error: 'http', status: 500 } },
  'comp-orgs.malformed.json': { call: (l) => getCompetitionOrganisations(l(), { orgId: 9501 }), expect: { error: 'contract' } },

  'messages-unread.success.json': {
    call: (l) => getUnreadCount(l(user)),
    expect: ok((v: Awaited<ReturnType<typeof getUnreadCount>>) => expect(v.data.count).toBe(2)),
  },
  'messages-unread.unauthorised.json': { call: (l) => getUnreadCount(l('rec-expired-token')), expect: { error: 'auth-expired' } },
  'messages-unread.server-error.json': { call: (l) => getUnreadCount(l('rec-500-token')), expect: { error: 'http', status: 500 } },
  'messages-unread.malformed.json': { call: (l) => getUnreadCount(l('rec-malformed-token')), expect: { error: 'contract' } },

  ...athleteRows,
  ...entryRows,
  ...lookupRows,
  ...messageRows,
  ...checkInRows,
  ...scoreboardRows,
  ...scoreboardOutputRows,
  ...bibRows,
  ...entryActionRows,
  ...autoEntryRows,
  ...resultsRows,
  ...scheduleRows,
  ...seedingRows,
  ...eventGroupRows,
  ...checkInCodeRows,
  ...userRows,
  ...adminUserRows,
  ...stepRows,
  ...teamRows,
  ...clubCompRows,
  ...shopRows,
  ...builderRows,
  ...clubOrgRows,
  ...compOrgRows,
  ...ageGroupRows,
  ...reportRows,
  ...chequeRows,
  ...stripeRows,
  ...ticketRows,
  ...statusRows,
  ...validateRows,
  ...helpRows,
}

let wiremock: WireMock
let client: LegacyClient
beforeAll(async () => {
  wiremock = await startWireMock({ rootDir: RECORDINGS_DIR })
  client = testLegacyClient(wiremock.url)
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

  it('WireMock loaded every recording (one it cannot read would be dropped without a word)', async () => {
    expect(await wiremock.admin.getAllMappings()).toHaveLength(Object.keys(rows).length)
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

  it('the builder reads the full-competition recording with its own schema (events in meta)', async () => {
    if (!('ok' in builderReadsCompetition.expect)) throw new Error('a success row')
    builderReadsCompetition.expect.ok(await builderReadsCompetition.call(legacy))
  })

  // Last in this block: the rows above ran, in order.
  it('every call the legacy modules made matched a recording', async () => {
    expect(await wiremock.admin.getUnmatchedRequests()).toEqual([])
  })
})

/*
 * What a recording cannot hold: the connection breaking, or the answer coming too late. Stubbed
 * through wiremock-captain for one token each (above the recordings' priority), then removed.
 */
describe('transport failures stubbed through WireMock into the legacy modules', () => {
  const UNREAD_PATH = '/wp-json/e4s/v5/messages/unread'
  const stubbed: string[] = []
  const stub = async (token: string, features: Parameters<WireMock['admin']['register']>[2]) => {
    const { id } = await wiremock.admin.register(
      { method: 'GET', endpoint: UNREAD_PATH, headers: { Authorization: `Bearer ${token}` } },
      { status: 200, body: { errNo: 0, error: '', message: '', data: { count: 1 } } },
      { requestEndpointFeature: EndpointFeature.UrlPath, stubPriority: 1, ...features },
    )
    stubbed.push(id)
  }
  afterAll(async () => {
    for (const id of stubbed) await wiremock.admin.deleteMapping(id)
  })

  it('a connection reset mid-answer is a network error', async () => {
    await stub('cap-reset-token', { fault: WireMockFault.CONNECTION_RESET_BY_PEER })
    const err = await getUnreadCount(legacy('cap-reset-token')).then(
      () => null,
      (e: unknown) => e,
    )
    expect(isLegacyError(err) && err.kind).toBe('network')
  })

  it('an answer slower than the client waits for is a time-out', async () => {
    await stub('cap-slow-token', { responseDelay: { type: DelayType.FIXED, constantDelay: 3_000 } })
    const impatient = testLegacyClient(wiremock.url, { headersTimeoutMs: 200 })
    try {
      const err = await getUnreadCount(impatient.scoped({ token: 'cap-slow-token' })).then(
        () => null,
        (e: unknown) => e,
      )
      expect(isLegacyError(err) && err.kind).toBe('timeout')
    } finally {
      await impatient.close()
    }
  })
})
