import type { Request, Response } from 'express'
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'
import { authBudgetCheck, authRateLimit, authScreenOf, normaliseRoutePath } from './rate-limit.server'

describe('normaliseRoutePath', () => {
  it.each([
    ['/V2/LOGIN-V2', '/v2/login-v2'],
    ['/v2/login%2Dv2', '/v2/login-v2'],
    ['/v2/%6Cogin-v2?redirectFrom=/v2', '/v2/login-v2'],
    ['/v2/login-v2.data?_routes=routes/v2.login-v2', '/v2/login-v2'],
    ['/v2/login-v2/', '/v2/login-v2'],
    ['/v2//login-v2//', '/v2/login-v2'],
    ['/v2/x/../login-v2', '/v2/login-v2'],
    ['/v2/login-v2%2F', '/v2/login-v2'],
    ['/v2/%E0%A4%A', '/v2/%e0%a4%a'],
    ['/', '/'],
  ])('%s reads as %s', (raw, path) => {
    expect(normaliseRoutePath(raw)).toBe(path)
  })
})

describe('authScreenOf', () => {
  it.each([
    ['/v2/login-v2', 'login'],
    ['/LOGIN-V1', 'login'],
    ['/login', 'login'],
    ['/v2/Register-v2.data', 'register'],
    ['/register', 'register'],
    ['/forgot-v1', 'forgot'],
    ['/v2/reset%5Fpwd', 'reset'],
    ['/reset_pwd/', 'reset'],
    ['/v2/entry-v2/12', null],
    ['/v2/logout', null],
    ['/v2', null],
  ])('%s is %s', (raw, screen) => {
    expect(authScreenOf(raw)).toBe(screen)
  })
})

function exchange(originalUrl: string, ip = '192.0.2.1', method = 'POST') {
  const req = { method, originalUrl, ip } as Request
  const headers: Record<string, string> = {}
  const res = { locals: {}, setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as Response
  return { req, res, headers }
}

async function throughMiddleware(limiter: RateLimiterAbstract, url: string, ip?: string) {
  const { req, res, headers } = exchange(url, ip)
  await authRateLimit(limiter)(req, res, () => undefined)
  return { check: authBudgetCheck(limiter, req, res), headers }
}

describe('authBudgetCheck', () => {
  it('counts the account across addresses, and the address once per attempt', async () => {
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 })
    expect(await (await throughMiddleware(limiter, '/v2/login-v2', '192.0.2.1')).check('login', 'Pat')).toBe(false)
    expect(await (await throughMiddleware(limiter, '/v2/login-v2', '192.0.2.2')).check('login', 'pat ')).toBe(false)
    const third = await throughMiddleware(limiter, '/v2/login-v2', '192.0.2.3')
    expect(await third.check('login', 'PAT')).toBe(true)
    expect(third.headers['Retry-After']).toMatch(/^\d+$/)
    // The first address has spent one of its two: a second attempt for another account passes.
    expect(await (await throughMiddleware(limiter, '/v2/login-v2', '192.0.2.1')).check('login', 'someone')).toBe(false)
  })

  it('an action reached under a spelling the middleware did not know still counts the address', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 })
    expect(await (await throughMiddleware(limiter, '/some/other/spelling')).check('login', 'a')).toBe(false)
    expect(await (await throughMiddleware(limiter, '/some/other/spelling')).check('login', 'b')).toBe(true)
  })

  it('a limiter that fails lets the attempt through rather than failing the sign-in', async () => {
    const broken = { consume: () => Promise.reject(new Error('store down')) } as unknown as RateLimiterAbstract
    const { check } = await throughMiddleware(broken, '/v2/login-v2')
    expect(await check('login', 'pat')).toBe(false)
  })
})
