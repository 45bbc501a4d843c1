import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtOnce } from './built-once'

describe('builtOnce', () => {
  it('builds nothing until asked, then once per key, and answers the same value for the key', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('en', 'fr', 'Europe/London'), { maxLength: 20 }), (keys) => {
        const built: string[] = []
        const get = builtOnce((key: string) => (built.push(key), { key }))
        expect(built).toEqual([])
        const values = keys.map((key) => get(key))
        expect(built).toEqual([...new Set(keys)])
        keys.forEach((key, i) => expect(values[i]).toBe(get(key)))
      }),
    )
  })
})
