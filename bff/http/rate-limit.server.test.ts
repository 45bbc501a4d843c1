import { describe, expect, it } from 'vitest'
import { authScreenOf, normaliseRoutePath } from './rate-limit.server'

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
