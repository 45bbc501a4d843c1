import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkStoreForm, STORE_FIELDS, type StoreForm } from './store-config'

const good: StoreForm = {
  percCharged: '5',
  addCost: '0.30',
  minFee: '0.5',
  minCost: '10',
  nationaladdCost: '0.3',
  nationalminCost: '0',
  cartTimeLimit: '30',
}

describe('checkStoreForm', () => {
  it('reads every value of a good form', () => {
    expect(checkStoreForm(good)).toEqual({
      ok: true,
      values: { percCharged: 5, addCost: 0.3, minFee: 0.5, minCost: 10, nationaladdCost: 0.3, nationalminCost: 0, cartTimeLimit: 30 },
    })
  })

  it.each([
    ['percCharged', 'abc', 'storeConfig.errors.number'],
    ['percCharged', '100.01', 'storeConfig.errors.range'],
    ['addCost', '-1', 'storeConfig.errors.number'],
    ['addCost', '1.234', 'storeConfig.errors.number'],
    ['minFee', '', 'storeConfig.errors.number'],
    ['minCost', '1e3', 'storeConfig.errors.number'],
    ['nationalminCost', '1000.5', 'storeConfig.errors.range'],
    ['cartTimeLimit', '0', 'storeConfig.errors.range'],
    ['cartTimeLimit', '12.5', 'storeConfig.errors.whole'],
    ['cartTimeLimit', 'x', 'storeConfig.errors.whole'],
  ] as const)('%s %j: %s, and only that field', (field, value, key) => {
    const checked = checkStoreForm({ ...good, [field]: value })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(Object.keys(checked.errors)).toEqual([field])
    expect(checked.errors[field]?.key).toBe(key)
  })

  it('a missing field is an error, never a default', () => {
    const checked = checkStoreForm({ percCharged: '5' })
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(STORE_FIELDS.filter((f) => f !== 'percCharged').sort())
  })

  it('any amount within bounds with at most two decimals is read back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (cents) => {
        const text = (cents / 100).toFixed(2)
        const checked = checkStoreForm({ ...good, addCost: text })
        return checked.ok && checked.values.addCost === Number(text)
      }),
    )
  })
})
