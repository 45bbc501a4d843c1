import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, startTestApp, type TestApp } from '../support/app'

let first: TestApp
let second: TestApp
/** Behind one proxy: X-Forwarded-For says which address a post comes from. */
let proxied: TestApp
const BUDGET = 3
beforeAll(async () => {
  first = await startTestApp({ redis: true, env: { RATE_LIMIT_AUTH_PER_MINUTE: String(BUDGET) } })
  // A second instance sharing the same Redis: the budget is shared.
  second = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: String(BUDGET), REDIS_URL: first.redis!.url } })
  proxied = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: String(BUDGET), TRUST_PROXY: '1' } })
})
afterAll(async () => {
  await proxied?.close()
  await second?.close()
  await first?.close()
})

describe('rate limits on sign-in forms', () => {
  it('login posts over the budget get 429 with a message, across instances sharing Redis', async () => {
    const attempt = (app: TestApp) => postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'wrong' })
    expect((await attempt(first)).status).toBe(401)
    expect((await attempt(second)).status).toBe(401)
    expect((await attempt(first)).status).toBe(401)
    const limited = await attempt(second)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.text()).toContain('Too many attempts')
  })

  it('pages that are not sign-in forms are not limited', async () => {
    for (let i = 0; i < 6; i++) expect((await fetch(`${first.url}/v2`)).status).toBe(200)
  })
})

let addresses = 0
/** A new client address (X-Forwarded-For) for each test row. */
const newAddress = () => `203.0.113.${++addresses}`
let accounts = 0
/** A new account name for each post, so only the address's budget is at stake. */
const newAccount = () => `nobody${++accounts}`

function send(path: string, address: string, fields: Record<string, string>, options: { method?: string; lang?: string } = {}) {
  return fetch(`${proxied.url}${path}`, {
    method: options.method ?? 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })
}

const loginFields = () => ({ username: newAccount(), password: 'wrong' })

// Every spelling Remix routes to the login action (checked against the built app), and the v1 paths of the screen.
const LOGIN_SPELLINGS = [
  '/V2/LOGIN-V2',
  '/v2/Login-v2',
  '/v2/login%2Dv2',
  '/v2/%6Cogin-v2',
  '/v2/login-v2.data',
  '/v2/login-v2/',
  '/v2/LOGIN-V2.data',
  '/%76%32/login-v2',
]
const V1_SPELLINGS = ['/login', '/login-v1', '/LOGIN-V1/']

describe('one budget per sign-in screen, however its address is spelled', () => {
  it.each(LOGIN_SPELLINGS)('%s reaches the login form and is refused once the address spent its budget elsewhere', async (spelling) => {
    const address = newAddress()
    for (let i = 0; i < BUDGET; i++) expect((await send('/v2/login-v2', address, loginFields())).status).toBe(401)
    const limited = await send(spelling, address, loginFields())
    expect(limited.status).toBe(429)
    // The page says it in words; a single-fetch data answer carries the message's key.
    expect(await limited.text()).toContain(spelling.toLowerCase().endsWith('.data') ? 'errors.rateLimited' : 'Too many attempts')
  })

  it.each([...LOGIN_SPELLINGS, ...V1_SPELLINGS])('posts to %s spend the same budget as /v2/login-v2', async (spelling) => {
    const address = newAddress()
    for (let i = 0; i < BUDGET; i++) await send(spelling, address, loginFields())
    expect((await send('/v2/login-v2', address, loginFields())).status).toBe(429)
  })

  it('any write method reaches the action, so any write method counts', async () => {
    const address = newAddress()
    for (let i = 0; i < BUDGET; i++) expect((await send('/v2/login-v2', address, loginFields(), { method: 'PUT' })).status).toBe(401)
    expect((await send('/v2/login-v2', address, loginFields(), { method: 'PATCH' })).status).toBe(429)
  })

  it.each([
    ['forgot', '/v2/forgot-v2', ['/V2/FORGOT-V2', '/v2/forgot%2Dv2.data', '/forgot-v1'], () => ({ email: `${newAccount()}@example.org` })],
    ['register', '/v2/register-v2', ['/v2/Register-v2/', '/register', '/REGISTER-V1'], () => ({ name: 'N', email: 'not-an-address' })],
    [
      'reset',
      '/v2/reset_pwd?key=k&login=someone',
      ['/V2/RESET_PWD', '/v2/reset%5Fpwd.data', '/reset_pwd/'],
      () => ({ key: 'k', login: newAccount(), password: 'x', confirm: 'y' }),
    ],
  ] as const)(
    '%s: every spelling spends one budget, the over-budget answer is 429 in the user language',
    async (_screen, canonical, spellings, fields) => {
      for (const spelling of spellings) {
        const address = newAddress()
        for (let i = 0; i < BUDGET; i++) await send(spelling, address, fields())
        const limited = await send(canonical, address, fields(), { lang: 'fr' })
        expect(limited.status, spelling).toBe(429)
        expect(await limited.text()).toContain('Trop de tentatives')
      }
    },
  )
})

describe('one budget per account, whatever the address', () => {
  it('wrong passwords for one user from many addresses: the budget holds, and a right password then waits too', async () => {
    for (let i = 0; i < BUDGET; i++) {
      expect((await send('/v2/login-v2', newAddress(), { username: 'organiser', password: 'wrong' })).status).toBe(401)
    }
    // Spelled differently (WordPress compares user names without regard to case).
    const right = await send('/v2/login-v2', newAddress(), { username: ' Organiser ', password: 'Organiser!2026' })
    expect(right.status).toBe(429)
    expect(right.headers.getSetCookie().some((c) => c.startsWith('e4s_session='))).toBe(false)
    // Other accounts from the same addresses are not held up.
    expect((await send('/v2/login-v2', newAddress(), { username: 'admin', password: 'wrong' })).status).toBe(401)
  })

  it('password-reset mails for one address book stop at the budget, whichever client asks', async () => {
    const email = 'entrant@example.org'
    const statuses: number[] = []
    for (let i = 0; i < BUDGET + 2; i++)
      statuses.push((await send('/v2/forgot-v2', newAddress(), { email: i % 2 ? email.toUpperCase() : email })).status)
    expect(statuses.slice(BUDGET)).toEqual([429, 429])
    expect(statuses.slice(0, BUDGET)).not.toContain(429)
  })
})
