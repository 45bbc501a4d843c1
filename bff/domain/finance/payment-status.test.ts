import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canMarkReceived, paymentStatusKey, paymentStatusOf } from './payment-status'

describe('payment status labels (§3)', () => {
  it.each([
    [0, 'finance.paymentStatus.0'],
    [1, 'finance.paymentStatus.1'],
    [2, 'finance.paymentStatus.2'],
    [3, 'finance.paymentStatus.3'],
    [4, 'finance.paymentStatus.unknown'],
    [-1, 'finance.paymentStatus.unknown'],
  ])('%i reads %s', (value, key) => {
    expect(paymentStatusKey(value)).toBe(key)
  })

  it('only a cheque awaiting payment (2) can be marked received (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (value) => {
        expect(canMarkReceived(value)).toBe(value === 2)
        expect(paymentStatusOf(value) === null).toBe(value < 0 || value > 3)
      }),
    )
  })
})
