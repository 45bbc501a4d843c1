import { describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { entrantOnSimulator } from './entry-steps.test-support'
import { loadMultiEventPbs, saveMultiEventPbs } from './multi-event.server'

const COMP = ENTRY_DEMO.multiCompId
const PENTATHLON = ENTRY_DEMO.multiCeids.pentathlon
const env = entrantOnSimulator()
const ctx = env.ctx
const eventId = (name: string) => env.sim.state.seed.events.find((e) => e.name === name)!.id
const input = (over: Partial<Parameters<typeof loadMultiEventPbs>[1]> = {}) => ({
  compId: COMP,
  athleteId: ENTRY_DEMO.athleteId,
  ceid: PENTATHLON,
  ...over,
})
const posts = () => env.calls.filter((c) => c === 'POST multi.pbs.save')

describe('loadMultiEventPbs', () => {
  it("gives each child event its unit, limits and the athlete's PB as the input shows it", async () => {
    const view = await loadMultiEventPbs(ctx(), input())
    expect(view).toMatchObject({ ceid: PENTATHLON, eventName: 'Pentathlon', athleteId: ENTRY_DEMO.athleteId })
    expect(view!.children.map((c) => c.name)).toEqual(['75m Hurdles', 'High Jump', 'Shot Put', 'Long Jump', '800m'])
    expect(view!.children[0]).toEqual({
      eventId: eventId('75m Hurdles'),
      name: '75m Hurdles',
      unit: { type: 'T', pattern: 's.SS' },
      units: [
        { type: 'T', pattern: 's.SS' },
        { type: 'T', pattern: 'm:ss.SS' },
        { type: 'T', pattern: 'HH:mm:ss' },
      ],
      // The event's own limits win; the sanity floor stands by (issue 11).
      limits: { ...ENTRY_DEMO.multiHurdlesLimits, sanity: { floor: expect.any(Number) } },
      pbText: '',
    })
    expect(view!.children[3]).toMatchObject({ unit: { type: 'D', pattern: 'm.cm' }, pbText: '4.35', limits: { sanity: { ceiling: 9.85 } } })
  })

  it("is null for a single event, another competition's event, or another user's athlete", async () => {
    expect(await loadMultiEventPbs(ctx(), input({ ceid: ENTRY_DEMO.multiCeids.m100 }))).toBeNull()
    expect(await loadMultiEventPbs(ctx(), input({ compId: ENTRY_DEMO.rulesCompId }))).toBeNull()
    expect(await loadMultiEventPbs(ctx(), input({ athleteId: ENTRY_DEMO.foreignAthleteId }))).toBeNull()
    expect(env.calls.filter((c) => c === 'GET multi.pbs')).toHaveLength(2)
  })
})

describe('saveMultiEventPbs', () => {
  const values = (over: Record<string, string> = {}) => ({
    [eventId('75m Hurdles')]: '12.4',
    [eventId('High Jump')]: '1.45',
    [eventId('Shot Put')]: '',
    [eventId('Long Jump')]: '4.50',
    [eventId('800m')]: '155.2',
    ...over,
  })

  it('checks every PB with the PB parser first: any problem sends nothing and marks each field', async () => {
    const typed = values({ [eventId('75m Hurdles')]: '5', [eventId('High Jump')]: 'abc', [eventId('800m')]: '1:2:3:4' })
    const outcome = await saveMultiEventPbs(ctx(), { ...input(), values: typed })
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      message: { key: 'multiEvent.fix' },
      fieldErrors: {
        [eventId('75m Hurdles')]: { key: 'performance.belowMin' },
        [eventId('High Jump')]: { key: 'performance.onlyNumbers' },
        [eventId('800m')]: { key: 'performance.tooManySeparators' },
      },
      values: typed,
    })
    expect(posts()).toEqual([])
  })

  it('saves them together; an empty field clears that PB; the next load shows them', async () => {
    const outcome = await saveMultiEventPbs(ctx(), { ...input(), values: values({ [eventId('Long Jump')]: '' }) })
    expect(outcome).toEqual({ ok: true, message: { key: 'multiEvent.saved', values: { event: 'Pentathlon' } } })
    const view = await loadMultiEventPbs(ctx(), input())
    expect(view!.children.map((c) => c.pbText)).toEqual(['12.40', '1.45', '', '', '2:35.20'])
  })

  it("an unknown multi-event or another user's athlete is not found; nothing is sent", async () => {
    expect(await saveMultiEventPbs(ctx(), { ...input({ ceid: ENTRY_DEMO.multiCeids.m100 }), values: values() })).toEqual({
      ok: false,
      status: 404,
      message: { key: 'multiEvent.notFound' },
    })
    expect(await saveMultiEventPbs(ctx(), { ...input({ athleteId: ENTRY_DEMO.foreignAthleteId }), values: values() })).toEqual({
      ok: false,
      status: 404,
      message: { key: 'entry.athleteNotFound' },
    })
    expect(posts()).toEqual([])
  })

  it("a legacy refusal or failure says 'Error updating Multi PBs.' and keeps the typed values", async () => {
    const path = `/wp-json/e4s/v5/athlete/multi/${ENTRY_DEMO.athleteId}`
    env.sim.faults.add({ pathPrefix: path, method: 'POST', status: 200, body: '{"errNo":1,"error":"Error updating Multi PBs."}', times: 1 })
    expect(await saveMultiEventPbs(ctx(), { ...input(), values: values() })).toEqual({
      ok: false,
      status: 400,
      message: { key: 'multiEvent.saveError' },
      values: values(),
    })
    env.sim.faults.add({ pathPrefix: path, method: 'POST', status: 500, times: 1 })
    expect(await saveMultiEventPbs(ctx(), { ...input(), values: values() })).toMatchObject({
      ok: false,
      status: 502,
      message: { key: 'multiEvent.saveError' },
    })
  })
})
