import { XSS_COMPETITION_ID } from '../seed/index'
import { startSimulator, type Simulator } from '../simulator/index'
import { athleteRecordings } from './athlete-recordings'
import { builderRecordings } from './builder-recordings'
import { entryRecordings } from './entry-recordings'
import { lookupRecordings } from './lookup-recordings'
import { checkInRecordings } from './checkin-recordings'
import { shopRecordings } from './shop-recordings'
import { scoreboardOutputRecordings } from './scoreboard-output-recordings'
import { scoreboardRecordings } from './scoreboard-recordings'
import { bibRecordings } from './bib-recordings'
import { entryActionRecordings } from './entry-action-recordings'
import { autoEntryRecordings } from './auto-entry-recordings'
import { resultsRecordings } from './results-recordings'
import { scheduleRecordings } from './schedule-recordings'
import { seedingRecordings } from './seeding-recordings'
import { eventGroupRecordings } from './event-group-recordings'
import { checkInCodeRecordings } from './checkin-code-recordings'
import { messageRecordings, messageSendRecordings } from './message-recordings'
import { userRecordings } from './user-recordings'
import { reportRecordings } from './report-recordings'
import { chequeRecordings } from './cheque-recordings'
import { stripeRecordings } from './stripe-recordings'
import { ticketRecordings } from './ticket-recordings'
import { clubOrgRecordings } from './club-org-recordings'
import { compOrgRecordings } from './comporg-recordings'
import { ageGroupRecordings } from './agegroup-recordings'
import { adminUserRecordings } from './admin-user-recordings'
import { stepRecordings } from './step-recordings'
import { teamRecordings } from './team-recordings'
import { clubCompRecordings } from './clubcomp-recordings'
import { statusRecordings } from './status-recordings'
import { helpRecordings } from './help-recordings'
import { validateRecordings } from './validate-recordings'
import {
  REFERENCE_DATE,
  TOKENS,
  bearer,
  bodyFile,
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

export { REFERENCE_DATE, TOKENS } from './kit'
export type { ExampleRequest, Recording, Scenario, WireMockMapping } from './kit'

/**
 * The recordings of docs/legacy-wire.md, built from the simulator's own answers so that the
 * simulator and the recordings agree by construction. `generate.ts` writes them to disk;
 * `recordings.test.ts` checks the files on disk still match.
 */

const PATHS = {
  token: '/wp-json/jwt-auth/v1/token',
  publicConfig: '/wp-json/e4s/v5/public/config',
  adminConfig: '/wp-json/e4s/v5/admin/config',
  register: '/wp-json/e4s/v5/register',
  resetRequest: '/wp-json/e4s/v5/public/pwdresetrequest',
  reset: '/wp-json/e4s/v5/public/pwdreset',
  logout: '/wp-json/e4s/v5/logout',
  minicart: '/wp-json/e4s/v5/minicart',
  compsFilter: '/wp-json/e4s/v5/public/comps/filter',
  compInfo: (id: number | string) => `/wp-json/e4s/v5/public/comp/${id}/info`,
  allComps: '/wp-json/e4s/v5/public/get-all-comps',
  unread: '/wp-json/e4s/v5/messages/unread',
} as const

/** The query the BFF sends for the default list (bff/domain/competition/competition-filter.ts filterToWire). */
export const DEFAULT_LIST_QUERY = {
  fromdate: '2026-05-25',
  todate: '',
  freetextsearch: '',
  organiserid: '0',
  locationid: '0',
  type: 'ALL',
  comporgid: '0',
  eventid: '0',
  pagenumber: '1',
  pagesize: '20',
} as const
/** Competitions the info recordings use. */
export const INFO_IDS = { success: 511, unsafeMarkup: XSS_COMPETITION_ID, unknown: 9999, serverError: 9500, malformed: 9501 } as const
/** get-all-comps orgid values that select the failure recordings. */
export const ORG_IDS = { one: 27, serverError: 9500, malformed: 9501 } as const

export async function buildRecordings(): Promise<Recording[]> {
  const sim = await startSimulator({ referenceDate: REFERENCE_DATE })
  try {
    return await collect(sim)
  } finally {
    await sim.close()
  }
}

async function collect(sim: Simulator): Promise<Recording[]> {
  const login = async (username: string, password: string) =>
    getJson(sim, 'POST', `${PATHS.token}?${new URLSearchParams({ username, password })}`)
  const userLogin = await login('entrant', 'Entrant!2026')
  const userToken = (userLogin.body as { token: string }).token
  const adminToken = ((await login('admin', 'Admin!2026')).body as { token: string }).token
  const out: Recording[] = []

  // Token login: scenarios by the username query value.
  const token: Endpoint = { slug: 'token-login', method: 'POST', path: PATHS.token }
  const tokenSuccess = { ...(userLogin.body as object), token: TOKENS.user }
  const tokenPath = (username: string, password: string) => `${PATHS.token}?${new URLSearchParams({ username, password })}`
  out.push(
    recording(
      token,
      'success',
      'success',
      {
        queryParameters: { username: { equalTo: 'entrant' }, password: { equalTo: 'Entrant!2026' } },
      },
      json(200, tokenSuccess),
      { path: tokenPath('entrant', 'Entrant!2026') },
      { priority: 1 },
    ),
    recording(
      token,
      'forbidden-incorrect-password',
      'forbidden',
      { queryParameters: { username: { equalTo: 'entrant' } } },
      json(403, (await login('entrant', 'wrong-password')).body),
      { path: tokenPath('entrant', 'wrong-password') },
      { priority: 5 },
    ),
    recording(
      token,
      'forbidden-invalid-username',
      'forbidden',
      { queryParameters: { username: { equalTo: 'nobody' } } },
      json(403, (await login('nobody', 'whatever')).body),
      { path: tokenPath('nobody', 'whatever') },
    ),
    recording(token, 'server-error', 'server-error', { queryParameters: { username: { equalTo: 'rec-500' } } }, serverError(), {
      path: tokenPath('rec-500', 'whatever'),
    }),
    recording(
      token,
      'malformed',
      'malformed',
      { queryParameters: { username: { equalTo: 'rec-malformed' } } },
      malformed('{"token": "abc"'),
      { path: tokenPath('rec-malformed', 'whatever') },
    ),
  )

  // App config: scenarios by the Authorization header.
  const publicConfig: Endpoint = { slug: 'public-config', method: 'GET', path: PATHS.publicConfig }
  const anonymous = (await getJson(sim, 'GET', PATHS.publicConfig)).body
  const asUser = (await getJson(sim, 'GET', PATHS.publicConfig, { token: userToken })).body
  const asAdmin = (await getJson(sim, 'GET', PATHS.publicConfig, { token: adminToken })).body
  const anonymousFile = bodyFile('config-anonymous.json', anonymous)
  const userFile = bodyFile('config-user.json', asUser)
  const adminFile = bodyFile('config-admin.json', asAdmin)
  out.push(
    recording(
      publicConfig,
      'success-anonymous',
      'success',
      { headers: { Authorization: { absent: true } } },
      anonymousFile.response,
      { path: PATHS.publicConfig },
      { bodyFile: anonymousFile.bodyFile },
    ),
    recording(
      publicConfig,
      'success-user',
      'success',
      { headers: bearer(TOKENS.user) },
      userFile.response,
      { path: PATHS.publicConfig, headers: { Authorization: `Bearer ${TOKENS.user}` } },
      { bodyFile: userFile.bodyFile },
    ),
    recording(
      publicConfig,
      'success-admin',
      'success',
      { headers: bearer(TOKENS.admin) },
      adminFile.response,
      { path: PATHS.publicConfig, headers: { Authorization: `Bearer ${TOKENS.admin}` } },
      { bodyFile: adminFile.bodyFile },
    ),
    ...tokenFailures(publicConfig, anonymous),
  )

  const adminConfig: Endpoint = { slug: 'admin-config', method: 'GET', path: PATHS.adminConfig }
  const adminOk = (await getJson(sim, 'GET', PATHS.adminConfig, { token: adminToken })).body
  const notAuthorised = (await getJson(sim, 'GET', PATHS.adminConfig, { token: userToken })).body
  // Both config calls answer the same body to an admin, so they share one file.
  if (JSON.stringify(adminOk) !== JSON.stringify(asAdmin)) throw new Error('admin config differs from the public config for an admin')
  out.push(
    recording(adminConfig, 'success', 'success', { headers: bearer(TOKENS.admin) }, adminFile.response, {
      path: PATHS.adminConfig,
      headers: { Authorization: `Bearer ${TOKENS.admin}` },
    }),
    recording(adminConfig, 'business-error-user', 'business-error', { headers: bearer(TOKENS.user) }, json(200, notAuthorised), {
      path: PATHS.adminConfig,
      headers: { Authorization: `Bearer ${TOKENS.user}` },
    }),
    recording(
      adminConfig,
      'business-error-anonymous',
      'business-error',
      { headers: { Authorization: { absent: true } } },
      json(200, (await getJson(sim, 'GET', PATHS.adminConfig)).body),
      { path: PATHS.adminConfig },
    ),
    ...tokenFailures(adminConfig, adminOk),
  )

  // Register: scenarios by the JSON body's name.
  const register: Endpoint = { slug: 'register', method: 'POST', path: PATHS.register }
  const byName = (name: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.name', equalTo: name } }] })
  const registered = (await getJson(sim, 'POST', PATHS.register, { json: { name: 'rec-new', email: 'rec-new@example.org' } })).body
  const nameTaken = (await getJson(sim, 'POST', PATHS.register, { json: { name: 'entrant', email: 'rec-x@example.org' } })).body
  const mailTaken = (await getJson(sim, 'POST', PATHS.register, { json: { name: 'rec-y', email: 'entrant@example.org' } })).body
  const registerExample = (name: string) => ({
    path: PATHS.register,
    json: { name, email: `${name}@example.org`, password: 'Secret!2026' },
  })
  out.push(
    recording(register, 'success', 'success', byName('rec-new'), json(200, registered), registerExample('rec-new')),
    recording(
      register,
      'business-error-username-taken',
      'business-error',
      byName('rec-taken'),
      json(200, nameTaken),
      registerExample('rec-taken'),
    ),
    recording(
      register,
      'business-error-email-taken',
      'business-error',
      byName('rec-email-taken'),
      json(200, mailTaken),
      registerExample('rec-email-taken'),
    ),
    recording(register, 'server-error', 'server-error', byName('rec-500'), serverError(), registerExample('rec-500')),
    recording(
      register,
      'malformed',
      'malformed',
      byName('rec-malformed'),
      malformed(truncated(registered)),
      registerExample('rec-malformed'),
    ),
  )

  // Password reset request: by the email query value. It has no business error (no enumeration).
  const resetRequest: Endpoint = { slug: 'pwd-reset-request', method: 'POST', path: PATHS.resetRequest }
  const requested = (await getJson(sim, 'POST', `${PATHS.resetRequest}?email=entrant%40example.org`)).body
  const byEmail = (email: string) => ({ queryParameters: { email: { equalTo: email } } })
  const requestPath = (email: string) => `${PATHS.resetRequest}?${new URLSearchParams({ email })}`
  out.push(
    recording(resetRequest, 'success', 'success', byEmail('rec@example.org'), json(200, requested), {
      path: requestPath('rec@example.org'),
    }),
    recording(resetRequest, 'server-error', 'server-error', byEmail('rec-500'), serverError(), { path: requestPath('rec-500') }),
    recording(resetRequest, 'malformed', 'malformed', byEmail('rec-malformed'), malformed(truncated(requested)), {
      path: requestPath('rec-malformed'),
    }),
  )

  // Password reset: by the key query value.
  const reset: Endpoint = { slug: 'pwd-reset', method: 'POST', path: PATHS.reset }
  const key = sim.outbox().at(-1)?.key ?? ''
  const resetQuery = (k: string) => `${PATHS.reset}?${new URLSearchParams({ key: k, login: 'entrant', pwd: 'Changed!2026' })}`
  const changed = (await getJson(sim, 'POST', resetQuery(key))).body
  const badKey = (await getJson(sim, 'POST', resetQuery(key))).body
  const byKey = (k: string) => ({ queryParameters: { key: { equalTo: k } } })
  out.push(
    recording(reset, 'success', 'success', byKey('rec-good-key'), json(200, changed), { path: resetQuery('rec-good-key') }),
    recording(reset, 'business-error', 'business-error', byKey('rec-bad-key'), json(200, badKey), { path: resetQuery('rec-bad-key') }),
    recording(reset, 'server-error', 'server-error', byKey('rec-500'), serverError(), { path: resetQuery('rec-500') }),
    recording(reset, 'malformed', 'malformed', byKey('rec-malformed'), malformed(truncated(changed)), {
      path: resetQuery('rec-malformed'),
    }),
  )

  // Mini cart: the user's basket has two entries; the admin's is empty.
  const minicart: Endpoint = { slug: 'minicart', method: 'GET', path: PATHS.minicart }
  sim.state.baskets.set(101, [
    { key: 'c4ca4238a0b923820dcc509a6f75849b', productId: 70231, name: '100m – Ava Ashdown (U15)', quantity: 1, lineTotal: 6 },
    { key: 'c81e728d9d4c2f636f067f89cc14862c', productId: 70232, name: 'Long Jump – Ava Ashdown (U15)', quantity: 1, lineTotal: 6.5 },
  ])
  const cart = (await getJson(sim, 'GET', PATHS.minicart, { token: userToken })).body
  const emptyCart = (await getJson(sim, 'GET', PATHS.minicart, { token: adminToken })).body
  out.push(
    recording(minicart, 'success-items', 'success', { headers: bearer(TOKENS.user) }, json(200, cart), {
      path: PATHS.minicart,
      headers: { Authorization: `Bearer ${TOKENS.user}` },
    }),
    recording(minicart, 'success-empty', 'success', { headers: bearer(TOKENS.admin) }, json(200, emptyCart), {
      path: PATHS.minicart,
      headers: { Authorization: `Bearer ${TOKENS.admin}` },
    }),
    ...tokenFailures(minicart, cart),
  )

  out.push(...(await competitionRecordings(sim)), ...(await lookupRecordings(sim)))

  // Unread messages: the user has two unread; expired/500/malformed tokens as for the other token calls.
  const unread: Endpoint = { slug: 'messages-unread', method: 'GET', path: PATHS.unread }
  const unreadOk = (await getJson(sim, 'GET', PATHS.unread, { token: userToken })).body
  out.push(
    recording(unread, 'success', 'success', { headers: bearer(TOKENS.user) }, json(200, unreadOk), {
      path: PATHS.unread,
      headers: { Authorization: `Bearer ${TOKENS.user}` },
    }),
    ...tokenFailures(unread, unreadOk),
  )
  out.push(...(await messageRecordings(sim, userToken)))
  const stewardToken = ((await login('steward', 'Steward!2026')).body as { token: string }).token
  out.push(...(await checkInRecordings(sim, stewardToken, userToken)))
  out.push(...(await shopRecordings(sim, userToken)))
  out.push(...(await scoreboardRecordings(sim)))
  out.push(...(await scoreboardOutputRecordings(sim, adminToken)))
  out.push(...(await scheduleRecordings(sim)))
  out.push(...(await bibRecordings(sim, adminToken)))
  out.push(...(await entryActionRecordings(sim, adminToken)))
  out.push(...(await resultsRecordings(sim, adminToken)))
  out.push(...(await seedingRecordings(sim, adminToken)))
  out.push(...(await eventGroupRecordings(sim, adminToken)))
  out.push(...(await checkInCodeRecordings(sim, userToken)))
  out.push(...(await userRecordings(sim, adminToken, userToken)))
  out.push(...(await reportRecordings(sim, adminToken, userToken)))
  out.push(...(await chequeRecordings(sim, adminToken, userToken)))
  out.push(...(await stripeRecordings(sim, adminToken, userToken)))
  out.push(...(await ticketRecordings(sim, adminToken, userToken)))

  out.push(...(await athleteRecordings(sim, userToken)), ...(await entryRecordings(sim, userToken)))
  out.push(...(await stepRecordings(sim, userToken)))
  out.push(...(await teamRecordings(sim)))
  out.push(...(await clubCompRecordings(sim)))
  // Builder saves change competitions: after every other recording that reads them.
  out.push(...(await builderRecordings(sim, adminToken)))
  // A status save changes the competition's public summary: after every recording that reads it.
  out.push(...(await statusRecordings(sim, adminToken)), ...(await validateRecordings(sim, adminToken)))
  // Help saves change the help items: after every other read of them (there is none elsewhere).
  out.push(...(await helpRecordings(sim, adminToken, userToken)))
  // A sent message lands in the entrants' inboxes: after the inbox recordings.
  out.push(...(await messageSendRecordings(sim, adminToken, userToken)))
  // Approving an organisation changes the lists by status: after every other recording.
  out.push(...(await clubOrgRecordings(sim, adminToken, userToken)))
  // A new organisation is pending approval: after the lists by status.
  out.push(...(await compOrgRecordings(sim, adminToken)))
  // A new age group is in the list: after every recording that lists age groups.
  out.push(...(await ageGroupRecordings(sim, adminToken)))
  // They change a user's record: after every recording that reads users or config.
  out.push(...(await adminUserRecordings(sim, adminToken, userToken)))
  // A copy makes entries (and so ids): after every recording that makes or reads them.
  out.push(...(await autoEntryRecordings(sim, adminToken)))

  // Logout last: it revokes the token.
  const logout: Endpoint = { slug: 'logout', method: 'GET', path: PATHS.logout }
  const loggedOut = (await getJson(sim, 'GET', PATHS.logout, { token: userToken })).body
  out.push(
    recording(logout, 'success', 'success', { headers: bearer(TOKENS.user) }, json(200, loggedOut), {
      path: PATHS.logout,
      headers: { Authorization: `Bearer ${TOKENS.user}` },
    }),
    ...tokenFailures(logout, loggedOut),
  )

  return out
}

/** The public competition calls: no token, so the query or the id in the path picks the scenario. */
async function competitionRecordings(sim: Simulator): Promise<Recording[]> {
  const out: Recording[] = []
  const filter: Endpoint = { slug: 'comps-filter', method: 'GET', path: PATHS.compsFilter }
  const filterPath = (over: Record<string, string> = {}) =>
    `${PATHS.compsFilter}?${new URLSearchParams({ ...DEFAULT_LIST_QUERY, ...over })}`
  const byText = (text: string) => ({ queryParameters: { freetextsearch: { equalTo: text } } })
  const page = (await getJson(sim, 'GET', filterPath())).body
  const search = (await getJson(sim, 'GET', filterPath({ freetextsearch: 'northvale' }))).body
  const badDate = (await getJson(sim, 'GET', filterPath({ fromdate: 'rec-bad-date' }))).body
  const pageFile = bodyFile('comps-filter-page1.json', page)
  out.push(
    recording(
      filter,
      'success',
      'success',
      byText(''),
      pageFile.response,
      { path: filterPath() },
      { priority: 5, bodyFile: pageFile.bodyFile },
    ),
    recording(filter, 'success-search', 'success', byText('northvale'), json(200, search), {
      path: filterPath({ freetextsearch: 'northvale' }),
    }),
    recording(
      filter,
      'business-error',
      'business-error',
      { queryParameters: { fromdate: { equalTo: 'rec-bad-date' } } },
      json(200, badDate),
      { path: filterPath({ fromdate: 'rec-bad-date' }) },
      { priority: 1 },
    ),
    recording(filter, 'server-error', 'server-error', byText('rec-500'), serverError(), {
      path: filterPath({ freetextsearch: 'rec-500' }),
    }),
    recording(filter, 'malformed', 'malformed', byText('rec-malformed'), malformed(truncated(page)), {
      path: filterPath({ freetextsearch: 'rec-malformed' }),
    }),
  )

  const info: Endpoint = { slug: 'comp-info', method: 'GET', path: PATHS.compInfo('{id}') }
  const byId = (id: number) => ({ urlPath: PATHS.compInfo(id) })
  const infoOk = (await getJson(sim, 'GET', PATHS.compInfo(INFO_IDS.success))).body
  const infoMarkup = (await getJson(sim, 'GET', PATHS.compInfo(INFO_IDS.unsafeMarkup))).body
  const notFound = (await getJson(sim, 'GET', PATHS.compInfo(INFO_IDS.unknown))).body
  out.push(
    recording(info, 'success', 'success', byId(INFO_IDS.success), json(200, infoOk), { path: PATHS.compInfo(INFO_IDS.success) }),
    recording(info, 'success-unsafe-markup', 'success', byId(INFO_IDS.unsafeMarkup), json(200, infoMarkup), {
      path: PATHS.compInfo(INFO_IDS.unsafeMarkup),
    }),
    recording(info, 'business-error', 'business-error', byId(INFO_IDS.unknown), json(200, notFound), {
      path: PATHS.compInfo(INFO_IDS.unknown),
    }),
    recording(info, 'server-error', 'server-error', byId(INFO_IDS.serverError), serverError(), {
      path: PATHS.compInfo(INFO_IDS.serverError),
    }),
    recording(info, 'malformed', 'malformed', byId(INFO_IDS.malformed), malformed(truncated(infoOk)), {
      path: PATHS.compInfo(INFO_IDS.malformed),
    }),
  )

  const orgs: Endpoint = { slug: 'comp-orgs', method: 'GET', path: PATHS.allComps }
  const byOrg = (id: number) => ({ queryParameters: { orgid: { equalTo: String(id) } } })
  const orgPath = (id: number) => `${PATHS.allComps}?orgid=${id}`
  const allOrgs = (await getJson(sim, 'GET', PATHS.allComps)).body
  const oneOrg = (await getJson(sim, 'GET', orgPath(ORG_IDS.one))).body
  out.push(
    recording(orgs, 'success', 'success', { queryParameters: { orgid: { absent: true } } }, json(200, allOrgs), { path: PATHS.allComps }),
    recording(orgs, 'success-one', 'success', byOrg(ORG_IDS.one), json(200, oneOrg), { path: orgPath(ORG_IDS.one) }),
    recording(orgs, 'server-error', 'server-error', byOrg(ORG_IDS.serverError), serverError(), { path: orgPath(ORG_IDS.serverError) }),
    recording(orgs, 'malformed', 'malformed', byOrg(ORG_IDS.malformed), malformed(truncated(allOrgs)), {
      path: orgPath(ORG_IDS.malformed),
    }),
  )
  return out
}
