import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtOnce, keptUpTo } from './built-once'

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

describe('keptUpTo', () => {
  it('answers what the build answers, building a key again only after the store was full', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 40 }), (max, keys) => {
        let builds = 0
        const get = keptUpTo(max, (key: number) => (builds++, key % 3 === 0 ? null : key * 2))
        // The same bookkeeping by hand: what is kept, cleared when full.
        let kept = new Set<number>()
        let expected = 0
        for (const key of keys) {
          expect(get(key)).toBe(key % 3 === 0 ? null : key * 2)
          if (!kept.has(key)) {
            if (kept.size >= max) kept = new Set()
            kept.add(key)
            expected++
          }
          expect(builds).toBe(expected)
        }
      }),
    )
  })
})
