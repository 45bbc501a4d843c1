import { testLegacyClient } from '../../tests/support/legacy-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/index'
import { client as simClient } from '../../contract-fixtures/simulator/test-client'
import { NO_ROUTE } from '../../contract-fixtures/simulator/wire'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../cache/store.server'
import type { AthleteDraft, AthleteInput } from '../domain/athlete'
import { LegacyClient, type LegacyCall, type LegacyCaller } from '../legacy/client.server'
import {
  createAthlete,
  getAthleteFormOptions,
  getAthleticOrganisations,
  getMyAthlete,
  listMyAthletes,
  lookupRegistration,
  resetClubSearchMemo,
  resolveAthleteInput,
  searchClubs,
  unlinkAthlete,
  updateAthlete,
  type AthleteOptionsContext,
} from './athletes.server'

let sim: Simulator
let client: LegacyClient
let entrantToken: string
let entrantId: number
/** Every legacy call the service made in the current test: 'METHOD endpoint'. */
let calls: string[]

beforeAll(async () => {
  sim = await startSimulator({})
  client = testLegacyClient(sim.url)
  entrantToken = await simClient(sim).token('entrant', 'Entrant!2026')
  entrantId = sim.state.users.find((u) => u.login === 'entrant')!.id
})
afterAll(async () => {
  await client?.close()
  await sim?.close()
})
beforeEach(() => {
  calls = []
  sim.faults.clear()
  resetClubSearchMemo()
})

function recording(caller: LegacyCaller): LegacyCaller {
  return {
    hasToken: caller.hasToken,
    call<T>(spec: LegacyCall<T>) {
      calls.push(`${spec.method} ${spec.endpoint}`)
      return caller.call(spec)
    },
  }
}

function ctxFor(token: string, userId: number, legacy?: LegacyCaller): AthleteOptionsContext {
  return {
    legacy: recording(legacy ?? client.scoped({ token })),
    user: { userId },
    cache: createCache({ store: createMemoryStore() }),
    legacyAnonymous: client.scoped({}),
  }
}

const entrant = () => ctxFor(entrantToken, entrantId)

/** A legacy site without the club search: WordPress's answer to an unknown route. */
const withoutClubSearch = () => sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/clubs', status: 404, body: JSON.stringify(NO_ROUTE) })

const LARKHILL = 1009

function input(over: Partial<AthleteInput> = {}): AthleteInput {
  return {
    firstName: 'Unit',
    surName: `Tester${Math.random().toString(36).slice(2, 8)}`,
    gender: 'M',
    dob: '2010-05-01',
    clubId: LARKHILL,
    club2Id: 0,
    schoolId: 0,
    urn: '',
    aocode: 'EA',
    emergency: { name: 'Sam', tel: '0123', relationship: 'Parent' },
    socials: { tiktok: '', instagram: '@unit.tester', facebook: '' },
    coach: 'Coach',
    trainingGroup: 'Juniors',
    ...over,
  }
}

describe('listMyAthletes', () => {
  it("the entrant's athletes, 5 a page, sorted by name, in view names", async () => {
    const page = await listMyAthletes(entrant(), { page: 1, filters: { surName: 'Fen' } })
    expect(page.total).toBe(1)
    expect(page.pageSize).toBe(5)
    expect(page.items[0]).toMatchObject({
      id: ENTRY_DEMO.athleteId,
      firstName: 'Isla',
      surName: 'Fenwick',
      gender: 'F',
      urn: '1900001',
      aocode: 'EA',
      club: { id: LARKHILL, name: 'Larkhill Striders' },
      club2: null,
      school: null,
      linked: true,
      emergency: { name: '', tel: '', relationship: '' },
    })
    expect(page.items[0].dob).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(page.items[0].ageInfo.currentAge).toBe(13)
    expect(calls).toEqual(['GET athletes.search'])
  })

  it('passes every filter to the legacy search', async () => {
    const byGender = await listMyAthletes(entrant(), { filters: { gender: 'M' } })
    expect(byGender.items.map((a) => a.surName)).toEqual(['Garside'])
    const byClub = await listMyAthletes(entrant(), { filters: { club: 'Larkhill' } })
    expect(byClub.total).toBeGreaterThanOrEqual(3)
    const otherRegion = await listMyAthletes(entrant(), { filters: { region: 4 } })
    expect(otherRegion.total).toBe(0)
  })
})

