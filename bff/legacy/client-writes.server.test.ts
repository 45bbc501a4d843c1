import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, mockLegacy, testLegacyClient } from '../../tests/support/legacy-client'
import { adjustCredit } from './admin-users.server'
import { renameEventGroup, setResultsPossible, deleteEventGroup } from './builder-events.server'
import { isLegacyError } from './errors'
import { createVariantLog } from './variants'

// A write whose answer the BFF does not need reports what happened upstream: a success in a shape
// the spec does not show is a success (noted once as a variant), a refusal a refusal, and only an
// answer that says neither leaves the outcome unknown.

const mock = mockLegacy()
const CREDIT = '/wp-json/e4s/v5/user/credit/7'

function clientNoting() {
  const warned: string[] = []
  const variantLog = createVariantLog({ log: { warn: (o) => void warned.push(String((o as { variant: string }).variant)) }, now: () => 0 })
  return { client: testLegacyClient(MOCK_ORIGIN, { dispatcher: mock.agent, variantLog }), warned }
}

const credit = async (status: number, body: string | object, headers: Record<string, string> = {}) => {
  const { client, warned } = clientNoting()
  mock.agent
    .get(MOCK_ORIGIN)
    .intercept({ path: (p) => p.startsWith(CREDIT), method: 'POST' })
    .reply(status, body, { headers })
  const result = await adjustCredit(client.scoped({ token: 't' }), 7, { value: 2.5, reason: 'Goodwill' }).then(
    (answer) => ({ ok: true as const, answer }),
    (err: unknown) => ({ ok: false as const, err }),
  )
  return { ...result, warned }
}

describe('a write that landed', () => {
  it.each([
    ['the envelope', 200, { errNo: 0, error: '', message: 'Credit updated', data: {} }, []],
    ['an empty body', 200, '', ['write:empty']],
    ['204 No Content', 204, '', ['write:204']],
    ['{}', 200, {}, []],
    ['another envelope', 200, { success: true, data: { credit: 2.5 } }, ['write:other-envelope']],
    ['a bare true', 200, 'true', ['write:boolean']],
    ['a short text', 200, 'OK', ['write:text']],
    ['error false beside errNo 0', 200, { errNo: 0, error: false, message: { text: 'x' } }, []],
  ])('answered with %s is done', async (_name, status, body, variants) => {
    const result = await credit(status, typeof body === 'string' ? body : JSON.stringify(body))
    expect(result.ok).toBe(true)
    expect(result.warned).toEqual(variants)
  })
})

describe('a write that did not land, or whose outcome is unknown', () => {
  it('errNo above 0 is the refusal with its text', async () => {
    const result = await credit(200, { errNo: 1, error: 'Value must be a number' })
    expect(!result.ok && isLegacyError(result.err, 'business') && result.err.detail.userMessage).toBe('Value must be a number')
  })

  it('success false is a refusal too', async () => {
    const result = await credit(200, { success: false, data: { message: 'No such user' } })
    expect(!result.ok && isLegacyError(result.err, 'business') && result.err.detail.userMessage).toBe('No such user')
  })

  it("WordPress's rest_no_route is the 404 it is", async () => {
    const result = await credit(404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    })
    expect(!result.ok && isLegacyError(result.err, 'http') && result.err.detail.status).toBe(404)
  })

  it('a page, broken JSON or a bare false says neither: the outcome is unknown (a contract error)', async () => {
    for (const body of ['<html><body>Log in</body></html>', '{"errNo":0,"error":"","', 'false']) {
      const result = await credit(200, body)
      expect(!result.ok && isLegacyError(result.err, 'contract')).toBe(true)
    }
  })
})

describe('the event group writes', () => {
  it('rename, results possible and delete answered with an empty body or {} are done', async () => {
    const { client } = clientNoting()
    const pool = mock.agent.get(MOCK_ORIGIN)
    pool.intercept({ path: '/wp-json/e4s/v5/compevent/renamegroup', method: 'POST' }).reply(204, '')
    pool.intercept({ path: '/wp-json/e4s/v5/eventgroup/resultspossible', method: 'POST' }).reply(200, '{}')
    pool.intercept({ path: '/wp-json/e4s/v5/eventgroup/9', method: 'DELETE' }).reply(200, '')
    const legacy = client.scoped({ token: 't' })
    await expect(renameEventGroup(legacy, { compId: 1, egId: 9, name: 'Sprints' })).resolves.toMatchObject({ errNo: 0 })
    await expect(setResultsPossible(legacy, { egId: 9, possible: 1 })).resolves.toMatchObject({ errNo: 0 })
    await expect(deleteEventGroup(legacy, 9)).resolves.toMatchObject({ errNo: 0 })
  })

  it('a write is never sent twice by the client, even after a server fault', async () => {
    const { client } = clientNoting()
    mock.agent.get(MOCK_ORIGIN).intercept({ path: '/wp-json/e4s/v5/eventgroup/9', method: 'DELETE' }).reply(500, 'fatal').times(1)
    const retrying = testLegacyClient(MOCK_ORIGIN, { dispatcher: mock.agent, getRetries: 3, retryBaseMs: 1 })
    await expect(deleteEventGroup(retrying.scoped({ token: 't' }), 9)).rejects.toSatisfy((e) => isLegacyError(e, 'http'))
    mock.agent.assertNoPendingInterceptors()
    await retrying.close()
    await client.close()
  })
})
