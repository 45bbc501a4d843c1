import { testLegacyClient } from '../../tests/support/legacy-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/index'
import { client as simClient } from '../../contract-fixtures/simulator/test-client'
import type { AthleteInput } from '../domain/athlete/athlete'
import type { LegacyClient } from '../legacy/client.server'
import { addRegisteredAthlete, findRegisteredAthlete } from './athlete-registration.server'

let sim: Simulator
let client: LegacyClient
let token: string
let entrantId: number

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  client = testLegacyClient(sim.url)
  token = await simClient(sim).token('entrant', 'Entrant!2026')
  entrantId = sim.state.users.find((u) => u.login === 'entrant')!.id
})
afterAll(async () => {
  await client?.close()
  await sim?.close()
})
beforeEach(() => sim.faults.clear())

const entrant = () => ({ legacy: client.scoped({ token }), user: { userId: entrantId } })
const foreign = () => sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId)!
const isLinked = (athleteId: number) => sim.state.userAthletes.some((l) => l.userId === entrantId && l.athleteId === athleteId)

function input(over: Partial<AthleteInput> = {}): AthleteInput {
  const a = foreign()
  return {
    firstName: a.firstName,
    surName: a.surName,
    gender: a.gender,
    dob: a.dob,
    clubId: a.clubId,
    club2Id: 0,
    schoolId: 0,
    urn: a.urn,
    aocode: 'EA',
    emergency: { name: 'Sam', tel: '0123', relationship: 'Parent' },
    socials: { tiktok: '', instagram: '', facebook: '' },
    coach: 'New Coach',
    trainingGroup: '',
    ...over,
  }
}

describe('findRegisteredAthlete', () => {
  it('finds the athlete when the number and date of birth both match', async () => {
    const a = foreign()
    const found = await findRegisteredAthlete(entrant(), { aocode: 'EA', urn: a.urn, dob: a.dob })
    expect(found).toMatchObject({ status: 'found', athlete: { id: a.id, firstName: a.firstName, linked: false } })
    expect(await findRegisteredAthlete(entrant(), { aocode: 'EA', urn: a.urn, dob: '1990-01-01' })).toEqual({ status: 'notFound' })
  })

  it('a failing legacy site is not a miss', async () => {
    sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/athlete/getid', status: 500, times: 1 })
    expect(await findRegisteredAthlete(entrant(), { aocode: 'EA', urn: '1900004', dob: '2001-04-22' })).toEqual({
      status: 'failed',
      message: { key: 'errors.http', values: { status: 500 } },
    })
  })
})

describe('addRegisteredAthlete', () => {
  it('refuses when the form no longer leads to that athlete, before anything is written', async () => {
    const a = foreign()
    const other = sim.state.athletes.find((x) => x.urn && x.id !== a.id && !isLinked(x.id))!
    const tampered = await addRegisteredAthlete(entrant(), other.id, { aocode: 'EA', urn: a.urn, dob: a.dob }, input())
    expect(tampered).toEqual({ ok: false, stale: true, message: { key: 'athletes:lookup.changed' } })
    const changed = await addRegisteredAthlete(entrant(), a.id, { aocode: 'EA', urn: a.urn, dob: '1990-01-01' }, input())
    expect(changed).toMatchObject({ ok: false, stale: true })
    expect(isLinked(a.id)).toBe(false)
    expect(isLinked(other.id)).toBe(false)
  })

  it('puts the registered athlete on the list and saves the form over it', async () => {
    const a = foreign()
    const outcome = await addRegisteredAthlete(entrant(), a.id, { aocode: 'EA', urn: a.urn, dob: a.dob }, input())
    expect(outcome).toMatchObject({
      ok: true,
      value: { id: a.id, linked: true, coach: 'New Coach' },
      message: { key: 'athletes:messages.added' },
    })
    expect(isLinked(a.id)).toBe(true)
    expect(foreign().options.emergency.name).toBe('Sam')
    expect(sim.state.athletes.filter((x) => x.urn === a.urn)).toHaveLength(1)
  })

  it('without a user nothing is asked', async () => {
    expect(await addRegisteredAthlete({ ...entrant(), user: null }, 1, { aocode: 'EA', urn: '1', dob: '2000-01-01' }, input())).toEqual({
      ok: false,
      message: { key: 'errors.sessionExpired' },
    })
  })
})