describe('getMyAthlete', () => {
  it('reads an athlete of the user, with age info for a competition when asked', async () => {
    const a = await getMyAthlete(entrant(), ENTRY_DEMO.athleteId, { compId: ENTRY_DEMO.rulesCompId })
    expect(a?.ageInfo.ageGroup).toMatch(/15/)
  })

  it('null for an athlete of another user, an unknown id or a bad id', async () => {
    expect(await getMyAthlete(entrant(), ENTRY_DEMO.foreignAthleteId)).toBeNull()
    expect(await getMyAthlete(entrant(), 99999999)).toBeNull()
    expect(await getMyAthlete(entrant(), -1)).toBeNull()
    expect(calls).toEqual(['GET athletes.get', 'GET athletes.get'])
  })
})

describe('create and update', () => {
  it('creates, then updates, then the legacy site holds the change', async () => {
    const created = await createAthlete(entrant(), input())
    expect(created.ok).toBe(true)
    if (!created.ok) return
    expect(created.message).toEqual({ key: 'athletes:messages.created' })
    const id = created.value.id
    expect(sim.state.userAthletes.some((l) => l.userId === entrantId && l.athleteId === id)).toBe(true)
    const updated = await updateAthlete(entrant(), id, input({ firstName: 'Changed', coach: 'Other', clubId: 0, schoolId: 1037 }))
    expect(updated).toMatchObject({ ok: true, value: { firstName: 'Changed', coach: 'Other', club: null, school: { id: 1037 } } })
  })

  it("refuses another user's athlete without writing", async () => {
    const before = structuredClone(sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId))
    const outcome = await updateAthlete(entrant(), ENTRY_DEMO.foreignAthleteId, input())
    expect(outcome).toMatchObject({ ok: false, notFound: true })
    expect(calls).toEqual(['GET athletes.get'])
    expect(sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId)).toEqual(before)
  })

  it('a business refusal carries the legacy text; a failing site an errors.* key', async () => {
    const refused = await createAthlete(entrant(), input({ urn: 'abc' }))
    expect(refused).toEqual({ ok: false, message: { text: 'URN does not match the registration number pattern of EA.' } })
    sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/athlete', method: 'POST', status: 500, body: 'boom', times: 1 })
    const failed = await createAthlete(entrant(), input())
    expect(failed).toEqual({ ok: false, message: { key: 'errors.http', values: { status: 500 } } })
  })
})

describe('unlinkAthlete', () => {
  it('removes the link only; refusals come back as the legacy text', async () => {
    const created = await createAthlete(entrant(), input())
    if (!created.ok) throw new Error('create failed')
    expect(await unlinkAthlete(entrant(), created.value.id)).toEqual({
      ok: true,
      value: null,
      message: { key: 'athletes:messages.unlinked' },
    })
    expect(sim.state.userAthletes.some((l) => l.userId === entrantId && l.athleteId === created.value.id)).toBe(false)
    expect(await unlinkAthlete(entrant(), created.value.id)).toEqual({ ok: false, message: { text: 'This athlete is not in your list.' } })
  })

  it('a club representative is refused by the legacy site', async () => {
    const rep = sim.state.users.find((u) => u.login === 'clubrep')!
    const token = await simClient(sim).token('clubrep', 'Clubrep!2026')
    const athleteId = sim.state.userAthletes.find((l) => l.userId === rep.id)!.athleteId
    const outcome = await unlinkAthlete(ctxFor(token, rep.id), athleteId)
    expect(outcome).toEqual({ ok: false, message: { text: 'A club or county representative cannot remove athletes.' } })
  })

  it('without a user: nothing is called', async () => {
    const ctx = { ...entrant(), user: null }
    expect(await unlinkAthlete(ctx, ENTRY_DEMO.athleteId)).toEqual({ ok: false, message: { key: 'errors.sessionExpired' } })
    expect(calls).toEqual([])
  })
})

describe('lookupRegistration', () => {
  it('finds an athlete by registration number and date of birth', async () => {
    const isla = sim.state.athletes.find((a) => a.id === ENTRY_DEMO.athleteId)!
    const found = await lookupRegistration(entrant(), { urn: '1900001', aocode: 'EA', dob: isla.dob })
    expect(found).toMatchObject({ ok: true, value: { id: ENTRY_DEMO.athleteId } })
    const wrong = await lookupRegistration(entrant(), { urn: '1900001', aocode: 'EA', dob: '1990-01-01' })
    expect(wrong).toEqual({ ok: false, message: { text: 'No athlete found with this registration number and date of birth.' } })
  })
})

