import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { DEMO_ACCOUNTS, ENTRY_DEMO, XSS_COMPETITION_ID } from '../../contract-fixtures/seed'
import * as athletes from '../../bff/legacy/athletes.server'
import * as cartCalls from '../../bff/legacy/cart.server'
import * as entry from '../../bff/legacy/entry.server'
import * as auth from '../../bff/legacy/auth.server'
import * as lookups from '../../bff/legacy/lookups.server'
import { LegacyClient } from '../../bff/legacy/client.server'
import { getAdminConfig, getPublicConfig } from '../../bff/legacy/config.server'
import { isLegacyError } from '../../bff/legacy/errors'
import { filterCompetitions, getCompetitionInfo, getCompetitionOrganisations } from '../../bff/legacy/competitions.server'
import { getUnreadCount } from '../../bff/legacy/messages.server'
import { getMultiEventPbs, saveMultiEventPbs } from '../../bff/legacy/multi-event.server'
import { defaultFilter, filterToWire } from '../../bff/domain/competition/competition-filter'
import { RECORDINGS_DIR } from '../support/wiremock'
import { testLegacyClient } from '../support/legacy-client'

const TOKEN_PATH = '/wp-json/jwt-auth/v1/token'

let sim: Simulator
let client: LegacyClient
beforeAll(async () => {
  sim = await startSimulator({ port: 0 })
  client = testLegacyClient(sim.url)
})
afterAll(async () => {
  await client?.close()
  await sim?.close()
})

const anon = () => client.scoped({})
const as = (token: string) => client.scoped({ token })
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.username === role)!

async function tokenFor(username: string) {
  return (await auth.tokenLogin(anon(), TOKEN_PATH, { username, password: account(username).password })).token
}

/** Every key path of a JSON value (array items merged), to compare shapes, not values. */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((v) => shape(v, `${prefix}[]`)))]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [`${prefix}.${k}`, ...shape(v, `${prefix}.${k}`)])
  }
  return []
}

function recordedBody(mapping: string): unknown {
  const m = JSON.parse(readFileSync(path.join(RECORDINGS_DIR, 'mappings', mapping), 'utf8'))
  if (m.response.jsonBody !== undefined) return m.response.jsonBody
  if (m.response.bodyFileName) return JSON.parse(readFileSync(path.join(RECORDINGS_DIR, '__files', m.response.bodyFileName), 'utf8'))
  return JSON.parse(m.response.body)
}

async function raw(pathAndQuery: string, init: RequestInit = {}) {
  return (await fetch(`${sim.url}${pathAndQuery}`, init)).json()
}

describe('the simulator answers pass the same wire schemas as the recordings', () => {
  it('token login, for every demo account', async () => {
    for (const a of DEMO_ACCOUNTS)
      expect((await auth.tokenLogin(anon(), TOKEN_PATH, { username: a.username, password: a.password })).token).toMatch(/^sim_/)
    const wrong = await auth.tokenLogin(anon(), TOKEN_PATH, { username: 'entrant', password: 'nope' }).catch((e: unknown) => e)
    expect(isLegacyError(wrong, 'http') && wrong.status).toBe(403)
  })

  it('public config anonymous, as a user and as an admin; admin config', async () => {
    expect((await getPublicConfig(anon(), { asUser: false })).data.userId).toBe(0)
    const user = await getPublicConfig(as(await tokenFor('entrant')), { asUser: true })
    expect(user.data.userId).toBeGreaterThan(0)
    const organiser = await getPublicConfig(as(await tokenFor('organiser')), { asUser: true })
    expect(organiser.data.userInfo.security?.permissions?.some((p) => p.role === 'BUILDER' && p.orgid > 0)).toBe(true)
    const admin = as(await tokenFor('admin'))
    expect((await getPublicConfig(admin, { asUser: true })).data.role).toBe('E4SUSER')
    expect((await getAdminConfig(admin)).data.role).toBe('E4SUSER')
    const refused = await getAdminConfig(as(await tokenFor('entrant'))).catch((e: unknown) => e)
    expect(isLegacyError(refused, 'business')).toBe(true)
  })

  it('register, duplicate register, reset request, bad reset key', async () => {
    expect(
      (await auth.register(anon(), { name: 'conformance1', email: 'conformance1@example.org', password: 'Long-enough-1' })).errNo,
    ).toBe(0)
    const dup = await auth.register(anon(), { name: 'conformance1', email: 'other@example.org' }).catch((e: unknown) => e)
    expect(isLegacyError(dup, 'business')).toBe(true)
    expect((await auth.requestPasswordReset(anon(), { email: 'conformance1@example.org' })).errNo).toBe(0)
    const bad = await auth.resetPassword(anon(), { key: 'nope', login: 'conformance1', password: 'x' }).catch((e: unknown) => e)
    expect(isLegacyError(bad, 'business')).toBe(true)
  })

  it('mini cart and logout; a revoked token answers 401', async () => {
    const token = await tokenFor('entrant')
    expect(Array.isArray((await cartCalls.getMiniCart(as(token))).meta?.wcCart?.items)).toBe(true)
    expect((await auth.logout(as(token), '/wp-json/e4s/v5/logout')).errNo).toBe(0)
    const after = await cartCalls.getMiniCart(as(token)).catch((e: unknown) => e)
    expect(isLegacyError(after, 'auth-expired')).toBe(true)
  })
})

