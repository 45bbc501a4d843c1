import { describe, expect, it } from 'vitest'
import { createLogger } from '../platform/logger.server'
import { mockLegacy, MOCK_ORIGIN, testLegacyClient } from '../../tests/support/legacy-client'
import { tokenLogin } from './auth.server'
import { getMiniCart } from './cart.server'
import { isLegacyError } from './errors'

const TOKEN_PATH = '/wp-json/jwt-auth/v1/token'
const MINICART_PATH = '/wp-json/e4s/v5/minicart'

// A JWT as the real site's plugin issues, and an opaque token as the simulator issues.
const JWT =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJodHRwczovL2xlZ2FjeS5leGFtcGxlIiwiaWF0IjoxNzY0MDAwMDAwLCJkYXRhIjp7InVzZXIiOnsiaWQiOiIxMDEifX19.' +
  'kq3H0v9Zr6yT2bN8mP4sW1xC7dF5gJ0aL3eQ9uR6tY2'
const OPAQUE = 'sim_9e1f4c7a2b5d8e0f3a6c9b2d5e8f1a4c7b0d3e6f'
// A short token no pattern recognises: only never keeping an auth endpoint's body hides it.
const PLAIN = 'Tok7391zq'

/** Every kind of failing answer, each carrying the tokens. */
const FAILING_ANSWERS: Array<[string, number, string]> = [
  ['cut-off JSON', 200, `{"token":"${JWT}","token2":"${OPAQUE}","note":"${PLAIN}","user_email":"a@exam`],
  ['the token under another key', 200, JSON.stringify([{ success: true, result: { bearer: JWT, opaque: OPAQUE, plain: PLAIN } }])],
  ['non-JSON 500', 500, `Fatal error: Uncaught Exception: could not store ${JWT} / ${OPAQUE} / ${PLAIN} in wp_usermeta`],
  ['400 with a message', 400, JSON.stringify({ code: 'bad_request', message: `Token ${JWT} refused (${OPAQUE}, ${PLAIN})` })],
  ['schema mismatch', 200, JSON.stringify({ token: [JWT], user_email: OPAQUE, errNo: 0, data: 42, meta: PLAIN })],
  ['200 HTML', 200, `<!doctype html><html><body><p>Your session: ${JWT}</p><input type="hidden" value="${OPAQUE}">${PLAIN}</body></html>`],
]

function capture() {
  const lines: string[] = []
  const log = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } })
  return { lines, log }
}

async function failureOf(p: Promise<unknown>) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(isLegacyError(err)).toBe(true)
  return err
}

describe('no token reaches the log from a failing legacy answer', () => {
  const mock = mockLegacy()

  it.each(FAILING_ANSWERS)('token endpoint, %s: nothing of the body is logged or kept', async (_name, status, body) => {
    const { lines, log } = capture()
    const client = testLegacyClient(MOCK_ORIGIN, { dispatcher: mock.agent, log })
    mock.agent
      .get(MOCK_ORIGIN)
      .intercept({ path: (p) => p.startsWith(TOKEN_PATH), method: 'POST' })
      .reply(status, body)
    const err = await failureOf(tokenLogin(client.scoped({}), TOKEN_PATH, { username: 'anna', password: 'pw' }))
    await client.close()
    expect(lines.length).toBeGreaterThan(0)
    const logged = lines.join('\n')
    for (const secret of [JWT, OPAQUE, PLAIN]) expect(logged).not.toContain(secret)
    expect((err as { detail: { bodySnippet?: string } }).detail.bodySnippet).toBeUndefined()
  })

  it.each(FAILING_ANSWERS)('ordinary endpoint, %s: the snippet is scrubbed', async (_name, status, body) => {
    const { lines, log } = capture()
    const client = testLegacyClient(MOCK_ORIGIN, { dispatcher: mock.agent, log })
    mock.agent.get(MOCK_ORIGIN).intercept({ path: MINICART_PATH, method: 'GET' }).reply(status, body)
    await failureOf(getMiniCart(client.scoped({ token: 'session-token' })))
    await client.close()
    expect(lines.length).toBeGreaterThan(0)
    const logged = lines.join('\n')
    for (const secret of [JWT, OPAQUE]) expect(logged).not.toContain(secret)
  })

  it.each(FAILING_ANSWERS)('ordinary endpoint, %s: the client scrubs before any logger sees it', async (_name, status, body) => {
    const seen: unknown[] = []
    const plainLog = { warn: (obj: object) => void seen.push(obj), debug: (obj: object) => void seen.push(obj) }
    const client = testLegacyClient(MOCK_ORIGIN, { dispatcher: mock.agent, log: plainLog })
    mock.agent.get(MOCK_ORIGIN).intercept({ path: MINICART_PATH, method: 'GET' }).reply(status, body)
    const err = await failureOf(getMiniCart(client.scoped({ token: 'session-token' })))
    await client.close()
    const everything = JSON.stringify(seen) + JSON.stringify((err as { detail: object }).detail) + String((err as Error).message)
    for (const secret of [JWT, OPAQUE]) expect(everything).not.toContain(secret)
  })
})
