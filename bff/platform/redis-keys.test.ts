import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasHashTag, tagged, userTag } from './redis-keys'

/** The hash tag Redis Cluster hashes a key by (its cluster spec), or the whole key. */
function slotText(key: string): string {
  const open = key.indexOf('{')
  if (open < 0) return key
  const close = key.indexOf('}', open + 1)
  return close > open + 1 ? key.slice(open + 1, close) : key
}

describe('hash tags', () => {
  it('a key becomes its own tag unless it carries one', () => {
    expect(tagged('competitions:list')).toBe('{competitions:list}')
    expect(tagged(`user:${userTag(42)}:g:badge`)).toBe('user:{u42}:g:badge')
    expect(hasHashTag('a{}b')).toBe(false)
    expect(tagged('a{}b')).toMatch(/^\{h:[0-9a-f]{16}\}a\{\}b$/)
    expect(tagged('')).toMatch(/^\{h:[0-9a-f]{16}\}$/)
  })

  it('two keys made from one tagged key share its slot, whatever the key', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const t = tagged(key)
        expect(slotText(`cache:${t}`)).toBe(slotText(`flight:${t}`))
        expect(hasHashTag(`cache:${t}`)).toBe(true)
        if (!hasHashTag(key) && key !== '' && !key.includes('}')) expect(slotText(`cache:${t}`)).toBe(key)
      }),
    )
  })
})
