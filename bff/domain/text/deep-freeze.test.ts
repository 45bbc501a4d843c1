import { describe, expect, it } from 'vitest'
import { deepFreeze, isDeeplyFrozen, jsonOf } from './deep-freeze'

describe('deepFreeze', () => {
  it('freezes a value and all it holds', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] } })
    expect(Object.isFrozen(value.a.b[1])).toBe(true)
    expect(isDeeplyFrozen(value.a)).toBe(true)
    expect(isDeeplyFrozen(Object.freeze({ d: {} }))).toBe(false)
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
