import { createSession } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { confirm, confirmations } from './confirmations.server'
import type { AppSession } from './session.server'

const session = () => createSession({}) as unknown as AppSession

describe('per-competition confirmations', () => {
  it('starts with none', () => {
    expect(confirmations(session())).toEqual({ priority: [], terms: [] })
  })

  it('remembers each kind per competition, once', () => {
    const s = session()
    confirm(s, 'priority', 3)
    confirm(s, 'priority', 3)
    confirm(s, 'terms', 5)
    confirm(s, 'priority', 4)
    expect(confirmations(s)).toEqual({ priority: [3, 4], terms: [5] })
  })

  it('keeps what the session already held under its existing keys', () => {
    const s = session()
    s.set('priorityConfirmed', [1])
    s.set('termsAccepted', [2])
    confirm(s, 'terms', 9)
    expect(confirmations(s)).toEqual({ priority: [1], terms: [2, 9] })
  })
})
