import { describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { configAnswerSchema } from './config.server'
import { maybe, num, partial, text } from './wire'

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
