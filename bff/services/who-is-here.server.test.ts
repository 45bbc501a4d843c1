import { describe, expect, it } from 'vitest'
import type { LegacyCall, LegacyCaller } from '../legacy/client.server'
import { searchWhoIsHereDesk } from './checkin.server'

// Who is here reads each athlete's checked-in flags: a legacy site that ignores `whois=1` does not
// make everyone look checked in.

const DEFAULTS = { defaultFrom: 180, defaultTo: 60 }
const NOW = new Date('2026-06-01T09:00:00Z')

function athlete(n: number, checkedIn: boolean) {
  return {
    id: n,
    athleteId: 1000 + n,
    firstName: `First${n}`,
    surName: `Last${n}`,
    entries: [{ id: 5000 + n, name: '100m', checkedIn: checkedIn ? 1 : 0, dateTime: '2026-06-01T10:00:00+01:00' }],
  }
}

/** A legacy search over `athletes`, 20 a page, that filters on whois only when `filters`. */
function legacy(athletes: ReturnType<typeof athlete>[], filters: boolean) {
  const asked: Array<Record<string, unknown>> = []
  const caller: LegacyCaller = {
    hasToken: true,
    call<T>(spec: LegacyCall<T>) {
      asked.push({ ...spec.query })
      const list = filters && spec.query?.whois === '1' ? athletes.filter((a) => a.entries.some((e) => e.checkedIn)) : athletes
      const page = Number(spec.query?.page)
      return Promise.resolve(
        spec.schema.parse({ errNo: 0, data: list.slice((page - 1) * 20, page * 20), meta: { totalCount: list.length, pageSize: 20 } }),
      )
    },
  }
  return { ctx: { legacy: caller }, asked }
}

// 45 athletes, every third one checked in (15 here).
const ATHLETES = Array.from({ length: 45 }, (_, i) => athlete(i + 1, i % 3 === 0))
const HERE = ATHLETES.filter((_, i) => i % 3 === 0).map((a) => a.athleteId)

describe('who is here', () => {
  it('a site that filters: one call, its page and count as they are', async () => {
    const { ctx, asked } = legacy(ATHLETES, true)
    const found = await searchWhoIsHereDesk(ctx, 7, { page: 1, defaults: DEFAULTS, now: NOW })
    expect(found.items.map((a) => a.athleteId)).toEqual(HERE)
    expect(found.total).toBe(15)
    expect(asked).toEqual([{ compid: 7, whois: '1', pagesize: 20, page: 1 }])
  })

  it('a site that ignores whois: only the athletes checked in, counted and paged here', async () => {
    const { ctx } = legacy(ATHLETES, false)
    const found = await searchWhoIsHereDesk(ctx, 7, { page: 1, defaults: DEFAULTS, now: NOW })
    expect(found.items.map((a) => a.athleteId)).toEqual(HERE)
    expect(found.total).toBe(15)
    expect(found.items.every((a) => a.entries.some((e) => e.checkedIn))).toBe(true)
    const second = await searchWhoIsHereDesk(ctx, 7, { page: 2, defaults: DEFAULTS, now: NOW })
    expect(second.items).toEqual([])
  })

  it('nobody checked in is nobody here, whatever the site sent', async () => {
    const { ctx } = legacy(
      ATHLETES.map((a) => ({ ...a, entries: a.entries.map((e) => ({ ...e, checkedIn: 0 })) })),
      false,
    )
    const found = await searchWhoIsHereDesk(ctx, 7, { page: 1, defaults: DEFAULTS, now: NOW })
    expect(found).toMatchObject({ items: [], total: 0 })
  })
})
