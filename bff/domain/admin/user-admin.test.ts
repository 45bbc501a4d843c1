import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { UserAuth } from '../routing/permissions'
import { CREDIT_LIMIT, creditKind, mayImpersonate, parseAmount, parseCreditChange } from './user-admin'

const user = (role: UserAuth['role'], userId = 103): UserAuth => ({ userId, role, permissions: [] })

describe('parseAmount', () => {
  it('reads amounts with up to two decimals, a minus, a comma as the decimal point', () => {
    expect(parseAmount('10')).toEqual({ ok: true, value: 10 })
    expect(parseAmount(' -5.50 ')).toEqual({ ok: true, value: -5.5 })
    expect(parseAmount('2,25')).toEqual({ ok: true, value: 2.25 })
    expect(parseAmount('.5')).toEqual({ ok: true, value: 0.5 })
  })

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1e3', '10.123', '--1', '1.2.3', 'Infinity', 'NaN', '0x10', String(CREDIT_LIMIT + 1)]) {
      expect(parseAmount(bad), bad).toEqual({ ok: false, error: 'userAdmin.errors.amount' })
    }
  })

  it('property: any amount in pence within the limit reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -CREDIT_LIMIT * 100, max: CREDIT_LIMIT * 100 }), (pence) => {
        const text = (pence / 100).toFixed(2)
        const read = parseAmount(text)
        return read.ok && read.value === Number(text)
      }),
    )
  })

  it('property: a text with a letter in it is never an amount', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom('a', 'x', 'e', '£'), (s, letter) => parseAmount(`${s}${letter}`).ok === false))
  })
})

describe('parseCreditChange', () => {
  it('needs a non-zero amount and a reason of at most 100 characters', () => {
    expect(parseCreditChange({ amount: '5', reason: ' Refund ' })).toEqual({ ok: true, value: { value: 5, reason: 'Refund' } })
    expect(parseCreditChange({ amount: '0', reason: 'x' })).toEqual({ ok: false, error: 'userAdmin.errors.amountZero' })
    expect(parseCreditChange({ amount: 'ten', reason: 'x' })).toEqual({ ok: false, error: 'userAdmin.errors.amount' })
    expect(parseCreditChange({ amount: '5', reason: '  ' })).toEqual({ ok: false, error: 'userAdmin.errors.reason' })
    expect(parseCreditChange({ amount: '5', reason: 'x'.repeat(101) })).toEqual({ ok: false, error: 'userAdmin.errors.reason' })
  })
})

describe('mayImpersonate', () => {
  it('E4SUSER and APPADMIN only, never from inside an impersonation, never themselves', () => {
    expect(mayImpersonate(user('E4SUSER'), { impersonating: false, targetId: 101 })).toBe(true)
    expect(mayImpersonate(user('APPADMIN'), { impersonating: false, targetId: 101 })).toBe(true)
    expect(mayImpersonate(user('USER'), { impersonating: false, targetId: 101 })).toBe(false)
    expect(
      mayImpersonate({ ...user('USER'), permissions: [{ role: 'ADMIN', orgId: 0, compId: 0 }] }, { impersonating: false, targetId: 101 }),
    ).toBe(false)
    expect(mayImpersonate(user('E4SUSER'), { impersonating: true, targetId: 101 })).toBe(false)
    expect(mayImpersonate(user('E4SUSER'), { impersonating: false, targetId: 103 })).toBe(false)
    expect(mayImpersonate(user('E4SUSER'), { impersonating: false, targetId: 0 })).toBe(false)
    expect(mayImpersonate(null, { impersonating: false, targetId: 101 })).toBe(false)
  })
})

describe('creditKind', () => {
  it('credit when positive, surcharge when negative, none at zero', () => {
    expect(creditKind(1)).toBe('credit')
    expect(creditKind(-0.01)).toBe('surcharge')
    expect(creditKind(0)).toBeNull()
  })
})
