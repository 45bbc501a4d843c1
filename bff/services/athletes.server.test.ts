import { testLegacyClient } from '../../tests/support/legacy-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/index'
import { client as simClient } from '../../contract-fixtures/simulator/test-client'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../platform/store.server'
import type { AthleteInput } from '../domain/athlete/athlete'
import { LegacyClient, type LegacyCall, type LegacyCaller } from '../legacy/client.server'
import { createAthlete, getMyAthlete, listMyAthletes, unlinkAthlete, updateAthlete, type AthleteOptionsContext } from './athletes.server'

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