describe('the simulator answers the competition and message calls within their wire schemas', () => {
  const today = new Date().toISOString().slice(0, 10)

  it('public list: every page of the default list, filtered lists and a bad date', async () => {
    const query = filterToWire(defaultFilter(today))
    const first = await filterCompetitions(anon(), query)
    expect(first.data.length).toBe(20)
    let seen = first.data.length
    for (let page = 2; seen < first.meta.totalCount; page++) {
      const next = await filterCompetitions(anon(), { ...query, pagenumber: page })
      expect(next.data.length).toBeGreaterThan(0)
      seen += next.data.length
    }
    expect(seen).toBe(first.meta.totalCount)
    for (const over of [{ freetextsearch: 'northvale' }, { organiserid: 12 }, { type: 'I' }, { compTypes: 'T~F' }, { todate: today }])
      expect((await filterCompetitions(anon(), { ...query, ...over })).errNo).toBe(0)
    const bad = await filterCompetitions(anon(), { ...query, fromdate: 'yesterday' }).catch((e: unknown) => e)
    expect(isLegacyError(bad, 'business')).toBe(true)
  })

  it('public info for every seeded competition; unknown id is a business error', async () => {
    for (const comp of sim.state.seed.competitions) expect((await getCompetitionInfo(anon(), comp.id)).data.id).toBe(comp.id)
    expect((await getCompetitionInfo(anon(), XSS_COMPETITION_ID)).data.information).toContain('<script>')
    const unknown = await getCompetitionInfo(anon(), 999_999).catch((e: unknown) => e)
    expect(isLegacyError(unknown, 'business') && unknown.detail.errNo).toBe(1)
  })

  it('competition organisations, all and one', async () => {
    expect((await getCompetitionOrganisations(anon())).data.length).toBe(sim.state.seed.organisations.length)
    expect((await getCompetitionOrganisations(anon(), { orgId: 12 })).data.map((o) => o.id)).toEqual([12])
  })

  it('unread count with a token; none without one; 401 once the token is revoked', async () => {
    const token = await tokenFor('entrant')
    expect((await getUnreadCount(as(token))).data.count).toBe(2)
    expect(isLegacyError(await getUnreadCount(anon()).catch((e: unknown) => e), 'auth-expired')).toBe(true)
    await auth.logout(as(token), '/wp-json/e4s/v5/logout')
    expect(isLegacyError(await getUnreadCount(as(token)).catch((e: unknown) => e), 'auth-expired')).toBe(true)
  })
})

