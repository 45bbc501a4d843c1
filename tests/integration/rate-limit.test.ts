import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, startTestApp, type TestApp } from '../support/app'

let first: TestApp
let second: TestApp
beforeAll(async () => {
  first = await startTestApp({ redis: true, env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } })
  // A second instance sharing the same Redis: the budget is shared.
  second = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', REDIS_URL: first.redis!.url } })
})
afterAll(async () => {
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

