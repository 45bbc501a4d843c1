import { describe, expect, it } from 'vitest'
import { LegacyError, type LegacyErrorKind } from '../legacy/errors'
import { essential, failureOf, legacyText, pageError, secondary } from './failure.server'

const err = (kind: LegacyErrorKind, detail: LegacyError['detail'] = {}) => new LegacyError(kind, 'comp.info', 'log only', detail)
const silent = { log: { warn: () => undefined } }

describe('failureOf', () => {
  it('never answers 500 for an upstream fault', () => {
    const kinds: LegacyErrorKind[] = ['business', 'http', 'timeout', 'network', 'contract', 'auth-expired', 'unavailable']
    for (const kind of kinds) expect(failureOf(err(kind, { status: 500 })).status).not.toBe(500)
  })

  it('says a slow legacy site is slow (504) and offers a retry', () => {
    expect(failureOf(err('timeout'))).toEqual({ status: 504, message: { key: 'errors.slow' }, retry: true, notify: false })
  })

  it('says an unreachable or failing site is unavailable (503) with a retry', () => {
    for (const kind of ['network', 'unavailable'] as const) {
      expect(failureOf(err(kind))).toEqual({ status: 503, message: { key: 'errors.unavailable' }, retry: true, notify: false })
    }
  })

  it('gives an unreadable answer a plain message (502)', () => {
    expect(failureOf(err('contract', { bodySnippet: '{"token":"x"' }))).toMatchObject({ status: 502, message: { key: 'errors.contract' } })
  })

  it('reports an HTTP failure with its status as the spec words it, as 502', () => {
    expect(failureOf(err('http', { status: 500 }))).toMatchObject({ status: 502, message: { key: 'errors.http', values: { status: 500 } } })
  })

  it("shows the legacy site's refusal text as a notification", () => {
    expect(failureOf(err('business', { errNo: 3, userMessage: 'Competition is being updated' }))).toEqual({
      status: 422,
      message: { text: 'Competition is being updated' },
      retry: false,
      notify: true,
    })
  })

  it('answers 404 only when the legacy site said the thing does not exist', () => {
    expect(failureOf(err('business', { errNo: 1, userMessage: 'Competition not found' })).status).toBe(404)
    expect(failureOf(err('http', { status: 404 })).status).toBe(502)
  })

  it('falls back to the generic text when a refusal has none', () => {
    expect(failureOf(err('business', { errNo: 1 }))).toMatchObject({ status: 422, message: { key: 'errors.generic' }, notify: false })
  })
})

describe('legacyText', () => {
  it('keeps plain text and strips markup, addresses and tokens', () => {
    expect(legacyText('<b>Closed</b> see https://legacy.example/wp-json/x Bearer abc.def eyJhbGciOi.eyJzdWIi.sig now')).toBe(
      'Closed see now',
    )
  })
  it('bounds the length', () => {
    expect(legacyText('x'.repeat(1000))?.length).toBe(300)
  })
  it('is null for nothing to show', () => {
    expect(legacyText('  <br/> ')).toBeNull()
    expect(legacyText(undefined)).toBeNull()
  })
})

describe('essential and secondary calls', () => {
  it('an essential failure becomes the page error with its status and failure', async () => {
    const thrown = await essential(Promise.reject(err('timeout'))).catch((e: unknown) => e)
    expect(thrown).toMatchObject({
      type: 'DataWithResponseInit',
      init: { status: 504 },
      data: { failure: { message: { key: 'errors.slow' }, retry: true } },
    })
  })

  it('an essential call refused with a 401 and no session goes home (1-shell §4)', () => {
    const thrown = pageError(err('auth-expired', { status: 401 })) as Response
    expect(thrown.status).toBe(302)
    expect(thrown.headers.get('location')).toBe('/v2')
  })

  it('anything that is not a legacy failure goes through unchanged', () => {
    const response = new Response(null, { status: 302 })
    expect(pageError(response)).toBe(response)
  })

  it('a secondary failure of any kind leaves its section empty with a message', async () => {
    for (const kind of ['business', 'http', 'timeout', 'network', 'contract', 'unavailable'] as const) {
      const section = await secondary(silent, 'cart', Promise.reject(err(kind, { userMessage: 'No' })))
      expect(section.value).toBeNull()
      expect(section.failure?.message).toBeDefined()
    }
    expect(await secondary(silent, 'cart', Promise.resolve(3))).toEqual({ value: 3, failure: null })
  })

  it('a secondary call still lets a redirect (the session ending) through', async () => {
    const redirect = new Response(null, { status: 302 })
    await expect(secondary(silent, 'cart', Promise.reject(redirect))).rejects.toBe(redirect)
  })
})