describe('the simulator and the recordings have the same shapes', () => {
  it.each([
    ['public-config.success-anonymous.json', () => raw('/wp-json/e4s/v5/public/config')],
    [
      'register.business-error-username-taken.json',
      () =>
        raw('/wp-json/e4s/v5/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'entrant', email: 'x@example.org' }),
        }),
    ],
    ['token-login.forbidden-incorrect-password.json', () => raw(`${TOKEN_PATH}?username=entrant&password=wrong`, { method: 'POST' })],
    ['comps-filter.success.json', () => raw('/wp-json/e4s/v5/public/comps/filter?pagesize=49&fromdate=2000-01-01')],
    ['comps-filter.business-error.json', () => raw('/wp-json/e4s/v5/public/comps/filter?fromdate=rec-bad-date')],
    ['comp-info.success.json', () => raw('/wp-json/e4s/v5/public/comp/511/info')],
    ['comp-info.business-error.json', () => raw('/wp-json/e4s/v5/public/comp/9999/info')],
    ['comp-orgs.success.json', () => raw('/wp-json/e4s/v5/public/get-all-comps')],
  ])('%s', async (mapping, call) => {
    expect(shape(await call()).sort()).toEqual(shape(recordedBody(mapping)).sort())
  })

  it('token-login.success.json', async () => {
    const body = await raw(`${TOKEN_PATH}?username=entrant&password=${encodeURIComponent(account('entrant').password)}`, { method: 'POST' })
    expect(shape(body).sort()).toEqual(shape(recordedBody('token-login.success.json')).sort())
  })

  it('public-config.success-user.json and minicart.success-items.json', async () => {
    const token = await tokenFor('entrant')
    const headers = { authorization: `Bearer ${token}` }
    expect(shape(await raw('/wp-json/e4s/v5/public/config', { headers })).sort()).toEqual(
      shape(recordedBody('public-config.success-user.json')).sort(),
    )
    const cart = (await raw('/wp-json/e4s/v5/minicart', { headers })) as object
    // An empty basket has no item keys to compare: compare the envelope and the wcCart level.
    const top = (s: string[]) => s.filter((p) => !p.includes('[]'))
    expect(top(shape(cart)).sort()).toEqual(top(shape(recordedBody('minicart.success-items.json'))).sort())
    expect(shape(await raw('/wp-json/e4s/v5/messages/unread', { headers })).sort()).toEqual(
      shape(recordedBody('messages-unread.success.json')).sort(),
    )
  })
})

