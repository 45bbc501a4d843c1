import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.server'

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg'

function capture() {
  const lines: string[] = []
  const log = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } })
  return { lines, log }
}

describe('logger', () => {
  it('scrubs secrets inside free text: fields, nested fields, messages and errors', () => {
    const { lines, log } = capture()
    log.warn({ detail: { text: `upstream said Bearer ${JWT}` }, snippet: `{"jwt":"${JWT}"}` }, 'call failed')
    log.error(new Error(`could not use ${JWT}`))
    log.info(`token=${JWT}`)
    log.child({ requestId: 'r-1' }).warn({ err: new Error(`Authorization: Bearer ${JWT}`) }, 'child')
    const all = lines.join('\n')
    expect(lines).toHaveLength(4)
    expect(all).not.toContain(JWT)
    expect(all).not.toContain(JWT.slice(0, 20))
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow()
  })

  it("keeps a proxy's request id even when it looks like an opaque token", () => {
    const { lines, log } = capture()
    log.info({ requestId: '4c1d5e6f7a8b9c0d1e2f3a4b5c6d7e8f', upstreamRequestId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }, 'request')
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      requestId: '4c1d5e6f7a8b9c0d1e2f3a4b5c6d7e8f',
      upstreamRequestId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    })
  })

  it('keeps ordinary fields as they are', () => {
    const { lines, log } = capture()
    log.info({ requestId: '3f2c8a1e-9b7d-4c6e-8a5f-1d2e3c4b5a69', path: '/v2/entry-v2/550', status: 200, ms: 12 }, 'request')
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      requestId: '3f2c8a1e-9b7d-4c6e-8a5f-1d2e3c4b5a69',
      path: '/v2/entry-v2/550',
      status: 200,
      ms: 12,
      msg: 'request',
    })
  })
})
