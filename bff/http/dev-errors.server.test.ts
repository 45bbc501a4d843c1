import { describe, expect, it } from 'vitest'
import { scrubbedError, scrubText } from './dev-errors.server'

const LEGACY = 'http://127.0.0.1:8090'
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoxfQ.c2lnbmF0dXJl'

describe('scrubText', () => {
  it("removes the legacy site's address in every form an error names it", () => {
    const text = `request to ${LEGACY}/wp-json/e4s/v5/cart failed; connect ECONNREFUSED 127.0.0.1:8090`
    const out = scrubText(text, [LEGACY])
    expect(out).not.toContain('127.0.0.1')
    expect(out).not.toContain('8090')
    expect(out).toContain('[legacy site]/wp-json/e4s/v5/cart')
  })

  it('removes bearer tokens, JWT-shaped strings and password, token and cookie values', () => {
    const out = scrubText(`Authorization: Bearer ${JWT} token=${JWT} {"password":"Entrant!2026"} cookie: e4s_session=abc`, [])
    for (const secret of [JWT, 'Entrant!2026', 'e4s_session=abc']) expect(out).not.toContain(secret)
  })

  it('leaves other text alone', () => {
    expect(scrubText('at loader (app/routes/v2.cart.server.ts:12:3)', [LEGACY])).toBe('at loader (app/routes/v2.cart.server.ts:12:3)')
  })
})

describe('scrubbedError', () => {
  it('a copy with the message and stack scrubbed, the stack kept, the original its cause and untouched', () => {
    const message = `fetch ${LEGACY}/wp-json/jwt-auth/v1/token?password=secret1 failed with Bearer ${JWT}`
    const error = new Error(message)
    const stack = error.stack
    const copy = scrubbedError(error, [LEGACY]) as Error
    for (const text of [copy.message, copy.stack ?? '']) {
      expect(text).not.toContain(LEGACY)
      expect(text).not.toContain('secret1')
      expect(text).not.toContain(JWT)
    }
    expect(copy.stack).toContain('dev-errors.server.test.ts')
    expect(copy.cause).toBe(error)
    expect([error.message, error.stack]).toEqual([message, stack])
  })

  it('an error whose message is a getter only (a DOMException) is read, never written', () => {
    const error = new DOMException(`request to ${LEGACY}/wp-json/e4s/v5/cart aborted`, 'AbortError')
    expect(() => {
      'use strict'
      ;(error as { message: string }).message = 'x'
    }).toThrow(/only a getter/)
    const copy = scrubbedError(error, [LEGACY]) as Error
    expect(copy.message).toBe('request to [legacy site]/wp-json/e4s/v5/cart aborted')
    expect(copy.name).toBe('AbortError')
    expect(error.message).toBe(`request to ${LEGACY}/wp-json/e4s/v5/cart aborted`)
  })

  it('a frozen error, or one with nothing to scrub, is given back as it is', () => {
    const frozen = Object.freeze(new Error(`upstream ${LEGACY} said no`))
    expect((scrubbedError(frozen, [LEGACY]) as Error).message).toBe('upstream [legacy site] said no')
    const plain = new Error('plain bug')
    expect(scrubbedError(plain, [LEGACY])).toBe(plain)
    const response = { status: 500, data: `upstream ${LEGACY} said no` }
    expect(scrubbedError(response, [LEGACY])).toBe(response)
    expect(response.data).toBe(`upstream ${LEGACY} said no`)
  })
})
