import { describe, expect, it } from 'vitest'
import { LegacyError, type LegacyErrorKind } from '../legacy/errors'
import { essential, failureOf, legacyText, orAbsent, pageError, refused, secondary, unlessFailed } from './failure.server'

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

  it('says the site was slow (504) when the breaker opened on a slow spell, not that it does not answer', () => {
    expect(failureOf(err('unavailable', { slow: true }))).toEqual({
      status: 504,
      message: { key: 'errors.slow' },
      retry: true,
      notify: false,
    })
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

describe('refusals, fallbacks and absence', () => {
  const CODE = { key: 'conditions.codeMismatch' }
  const SAVE = { key: 'multiEvent.saveError' }

  it("a refusal answers the post's status with the legacy text, another failure its own status and message", () => {
    expect(refused(err('business', { errNo: 1, userMessage: 'Max in Day' }), 409)).toEqual({
      ok: false,
      status: 409,
      message: { text: 'Max in Day' },
    })
    expect(refused(err('timeout'), 409)).toEqual({ ok: false, status: 504, message: { key: 'errors.slow' } })
  })

  it("a post's own wording replaces the refusal's text, or the other failure's message but not its status", () => {
    expect(refused(err('business', { userMessage: 'Code entered does not match.' }), 400, { refusal: CODE })).toEqual({
      ok: false,
      status: 400,
      message: CODE,
    })
    expect(refused(err('timeout'), 400, { refusal: CODE })).toEqual({ ok: false, status: 504, message: { key: 'errors.slow' } })
    expect(refused(err('network'), 400, { refusal: SAVE, fault: SAVE })).toEqual({ ok: false, status: 503, message: SAVE })
  })

  it('a 4xx answer or a 401 says no only where the post says so (credentials)', () => {
    const FAILED = { key: 'login.failed' }
    for (const e of [err('http', { status: 403 }), err('auth-expired', { status: 401 }), err('business')]) {
      expect(refused(e, 401, { refusal: FAILED, clientErrorsRefuse: true })).toEqual({ ok: false, status: 401, message: FAILED })
    }
    expect(refused(err('http', { status: 503 }), 401, { refusal: FAILED, clientErrorsRefuse: true })).toMatchObject({ status: 502 })
    expect(refused(err('http', { status: 403 }), 401, { refusal: FAILED })).toMatchObject({ status: 502 })
  })

  it('anything that is not a legacy failure propagates', async () => {
    const response = new Response(null, { status: 302 })
    expect(() => refused(response)).toThrow()
    await expect(unlessFailed(Promise.reject(response), null)).rejects.toBe(response)
    await expect(orAbsent(Promise.reject(response))).rejects.toBe(response)
  })

  it('a call the page can do without gives its fallback on any legacy failure', async () => {
    for (const kind of ['business', 'http', 'timeout', 'contract'] as const) {
      expect(await unlessFailed(Promise.reject(err(kind)), null)).toBeNull()
    }
    expect(await unlessFailed(Promise.resolve([1]), null)).toEqual([1])
  })

  it('a thing refused or answered 403/404 is absent; a fault is not', async () => {
    expect(await orAbsent(Promise.reject(err('business', { userMessage: 'Athlete not found' })))).toBeNull()
    expect(await orAbsent(Promise.reject(err('http', { status: 403 })))).toBeNull()
    expect(await orAbsent(Promise.reject(err('http', { status: 404 })))).toBeNull()
    await expect(orAbsent(Promise.reject(err('http', { status: 500 })))).rejects.toMatchObject({ kind: 'http' })
    await expect(orAbsent(Promise.reject(err('timeout')))).rejects.toMatchObject({ kind: 'timeout' })
    expect(await orAbsent(Promise.resolve(7))).toBe(7)
  })

  it("with notFoundOnly, only a refusal saying '… not found' is absence", async () => {
    expect(await orAbsent(Promise.reject(err('business', { userMessage: 'Competition not found' })), { notFoundOnly: true })).toBeNull()
    await expect(
      orAbsent(Promise.reject(err('business', { userMessage: 'Competition is being updated' })), { notFoundOnly: true }),
    ).rejects.toMatchObject({ kind: 'business' })
    await expect(orAbsent(Promise.reject(err('http', { status: 404 })), { notFoundOnly: true })).rejects.toMatchObject({ kind: 'http' })
  })
})
