import { simulatorAndClient } from '../../tests/support/simulator-client'
import { describe, expect, it } from 'vitest'
import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../platform/store.server'
import type { LegacyCall, LegacyCaller } from '../legacy/client.server'
import { areaChoicesForFilter, getAreaChoices } from './areas.server'

const AREAS = '/wp-json/e4s/v5/areas'
const env = simulatorAndClient()

const ctx = (legacy: LegacyCaller = env.client.scoped({})) => ({
  cache: createCache({ store: createMemoryStore() }),
  legacyAnonymous: legacy,
})

describe('area choices', () => {
  it('the regions and counties of the legacy site, asked once and then served from the shared cache', async () => {
    const c = ctx()
    const choices = await getAreaChoices(c)
    expect(choices.regions.map((r) => r.name)).toEqual(['Midlands', 'North', 'South East', 'South West'])
    expect(choices.counties).toHaveLength(env.sim.state.seed.counties.length)
    expect(choices.counties).toContainEqual({ id: 13, name: 'Highmoor', regionId: 1 })
    await getAreaChoices(c)
    expect(env.sim.calls.count(AREAS)).toBe(1)
  })

  it('reads every page when the legacy site pages the list', async () => {
    const pages: unknown[] = []
    const paged: LegacyCaller = {
      hasToken: false,
      call<T>(spec: LegacyCall<T>) {
        pages.push(spec.query?.pagenumber)
        const all = [
          { id: 1, name: 'North', entityLevel: 3, parentid: 0 },
          { id: 11, name: 'Northvale', entityLevel: 2, parentid: 1 },
          { id: 12, name: 'Fellshire', entityLevel: 2, parentid: 1 },
        ]
        const page = Number(spec.query?.pagenumber)
        return Promise.resolve(spec.schema.parse({ errNo: 0, data: all.slice((page - 1) * 2, page * 2), meta: { totalCount: 3 } }))
      },
    }
    const choices = await getAreaChoices(ctx(paged))
    expect(pages).toEqual([1, 2])
    expect(choices.counties.map((c) => c.name)).toEqual(['Fellshire', 'Northvale'])
  })

  it('for the filter form: null when the legacy site cannot answer', async () => {
    env.sim.faults.add({ pathPrefix: AREAS, status: 500 })
    expect(await areaChoicesForFilter(ctx())).toBeNull()
  })
})
