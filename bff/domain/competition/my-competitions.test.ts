import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { UserAuth } from '../routing/permissions'
import { isUpcoming, orderMine, staffScopes } from './my-competitions'

const user = (role: UserAuth['role'], permissions: UserAuth['permissions'] = []): UserAuth => ({ userId: 7, role, permissions })

describe('staffScopes', () => {
  it('an admin, or a grant for every organisation, works on every competition', () => {
    expect(staffScopes(user('E4SUSER')).all).toBe(true)
    expect(staffScopes(user('USER', [{ role: 'TICKET', orgId: 0, compId: 0 }])).all).toBe(true)
  })

  it('organisation-wide grants give organisations, grants naming a competition give it, others are ignored', () => {
    const who = user('USER', [
      { role: 'BUILDER', orgId: 12, compId: 0 },
      { role: 'scoreboard', orgId: 12, compId: 501 },
      { role: 'CHECKIN', orgId: 27, compId: 601 },
      { role: 'FINANCE', orgId: 38, compId: 0 },
      { role: 'ADMIN', orgId: 40, compId: 0 },
    ])
    expect(staffScopes(who)).toEqual({ all: false, orgIds: [12, 40], compIds: [601] })
  })

  it('a user with no staff grant has nothing', () => {
    expect(staffScopes(user('USER', [{ role: 'FINANCE', orgId: 38, compId: 0 }]))).toEqual({ all: false, orgIds: [], compIds: [] })
  })
})

describe('orderMine', () => {
  const today = '2026-06-15'
  it('upcoming soonest first, then past most recent first; a competition running today is upcoming', () => {
    const comps = [
      { id: 1, dates: ['2026-05-01'] },
      { id: 2, dates: ['2026-07-01'] },
      { id: 3, dates: ['2026-06-14', '2026-06-15'] },
      { id: 4, dates: ['2026-06-01'] },
      { id: 2, dates: ['2026-07-01'] },
    ]
    expect(orderMine(comps, today).map((c) => c.id)).toEqual([3, 2, 4, 1])
  })

  it('keeps every competition once, upcoming before past (property)', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-06-${String(d).padStart(2, '0')}`)
    const comp = fc.record({ id: fc.integer({ min: 1, max: 30 }), dates: fc.array(day, { maxLength: 2 }).map((d) => [...d].sort()) })
    fc.assert(
      fc.property(fc.array(comp, { maxLength: 20 }), (comps) => {
        const out = orderMine(comps, today)
        expect(out.map((c) => c.id).sort()).toEqual([...new Set(comps.map((c) => c.id))].sort())
        const flags = out.map((c) => isUpcoming(c, today))
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
      }),
    )
  })
})
