import { describe, expect, it } from 'vitest'
import { basketHandoffAnswerSchema } from './basket.server'

describe('basket hand-off wire schema', () => {
  it('needs a non-empty url', () => {
    expect(basketHandoffAnswerSchema.parse({ errNo: 0, data: { url: '/basket?handoff=abc' } }).data.url).toBe('/basket?handoff=abc')
    for (const data of [null, {}, { url: '' }, { url: '  ' }])
      expect(basketHandoffAnswerSchema.safeParse({ errNo: 0, data }).success, JSON.stringify(data)).toBe(false)
  })
})
