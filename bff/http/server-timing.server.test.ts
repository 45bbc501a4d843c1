import { describe, expect, it } from 'vitest'
import { ANONYMOUS, type UserAuth } from '../domain/routing/permissions'
import { mayShowServerTiming, serverTimingHeader } from './server-timing.server'

const user = (role: UserAuth['role']): UserAuth => ({ userId: 7, role, permissions: [] })

describe('Server-Timing', () => {
  it('shows the budget, each upstream call and what was left', () => {
    const header = serverTimingHeader(
      [
        { name: 'config.public', ms: 12.34 },
        { name: 'cart.minicart', ms: 8000 },
      ],
      { budgetMs: 8000, remaining: () => 0 },
    )
    expect(header).toBe(
      'budget;desc="request deadline";dur=8000, legacy0;desc="config.public";dur=12.3, legacy1;desc="cart.minicart";dur=8000.0, left;desc="deadline left";dur=0.0',
    )
  })

  it('is for development, or for admins in production; never for visitors or ordinary users in production', () => {
    expect(mayShowServerTiming(false, ANONYMOUS)).toBe(true)
    expect(mayShowServerTiming(true, user('E4SUSER'))).toBe(true)
    expect(mayShowServerTiming(true, ANONYMOUS)).toBe(false)
    expect(mayShowServerTiming(true, user('USER'))).toBe(false)
    expect(mayShowServerTiming(true, user('APPADMIN'))).toBe(false)
  })
})
