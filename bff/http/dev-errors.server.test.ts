import { describe, expect, it } from 'vitest'
import { scrubError, scrubText } from './dev-errors.server'

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

describe('scrubError', () => {
  it('scrubs the message and stack a development page shows, keeping the stack', () => {
    const error = new Error(`fetch ${LEGACY}/wp-json/jwt-auth/v1/token?password=secret1 failed with Bearer ${JWT}`)
    scrubError(error, [LEGACY])
    for (const text of [error.message, error.stack ?? '']) {
      expect(text).not.toContain(LEGACY)
      expect(text).not.toContain('secret1')
      expect(text).not.toContain(JWT)
    }
    expect(error.stack).toContain('dev-errors.server.test.ts')
  })

  it("scrubs the text of a thrown error response's body", () => {
    const response = { status: 500, data: `upstream ${LEGACY} said no` }
    scrubError(response, [LEGACY])
    expect(response.data).toBe('upstream [legacy site] said no')
  })
})
