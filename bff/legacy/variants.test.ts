import { describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { anyCaseKeys, createVariantLog, keyVariants, matchKeys } from './variants'

describe('matchKeys', () => {
  it('fills a missing key from one equal but for case, underscores or dashes; the expected key wins', () => {
    const { value, renamed } = matchKeys({ newsflash: 'a', Product_ID: 3, name: 'kept', Name: 'other' }, ['newsFlash', 'productId', 'name'])
    expect(value).toMatchObject({ newsFlash: 'a', productId: 3, name: 'kept' })
    expect(renamed).toEqual(['newsflash>newsFlash', 'Product_ID>productId'])
  })

  it('returns the same object when nothing is missing', () => {
    const o = { a: 1 }
    expect(matchKeys(o, ['a']).value).toBe(o)
  })

  it('anyCaseKeys parses either spelling to the same output, which parses again unchanged', () => {
    const schema = anyCaseKeys(z.object({ newsFlash: z.string(), lineTotal: z.number() }))
    const out = schema.parse({ NewsFlash: 'x', line_total: 2 })
    expect(out).toEqual({ newsFlash: 'x', lineTotal: 2 })
    expect(schema.parse(out)).toEqual(out)
    expect(keyVariants([{ NewsFlash: 'x' }, { newsFlash: 'y' }, { NewsFlash: 'z' }], ['newsFlash'])).toEqual(['keys:NewsFlash>newsFlash'])
  })
})

describe('createVariantLog', () => {
  it('warns once per variant per endpoint per hour', () => {
    let t = 0
    const warned: Array<Record<string, unknown>> = []
    const variants = createVariantLog({ log: { warn: (o) => void warned.push(o as Record<string, unknown>) }, now: () => t })
    variants.note('auth.token', ['token:jwt'])
    variants.note('auth.token', ['token:jwt'])
    variants.note('auth.token', ['token:data.token'])
    variants.note('cart.minicart', ['token:jwt'])
    expect(warned).toHaveLength(3)
    t = 59 * 60 * 1000
    variants.note('auth.token', ['token:jwt'])
    expect(warned).toHaveLength(3)
    t = 60 * 60 * 1000
    variants.note('auth.token', ['token:jwt'])
    expect(warned).toHaveLength(4)
    expect(warned[0]).toEqual({ endpoint: 'auth.token', kind: 'contract', variant: 'token:jwt' })
  })
})
