import { describe, expect, it, vi } from 'vitest'
import { deepFreeze, isDeeplyFrozen, jsonOf } from './deep-freeze'

describe('deepFreeze', () => {
  it('freezes a value and all it holds', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] } })
    expect(Object.isFrozen(value.a.b[1])).toBe(true)
    expect(isDeeplyFrozen(value.a)).toBe(true)
    expect(isDeeplyFrozen(Object.freeze({ d: {} }))).toBe(false)
  })

  it('counts what another copy of the module froze (the server is two bundles)', async () => {
    vi.resetModules()
    const other = await import('./deep-freeze')
    expect(other.deepFreeze).not.toBe(deepFreeze)
    const value = other.deepFreeze({ rows: [{ id: 1 }] })
    expect(isDeeplyFrozen(value)).toBe(true)
    expect(isDeeplyFrozen(value.rows[0]!)).toBe(true)
  })

  it('does not walk again into what it froze before', () => {
    const inner = deepFreeze({ list: [1, 2] })
    const walked: string[] = []
    const outer = deepFreeze({
      inner,
      get seen() {
        walked.push('seen')
        return 1
      },
    })
    expect(isDeeplyFrozen(outer)).toBe(true)
    deepFreeze(outer)
    expect(walked).toEqual(['seen'])
  })
})

describe('jsonOf', () => {
  it("writes a deeply frozen value's JSON once", () => {
    let reads = 0
    const value = deepFreeze({
      get n() {
        reads += 1
        return 1
      },
      list: [{ x: 'y' }],
    })
    const before = reads
    expect(jsonOf(value)).toBe('{"n":1,"list":[{"x":"y"}]}')
    expect(jsonOf(value)).toBe('{"n":1,"list":[{"x":"y"}]}')
    expect(reads - before).toBe(1)
  })

  it('writes any other value as it is now', () => {
    const inner = { n: 1 }
    const shallow = Object.freeze({ inner })
    expect(jsonOf(shallow)).toBe('{"inner":{"n":1}}')
    inner.n = 2
    expect(jsonOf(shallow)).toBe('{"inner":{"n":2}}')
  })
})