describe('the simulator answers the entry and athlete calls within their wire schemas', () => {
  const C = ENTRY_DEMO.rulesCeids
  const W = ENTRY_DEMO.waitingListCeids
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    )

  it('reads the full competition, its age groups and the schedule of every seeded competition', async () => {
    const token = await tokenFor('entrant')
    for (const comp of sim.state.seed.competitions) {
      expect((await entry.getFullCompetition(anon(), comp.id)).data.id).toBe(comp.id)
      expect(Array.isArray((await entry.getAgeGroups(anon(), comp.id)).data)).toBe(true)
      for (const athleteId of [ENTRY_DEMO.athleteId, ENTRY_DEMO.sharedAthleteId])
        expect((await entry.getSchedule(as(token), comp.id, athleteId)).errNo).toBe(0)
    }
    expect((await entry.getUnits(anon())).data.length).toBeGreaterThan(3)
    expect(isLegacyError(await failure(entry.getFullCompetition(anon(), 999_999)), 'business')).toBe(true)
  })

  it('searches, creates, reads, updates, looks up, links and unlinks athletes', async () => {
    const token = await tokenFor('entrant')
    const user = as(token)
    const mine = await athletes.searchAthletes(user, { compid: ENTRY_DEMO.rulesCompId })
    expect(mine.data.map((a) => a.id)).toEqual([ENTRY_DEMO.athleteId, ENTRY_DEMO.sharedAthleteId, ENTRY_DEMO.expiredAthleteId])
    const club = sim.state.seed.clubs.find((c) => c.clubType === 'C')!
    const created = await athletes.createAthlete(user, {
      firstName: 'Nia',
      surName: 'Conform',
      gender: 'F',
      dob: '2012-05-06',
      clubid: club.id,
    })
    expect(created.data).toMatchObject({ firstName: 'Nia', clubid: club.id, userAthlete: true })
    const updated = await athletes.updateAthlete(user, created.data.id, { options: { coach: 'A. Coach' } })
    expect(updated.data.options.coach).toBe('A. Coach')
    expect((await athletes.getAthlete(user, created.data.id, { compId: ENTRY_DEMO.rulesCompId })).data.ageInfo.ageGroupId).toBeGreaterThan(
      0,
    )
    const invalid = await failure(athletes.createAthlete(user, { firstName: 'X', surName: 'Y', gender: 'F', dob: '2012-05-06' }))
    expect(isLegacyError(invalid, 'business') && invalid.userMessage).toEqual({ text: 'Club or school required.' })

    const foreign = sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId)!
    const found = await athletes.lookupRegistration(user, { aocode: 'EA', regid: foreign.urn, dob: foreign.dob })
    expect(found.data.id).toBe(foreign.id)
    const entrantId = sim.state.users.find((u) => u.login === 'entrant')!.id
    expect((await athletes.linkAthlete(user, foreign.id, entrantId)).data.userAthlete).toBe(true)
    expect((await athletes.unlinkAthlete(user, foreign.id, entrantId)).errNo).toBe(0)
    expect(isLegacyError(await failure(athletes.getAthlete(user, foreign.id)), 'business')).toBe(true)
  })

  it('goes from the priority code to paid entries: product, basket, cart, PBs, switch, removal, hand-off, checkout', async () => {
    const token = await tokenFor('entrant')
    const user = as(token)
    const wrong = await failure(entry.checkPriorityCode(user, ENTRY_DEMO.rulesCompId, 'nope'))
    expect(isLegacyError(wrong, 'business') && wrong.userMessage).toEqual({ text: 'Code entered does not match.' })
    expect((await entry.checkPriorityCode(user, ENTRY_DEMO.rulesCompId, ENTRY_DEMO.rulesCode.toLowerCase())).errNo).toBe(0)

    const m100 = await cartCalls.requestProduct(user, { ceid: C.m100, athleteId: ENTRY_DEMO.athleteId, pb: 12.5 })
    const lj = await cartCalls.requestProduct(user, { ceid: C.longJump, athleteId: ENTRY_DEMO.athleteId })
    const third = await failure(cartCalls.requestProduct(user, { ceid: C.m200, athleteId: ENTRY_DEMO.athleteId }))
    expect(isLegacyError(third, 'business') && third.userMessage).toEqual({ text: 'Max in Day' })
    const ids = [m100.data.productId, lj.data.productId]
    await cartCalls.addToBasket(user, ids)
    expect((await cartCalls.addToBasket(user, ids)).data.count).toBe(2)
    expect((await cartCalls.getMiniCart(user)).meta?.wcCart?.items).toHaveLength(2)

    const other = await cartCalls.requestProduct(user, { ceid: W.m800, athleteId: ENTRY_DEMO.sharedAthleteId })
    expect((await entry.switchEntry(user, { entryId: other.data.entryId, ceid: W.longJump })).data.ceid).toBe(W.longJump)
    const cart = await cartCalls.getCart(user)
    expect(cart.data.items.map((i) => i.productId)).toEqual([...ids, other.data.productId])
    expect((await cartCalls.deleteProduct(user, other.data.productId)).data.productId).toBe(other.data.productId)

    expect((await athletes.savePb(user, { aid: ENTRY_DEMO.athleteId, eid: 2, pb: 12.4 })).data.pb).toBe(12.4)
    expect((await athletes.savePbV2(user, { entryId: m100.data.entryId, performance: 12.3 })).data.pb).toBe(12.3)

    const handoff = await cartCalls.getBasketHandoff(user)
    const page = await fetch(`${sim.url}${handoff.data.url}`)
    await page.text()
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const done = await fetch(`${sim.url}/checkout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await done.text()).toContain('Order received')

    const schedule = await entry.getSchedule(user, ENTRY_DEMO.rulesCompId, ENTRY_DEMO.athleteId)
    const confirmed = schedule.events.filter((e) => e.paid > 0 && e.entryId > 0).map((e) => e.ceid)
    expect(confirmed).toEqual([C.m100, C.longJump])
    expect((await cartCalls.getCart(user)).data.items).toEqual([])
  })
})

describe('the simulator answers the entry step calls within their wire schemas', () => {
  it('multi-event PBs read and saved, and their refusals', async () => {
    const user = as(await tokenFor('entrant'))

    const read = { ceid: ENTRY_DEMO.multiCeids.pentathlon, athleteId: ENTRY_DEMO.athleteId }
    const pbs = await getMultiEventPbs(user, read)
    expect(pbs.data.events).toHaveLength(5)
    const [hurdles] = pbs.data.events
    const saved = await saveMultiEventPbs(user, { ...read, pbs: [{ eventId: hurdles!.eventid, pb: 12.5, pbText: '12.50' }] })
    expect(saved.data.events).toEqual([{ eventid: hurdles!.eventid, pb: 12.5, pbText: '12.50' }])
    expect((await getMultiEventPbs(user, read)).data.events[0]!.pb).toBe(12.5)
    const notMulti = await getMultiEventPbs(user, { ...read, ceid: ENTRY_DEMO.multiCeids.m100 }).catch((e: unknown) => e)
    expect(isLegacyError(notMulti, 'business')).toBe(true)
    const refused = await saveMultiEventPbs(user, { ...read, ceid: ENTRY_DEMO.multiCeids.m100, pbs: [] }).catch((e: unknown) => e)
    expect(isLegacyError(refused, 'business') && refused.userMessage).toEqual({ text: 'Error updating Multi PBs.' })
  })
})

describe('the simulator and the entry recordings have the same shapes', () => {
  it('competition, age groups, units, athlete search, schedule and cart', async () => {
    const token = await tokenFor('entrant')
    const headers = { authorization: `Bearer ${token}` }
    const same = async (path: string, mapping: string, init: RequestInit = { headers }) =>
      expect(shape(await raw(path, init)).sort(), mapping).toEqual(shape(recordedBody(mapping)).sort())
    await same(`/wp-json/e4s/v5/competition/${ENTRY_DEMO.rulesCompId}`, 'competition.success.json')
    await same(`/wp-json/e4s/v5/competition/agegroups/${ENTRY_DEMO.rulesCompId}`, 'competition-agegroups.success.json')
    await same('/wp-json/e4s/v5/uom', 'uom.success.json')
    await same(`/wp-json/e4s/v5/competition/9999`, 'competition.business-error.json')
    // Lines merge their keys: compare with the recorded schedule after the same kind of entries exist.
    await same(`/wp-json/e4s/v5/events/${ENTRY_DEMO.rulesCompId}/${ENTRY_DEMO.athleteId}`, 'schedule.success.json')
    await cartCalls.requestProduct(as(token), { ceid: ENTRY_DEMO.waitingListCeids.m800, athleteId: ENTRY_DEMO.sharedAthleteId })
    await same(`/wp-json/e4s/v5/cart`, 'cart.success.json')
    const athletesNow = (await raw(`/wp-json/e4s/v5/athletes?compid=${ENTRY_DEMO.rulesCompId}`, { headers })) as object
    const noEntities = (s: string[]) => s.filter((p) => !p.includes('genericCompAthleteEntities.'))
    expect(noEntities(shape(athletesNow)).sort()).toEqual(noEntities(shape(recordedBody('athletes-search.success.json'))).sort())
  })
})

describe('the simulator answers the clubs and areas lookups within their wire schemas and recorded shapes', () => {
  it('clubs: every page, a search, schools, an area; areas: all and one region', async () => {
    const first = await lookups.searchClubs(anon(), {})
    let seen = first.data.length
    for (let page = 2; seen < first.meta.totalCount; page++) seen += (await lookups.searchClubs(anon(), { pagenumber: page })).data.length
    expect(seen).toBe(sim.state.seed.clubs.filter((c) => c.clubType === 'C').length)
    expect((await lookups.searchClubs(as(await tokenFor('entrant')), { startswith: 'lark' })).data).toHaveLength(1)
    expect((await lookups.searchClubs(anon(), { type: 'S', areaid: 0 })).data.length).toBeGreaterThan(0)
    expect((await lookups.searchClubs(anon(), { areaid: 13 })).data.every((c) => c.areaid === 13)).toBe(true)
    const areas = await lookups.listAreas(anon(), { pagesize: 100 })
    expect(areas.data).toHaveLength(sim.state.seed.regions.length + sim.state.seed.counties.length)
    expect((await lookups.listAreas(anon(), { parentid: 2 })).data.every((a) => a.parentid === 2)).toBe(true)
  })

  it.each([
    ['clubs.success.json', '/wp-json/e4s/v5/clubs?pagesize=100'],
    ['clubs.success-schools.json', '/wp-json/e4s/v5/clubs?type=S'],
    ['areas.success.json', '/wp-json/e4s/v5/areas?pagesize=100'],
  ])('%s', async (mapping, path) => {
    expect(shape(await raw(path)).sort()).toEqual(shape(recordedBody(mapping)).sort())
  })
})