describe('form options and clubs', () => {
  const draft = (over: Partial<AthleteDraft> = {}): AthleteDraft => ({
    firstName: 'A',
    surName: 'B',
    gender: 'F',
    dob: '2010-01-01',
    club: '',
    club2: '',
    school: '',
    aocode: 'EA',
    urn: '',
    emergencyName: '',
    emergencyTel: '',
    emergencyRelationship: '',
    tiktok: '',
    instagram: '',
    facebook: '',
    coach: '',
    trainingGroup: '',
    ...over,
  })

  it('athletic organisations from the config, the default first', async () => {
    expect(await getAthleticOrganisations(entrant())).toEqual({
      aos: [{ code: 'EA', description: 'England Athletics', urnPattern: null }],
      defaultAo: 'EA',
    })
  })

  it('without a legacy club search: organiser clubs and the clubs of the user’s athletes; asked once only', async () => {
    withoutClubSearch()
    const options = await getAthleteFormOptions(entrant())
    expect(options.clubLookup).toBe('known')
    expect(options.clubs).toContainEqual({ id: LARKHILL, name: 'Larkhill Striders' })
    expect(options.clubs.length).toBeGreaterThan(10)
    expect(options.clubs.map((c) => c.name)).toEqual([...options.clubs.map((c) => c.name)].sort((a, b) => a.localeCompare(b)))
    await getAthleteFormOptions(entrant())
    expect(calls.filter((c) => c.endsWith('clubs.search'))).toHaveLength(2)
  })

  it('resolves names (any case) to ids; an unknown name is a field error', async () => {
    const ok = await resolveAthleteInput(entrant(), draft({ club: 'larkhill striders', club2: 'Kettlebridge AC', tiktok: '@x' }))
    expect(ok).toMatchObject({ ok: true, input: { clubId: LARKHILL, club2Id: 1002, schoolId: 0, socials: { tiktok: '@x' } } })
    const bad = await resolveAthleteInput(entrant(), draft({ club: 'Nowhere AC', school: 'Nowhere School' }))
    expect(bad).toEqual({
      ok: false,
      fieldErrors: { club: ['athletes:validation.clubUnknown'], school: ['athletes:validation.schoolUnknown'] },
    })
  })

  it("the athlete's own clubs are always offered", async () => {
    withoutClubSearch()
    const current = await getMyAthlete(entrant(), ENTRY_DEMO.athleteId)
    const withSchool = { ...current!, school: { id: 1037, name: 'Chalkdown College' } }
    const options = await getAthleteFormOptions(entrant(), withSchool)
    expect(options.schools).toEqual([{ id: 1037, name: 'Chalkdown College' }])
    expect(await resolveAthleteInput(entrant(), draft({ school: 'Chalkdown College' }), withSchool)).toMatchObject({
      ok: true,
      input: { schoolId: 1037 },
    })
  })

  it('with a legacy club search: its answers, bad items dropped, searched by prefix', async () => {
    const real = client.scoped({ token: entrantToken })
    const queries: unknown[] = []
    const withClubs: LegacyCaller = {
      hasToken: true,
      call<T>(spec: LegacyCall<T>) {
        if (spec.endpoint !== 'clubs.search') return real.call(spec)
        queries.push(spec.query)
        const body = {
          errNo: 0,
          data:
            spec.query?.type === 'S'
              ? [{ id: 7, name: 'Hill School' }]
              : [{ id: 5, clubname: 'Alpha AC' }, { id: 'x' }, { id: 6, name: 'Beta Harriers' }],
        }
        return Promise.resolve(spec.schema.parse(body))
      },
    }
    const ctx = ctxFor(entrantToken, entrantId, withClubs)
    const options = await getAthleteFormOptions(ctx)
    expect(options).toMatchObject({
      clubLookup: 'legacy',
      clubs: [
        { id: 5, name: 'Alpha AC' },
        { id: 6, name: 'Beta Harriers' },
      ],
      schools: [{ id: 7, name: 'Hill School' }],
    })
    expect(await searchClubs(ctx, { startswith: 'Al', type: 'C' })).toHaveLength(2)
    expect(queries).toContainEqual({ startswith: 'Al', pagesize: 20, type: undefined })
    expect(await resolveAthleteInput(ctx, draft({ club: 'Beta Harriers', school: 'Hill School' }))).toMatchObject({
      ok: true,
      input: { clubId: 6, schoolId: 7 },
    })
  })

  it("with the simulator's club search: its first page, searched by prefix", async () => {
    const options = await getAthleteFormOptions(entrant())
    expect(options.clubLookup).toBe('legacy')
    expect(options.clubs).toHaveLength(20)
    expect(options.schools.map((c) => c.name)).toEqual(['Chalkdown College', 'Kettlebridge Academy', 'Oakdale High School'])
    expect(await searchClubs(entrant(), { startswith: 'lark', type: 'C' })).toEqual([{ id: LARKHILL, name: 'Larkhill Striders' }])
  })

  it('searchClubs falls back to the known list, filtered', async () => {
    withoutClubSearch()
    const found = await searchClubs(entrant(), { startswith: 'lark', type: 'C' })
    expect(found).toEqual([{ id: LARKHILL, name: 'Larkhill Striders' }])
  })
})
