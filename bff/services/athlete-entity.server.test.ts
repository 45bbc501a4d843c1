import { describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { loadEntityPicker, saveAthleteEntity } from './athlete-entity.server'
import { entrantOnSimulator } from './entry-steps.test-support'

const COMP = ENTRY_DEMO.limitsCompId
const env = entrantOnSimulator()
const ctx = env.ctx
const clubId = (name: string) => env.sim.state.seed.clubs.find((c) => c.name === name)!.id
const athlete = (id: number) => env.sim.state.athletes.find((a) => a.id === id)!
const updates = () => env.calls.filter((c) => c === 'PUT athletes.update')

describe('loadEntityPicker', () => {
  it("offers the athlete's own club first, then the club lookup's first page without it", async () => {
    const picker = await loadEntityPicker(ctx(), COMP, ENTRY_DEMO.athleteId)
    expect(picker).toMatchObject({
      athleteId: ENTRY_DEMO.athleteId,
      athleteName: 'Isla Fenwick',
      entityName: 'Club',
      search: '',
      own: [{ id: clubId('Larkhill Striders'), name: 'Larkhill Striders' }],
    })
    expect(picker!.found).toHaveLength(19)
    expect(picker!.found.map((c) => c.name)).not.toContain('Larkhill Striders')
  })

  it('searches the club lookup by name prefix', async () => {
    const picker = await loadEntityPicker(ctx(), COMP, ENTRY_DEMO.athleteId, '  gull ')
    expect(picker).toMatchObject({ search: 'gull', found: [{ id: clubId('Gull Point Runners'), name: 'Gull Point Runners' }] })
  })

  it('a failing club lookup offers the athlete’s own clubs and says so', async () => {
    env.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/clubs', status: 500 })
    const picker = await loadEntityPicker(ctx(), COMP, ENTRY_DEMO.athleteId, 'zz')
    expect(picker).toMatchObject({ own: [{ id: clubId('Larkhill Striders') }], found: [], lookupFailed: true })
  })

  it('searches through the shared club buckets: longer typed text is served from the same bucket', async () => {
    const context = ctx()
    env.sim.calls.reset()
    await loadEntityPicker(context, COMP, ENTRY_DEMO.athleteId, 'Gu')
    await loadEntityPicker(context, COMP, ENTRY_DEMO.athleteId, 'gull point')
    expect((await loadEntityPicker(context, COMP, ENTRY_DEMO.athleteId, 'GULL  P'))!.found.map((c) => c.name)).toEqual([
      'Gull Point Runners',
    ])
    expect(env.sim.calls.count('/wp-json/e4s/v5/clubs')).toBe(1)
  })

  it('shows nothing when the competition does not ask, or the athlete is not the user’s', async () => {
    expect(await loadEntityPicker(ctx(), ENTRY_DEMO.rulesCompId, ENTRY_DEMO.athleteId)).toBeNull()
    expect(await loadEntityPicker(ctx(), COMP, ENTRY_DEMO.foreignAthleteId)).toBeNull()
  })

  it('treats the legacy default id 9999 as none chosen', async () => {
    athlete(ENTRY_DEMO.expiredAthleteId).options.genericCompAthleteEntities[String(COMP)] = { id: 9999, name: '' }
    expect(await loadEntityPicker(ctx(), COMP, ENTRY_DEMO.expiredAthleteId)).not.toBeNull()
  })
})

describe('saveAthleteEntity', () => {
  const save = (over: Partial<Parameters<typeof saveAthleteEntity>[1]> = {}) =>
    saveAthleteEntity(ctx(), {
      compId: COMP,
      athleteId: ENTRY_DEMO.sharedAthleteId,
      entityId: clubId('Gull Point Runners'),
      search: 'gull',
      ...over,
    })

  it('refuses, without asking the legacy site to change anything, what was not offered', async () => {
    expect(await save({ entityId: clubId('Kettlebridge Academy') })).toEqual({
      ok: false,
      status: 400,
      message: { key: 'entity.notOffered' },
    })
    expect(await save({ search: 'ash' })).toEqual({ ok: false, status: 400, message: { key: 'entity.notOffered' } })
    expect(await save({ entityId: null })).toEqual({ ok: false, status: 400, message: { key: 'entity.notOffered' } })
    expect(await save({ athleteId: ENTRY_DEMO.foreignAthleteId })).toEqual({
      ok: false,
      status: 404,
      message: { key: 'entry.athleteNotFound' },
    })
    expect(await save({ athleteId: null })).toEqual({ ok: false, status: 404, message: { key: 'entry.athleteNotFound' } })
    expect(await save({ compId: ENTRY_DEMO.rulesCompId })).toEqual({ ok: false, status: 400, message: { key: 'entity.notAsked' } })
    expect(updates()).toEqual([])
    expect(athlete(ENTRY_DEMO.sharedAthleteId).options.genericCompAthleteEntities).toEqual({})
  })

  it('a legacy failure is a message, nothing more', async () => {
    env.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/athlete/${ENTRY_DEMO.sharedAthleteId}`, method: 'PUT', status: 500, times: 1 })
    expect(await save()).toEqual({ ok: false, status: 502, message: { key: 'errors.http', values: { status: 500 } } })
  })

  it('saves the offered club for the competition; the picker is then done', async () => {
    expect(await save()).toEqual({
      ok: true,
      message: { key: 'entity.saved', values: { name: 'Leo Garside', choice: 'Gull Point Runners' } },
    })
    expect(athlete(ENTRY_DEMO.sharedAthleteId).options.genericCompAthleteEntities).toEqual({
      [String(COMP)]: { id: clubId('Gull Point Runners'), name: 'Gull Point Runners' },
    })
    expect(await loadEntityPicker(ctx(), COMP, ENTRY_DEMO.sharedAthleteId)).toBeNull()
  })

  it("saves the athlete's own club without a search", async () => {
    const own = clubId('Larkhill Striders')
    expect((await saveAthleteEntity(ctx(), { compId: COMP, athleteId: ENTRY_DEMO.athleteId, entityId: own, search: 'zzz' })).ok).toBe(true)
    expect(athlete(ENTRY_DEMO.athleteId).options.genericCompAthleteEntities[String(COMP)]).toEqual({ id: own, name: 'Larkhill Striders' })
  })
})
