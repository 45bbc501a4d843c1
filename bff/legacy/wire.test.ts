import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { configAnswerSchema } from './config.server'
import { flag, lenient, maybe, num, partial, text } from './wire'

describe('maybe and partial', () => {
  it('keep a missing value missing; a present one still falls back', () => {
    expect(maybe(text).parse(undefined)).toBeUndefined()
    expect(maybe(text).parse(null)).toBe('')
    const shape = partial({ a: num, b: text, c: z.array(num).catch([]) })
    expect(shape.parse({})).toStrictEqual({})
    expect(shape.parse({ a: 'x', c: 'y' })).toStrictEqual({ a: 0, c: [] })
  })

  it('leave absent config options absent, as the legacy site sent them', () => {
    const answer = configAnswerSchema.parse({ errNo: 0, data: { options: { pwd: {} }, userInfo: { user: {} } } })
    expect(answer.data.options).toStrictEqual({ pwd: {} })
    expect(answer.data.userInfo).toStrictEqual({ user: {} })
    expect(answer).not.toHaveProperty('meta')
  })

  it('read every club the user represents with its name (a missing or odd name reads as empty)', () => {
    const clubs = [{ id: 7, name: 'Larkhill Striders', entityLevel: 1 }, { id: 9 }, { id: 11, name: 42 }]
    const answer = configAnswerSchema.parse({ errNo: 0, data: { userInfo: { clubs } } })
    expect(answer.data.userInfo.clubs?.map((c) => [c.id, c.name])).toStrictEqual([
      [7, 'Larkhill Striders'],
      [9, ''],
      [11, ''],
    ])
  })
})

describe('num, text and flag', () => {
  // The definitions they replace, which built an issue before each fallback (and a pipe for each field).
  const oldNum = z.coerce.number().catch(0)
  const oldText = z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v)))
    .catch('')
  const oldFlag = z
    .preprocess((v) => {
      if (typeof v === 'string') return ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase())
      if (typeof v === 'number') return v !== 0
      return v ?? false
    }, z.boolean())
    .catch(false)
  const anything = fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(undefined, null, Infinity, -Infinity, NaN, -0, ' 12 ', '1e3', '0x10', '', true, false, ' Yes', 'ON', '0', 'no'),
    fc.double(),
    // JSON can send an object that cannot be made a primitive.
    fc.constantFrom({ toString: false }, { valueOf: 1 }, [7], ['8'], {}),
  )

  it('read any value as the zod definitions they replace did', () => {
    fc.assert(
      fc.property(anything, (v) => {
        expect(num.parse(v)).toBe(oldNum.parse(v))
        expect(text.parse(v)).toBe(oldText.parse(v))
        expect(flag.parse(v)).toBe(oldFlag.parse(v))
      }),
      { numRuns: 2000 },
    )
  })

  it('fill in a missing key of an object', () => {
    expect(z.object({ n: num, t: text, f: flag }).parse({})).toStrictEqual({ n: 0, t: '', f: false })
    expect(lenient({ n: num, t: text, f: flag }).parse(null)).toStrictEqual({ n: 0, t: '', f: false })
    expect(partial({ f: flag }).parse({})).toStrictEqual({})
  })
})
