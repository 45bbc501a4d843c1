import { simulatorAndClient } from '../../tests/support/simulator-client'
import { describe, expect, it } from 'vitest'
import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../platform/store.server'
import type { LegacyCall, LegacyCaller } from '../legacy/client.server'
import { findClubByName, normaliseClubPrefix, searchClubs, suggestClubs, trySearchClubs, type LookupContext } from './clubs.server'

const CLUBS = '/wp-json/e4s/v5/clubs'
const env = simulatorAndClient()

const ctx = (legacy: LegacyCaller = env.client.scoped({})): LookupContext => ({
  cache: createCache({ store: createMemoryStore() }),
  legacyAnonymous: legacy,
})
const names = (refs: Array<{ name: string }>) => refs.map((r) => r.name)

describe('searchClubs', () => {
  it('finds clubs by the start of the name, any case and spacing; schools apart', async () => {
    const c = ctx()
    expect(await searchClubs(c, { startswith: '  LARK ', type: 'C' })).toEqual([{ id: 1009, name: 'Larkhill Striders' }])
    const oak = env.sim.state.seed.clubs.filter((k) => k.clubType === 'C' && k.name.startsWith('Oak')).map((k) => k.name)
    expect(names(await searchClubs(c, { startswith: 'Oak', type: 'C' }))).toEqual(oak.sort((a, b) => a.localeCompare(b)))
    expect(oak).toHaveLength(2)
    expect(names(await searchClubs(c, { startswith: 'oak', type: 'S' }))).toEqual(['Oakdale High School'])
    expect(await searchClubs(c, { startswith: 'zz', type: 'C' })).toEqual([])
  })

  it('an empty prefix gives the first 20 by name', async () => {
    const first = await searchClubs(ctx(), { startswith: '', type: 'C' })
    expect(first).toHaveLength(20)
    expect(names(first)).toEqual([...names(first)].sort((a, b) => a.localeCompare(b)))
  })

  it('caches one bucket per type and first two letters: longer prefixes ask nothing more', async () => {
    const c = ctx()
    await searchClubs(c, { startswith: 'La', type: 'C' })
    await searchClubs(c, { startswith: 'lar', type: 'C' })
    await searchClubs(c, { startswith: 'Larkhill Str', type: 'C' })
    expect(env.sim.calls.count(CLUBS)).toBe(1)
    await searchClubs(c, { startswith: 'la', type: 'S' })
    await searchClubs(c, { startswith: 'ke', type: 'C' })
    expect(env.sim.calls.count(CLUBS)).toBe(3)
  })

  it('a bucket longer than its page: a longer prefix is asked of the legacy site itself', async () => {
    const queries: unknown[] = []
    const partial: LegacyCaller = {
      hasToken: false,
      call<T>(spec: LegacyCall<T>) {
        queries.push(spec.query)
        const all = [
          { id: 1, name: 'Westa AC' },
          { id: 2, name: 'Westb AC' },
        ]
        const prefix = String(spec.query?.startswith ?? '')
        const body = { errNo: 0, data: prefix.length > 2 ? all.slice(1) : all.slice(0, 1), meta: { totalCount: prefix.length > 2 ? 1 : 2 } }
        return Promise.resolve(spec.schema.parse(body))
      },
    }
    const c = ctx(partial)
    expect(names(await searchClubs(c, { startswith: 'We', type: 'C' }))).toEqual(['Westa AC'])
    expect(names(await searchClubs(c, { startswith: 'westb', type: 'C' }))).toEqual(['Westb AC'])
    expect(queries).toEqual([
      expect.objectContaining({ startswith: 'we', pagesize: 100 }),
      expect.objectContaining({ startswith: 'westb', pagesize: 20 }),
    ])
  })

  it('normalises the prefix it compares', () => {
    expect(normaliseClubPrefix('  Bracken   Vale ')).toBe('bracken vale')
    expect(normaliseClubPrefix('x'.repeat(80))).toHaveLength(50)
  })
})

describe('names and suggestions', () => {
  it('findClubByName: the exact name, any case; a part of a name is not a club', async () => {
    const c = ctx()
    expect(await findClubByName(c, 'larkhill striders', 'C')).toEqual({ id: 1009, name: 'Larkhill Striders' })
    expect(await findClubByName(c, 'Larkhill', 'C')).toBeNull()
    expect(await findClubByName(c, 'Chalkdown College', 'S')).toMatchObject({ name: 'Chalkdown College' })
    expect(await findClubByName(c, '  ', 'C')).toBeNull()
  })

  it('suggestions per field: what fits each value; a failing lookup offers none', async () => {
    const suggestions = await suggestClubs(ctx(), { club: 'Larkhill Striders', club2: '', school: 'Ch' })
    expect(suggestions.club).toEqual([{ id: 1009, name: 'Larkhill Striders' }])
    expect(suggestions.club2).toHaveLength(20)
    expect(names(suggestions.school)).toEqual(['Chalkdown College'])
    env.sim.faults.add({ pathPrefix: CLUBS, status: 500 })
    expect(await suggestClubs(ctx(), { club: 'a', club2: '', school: '' })).toEqual({ club: [], club2: [], school: [] })
    expect(await trySearchClubs(ctx(), { startswith: 'a', type: 'C' })).toBeNull()
    await expect(searchClubs(ctx(), { startswith: 'a', type: 'C' })).rejects.toMatchObject({ kind: 'http', status: 500 })
  })
})
