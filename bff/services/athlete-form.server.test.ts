import { simulatorAndClient } from '../../tests/support/simulator-client'
import { describe, expect, it } from 'vitest'
import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../platform/store.server'
import type { AthleteDraft, AthleteView } from '../domain/athlete/athlete'
import { getAthleteFormOptions, getAthleticOrganisations, resolveAthleteInput, urnPatternsOf } from './athlete-form.server'

const env = simulatorAndClient()

const ctx = () => ({ cache: createCache({ store: createMemoryStore() }), legacyAnonymous: env.client.scoped({}) })
const LARKHILL = 1009

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

describe('athletic organisations', () => {
  it('from the config, with the URN pattern it supplies', async () => {
    const options = await getAthleticOrganisations(ctx())
    expect(options).toEqual({ aos: [{ code: 'EA', description: 'England Athletics', urnPattern: '^\\d{7}$' }], defaultAo: 'EA' })
    expect(urnPatternsOf(options)).toEqual({ EA: '^\\d{7}$', '': '^\\d{7}$' })
  })

  it('without the config the form still has options: none', async () => {
    env.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/public/config', status: 500 })
    expect(await getAthleteFormOptions(ctx())).toEqual({ aos: [], defaultAo: '' })
  })
})

describe('resolveAthleteInput', () => {
  it('turns club, second claim club and school names (any case) into ids', async () => {
    const kettle = env.sim.state.seed.clubs.find((c) => c.name.startsWith('Kettlebridge') && c.clubType === 'C')!
    const school = env.sim.state.seed.clubs.find((c) => c.clubType === 'S')!
    const ok = await resolveAthleteInput(ctx(), draft({ club: 'larkhill striders', club2: kettle.name, school: school.name, tiktok: '@x' }))
    expect(ok).toMatchObject({ ok: true, input: { clubId: LARKHILL, club2Id: kettle.id, schoolId: school.id, socials: { tiktok: '@x' } } })
  })

  it('a name the lookup does not know is a field error; a school is not a club', async () => {
    const bad = await resolveAthleteInput(ctx(), draft({ club: 'Nowhere AC', club2: 'Chalkdown College', school: 'Larkhill Striders' }))
    expect(bad).toEqual({
      ok: false,
      fieldErrors: {
        club: ['athletes:validation.clubUnknown'],
        club2: ['athletes:validation.clubUnknown'],
        school: ['athletes:validation.schoolUnknown'],
      },
    })
  })

  it("the athlete's own clubs count even when the lookup no longer lists them", async () => {
    const current = { club: { id: 4242, name: 'Old Town AC' }, club2: null, school: null } as unknown as AthleteView
    expect(await resolveAthleteInput(ctx(), draft({ club: 'old town ac' }), current)).toMatchObject({ ok: true, input: { clubId: 4242 } })
  })

  it('a failing lookup says so instead of blaming the names', async () => {
    env.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/clubs', status: 500 })
    expect(await resolveAthleteInput(ctx(), draft({ club: 'Larkhill Striders' }))).toEqual({
      ok: false,
      message: { key: 'athletes:validation.clubsUnavailable' },
    })
    expect(await resolveAthleteInput(ctx(), draft())).toMatchObject({ ok: true, input: { clubId: 0, club2Id: 0, schoolId: 0 } })
  })
})
