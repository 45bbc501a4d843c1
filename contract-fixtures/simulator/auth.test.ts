import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
const lines: string[] = []

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01', logger: (line) => lines.push(line) })
  api = client(sim)
})
afterAll(() => sim.close())

describe('token login', () => {
  it('answers a token and the user fields for a login name or an e-mail', async () => {
    const res = await api.login('entrant', 'Entrant!2026')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      token: expect.stringMatching(/^sim_[0-9a-f]{40}$/),
      user_email: 'entrant@example.org',
      user_nicename: 'entrant',
      user_display_name: 'Demo Entrant',
    })
    const byMail = await api.login('ENTRANT@example.org', 'Entrant!2026')
    expect(byMail.status).toBe(200)
    expect(byMail.body.token).not.toBe(res.body.token)
  })

  it('refuses a wrong password and an unknown user with the JWT plugin bodies', async () => {
    const wrong = await api.login('entrant', 'nope')
    expect(wrong.status).toBe(403)
    expect(wrong.body).toMatchObject({ code: '[jwt_auth] incorrect_password', data: { status: 403 } })
    expect(wrong.body.message).toContain('<strong>Error:</strong>')
    const unknown = await api.login('nobody<script>', 'x')
    expect(unknown.status).toBe(403)
    expect(unknown.body.code).toBe('[jwt_auth] invalid_username')
    expect(unknown.body.message).toContain('nobody&lt;script&gt;')
  })

  it('never logs passwords or tokens', async () => {
    const token = await api.token('entrant', 'Entrant!2026')
    await api.call('GET', '/wp-json/e4s/v5/public/config', { token })
    await api.call('POST', '/wp-json/e4s/v5/public/pwdreset?key=k&login=entrant&pwd=Secret!99')
    const log = lines.join('\n')
    expect(log).toContain('POST /wp-json/jwt-auth/v1/token 200')
    expect(log).not.toContain('Entrant!2026')
    expect(log).not.toContain('Secret!99')
    expect(log).not.toContain(token)
  })
})

describe('register', () => {
  it('creates an account that can log in, and refuses a taken name or e-mail', async () => {
    const created = await api.call('POST', '/wp-json/e4s/v5/register', {
      json: { name: 'newbie', email: 'newbie@example.org', password: 'Newbie!2026' },
    })
    expect(created.body).toEqual({ errNo: 0, error: '', message: 'Registration complete.' })
    expect((await api.login('newbie', 'Newbie!2026')).status).toBe(200)

    const takenName = await api.call('POST', '/wp-json/e4s/v5/register', { json: { name: 'NEWBIE', email: 'other@example.org' } })
    expect(takenName.body).toEqual({ errNo: 1, error: 'Sorry, that username already exists!' })
    const takenMail = await api.call('POST', '/wp-json/e4s/v5/register', { json: { name: 'other', email: 'newbie@example.org' } })
    expect(takenMail.body).toEqual({ errNo: 1, error: 'Sorry, that email address is already registered' })
  })

  it('validates the name and the e-mail shape', async () => {
    const noName = await api.call('POST', '/wp-json/e4s/v5/register', { json: { name: ' ', email: 'a@example.org' } })
    expect(noName.body.errNo).toBe(1)
    const badMail = await api.call('POST', '/wp-json/e4s/v5/register', { json: { name: 'someone', email: 'not-an-email' } })
    expect(badMail.body).toEqual({ errNo: 1, error: 'Please enter a valid email address.' })
    const malformed = await api.call('POST', '/wp-json/e4s/v5/register', { headers: { 'content-type': 'application/json' } })
    expect(malformed.body.errNo).toBe(1)
  })

  it('refuses an oversized body without logging any of it', async () => {
    const name = 'oversized'.repeat(3000)
    const res = await api.call('POST', '/wp-json/e4s/v5/register', { json: { name, email: 'big@example.org', password: 'Oversized!1' } })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ errNo: 1 })
    expect(lines.join('\n')).not.toContain('Oversized!1')
  })

  it('mails a set-your-password link when registered without a password', async () => {
    await api.call('POST', '/wp-json/e4s/v5/register', { json: { name: 'nopass', email: 'nopass@example.org' } })
    const mail = sim.outbox().find((m) => m.login === 'nopass')
    expect(mail).toMatchObject({ to: 'nopass@example.org', subject: 'Set your password' })
    expect(mail?.link).toBe(`/v2/reset_pwd?key=${mail?.key}&login=nopass`)
    expect((await api.login('nopass', '')).status).toBe(403)
  })
})

describe('password reset', () => {
  it('request → outbox → reset → login with the new password; the key is single use', async () => {
    const before = sim.outbox().length
    const request = await api.call('POST', '/wp-json/e4s/v5/public/pwdresetrequest?email=runner1%40example.org')
    expect(request.body).toMatchObject({ errNo: 0, error: '' })
    const mail = sim.outbox()[before]
    expect(mail).toMatchObject({ to: 'runner1@example.org', login: 'runner1' })
    const { body: listed } = await api.call('GET', '/__sim/outbox')
    expect(listed[before]).toEqual(mail)

    const q = new URLSearchParams({ key: mail!.key, login: 'runner1', pwd: 'Brand-new-pass' })
    const reset = await api.call('POST', `/wp-json/e4s/v5/public/pwdreset?${q}`)
    expect(reset.body).toEqual({ errNo: 0, error: '', message: 'Password changed.' })
    expect((await api.login('runner1', 'Brand-new-pass')).status).toBe(200)
    expect((await api.login('runner1', 'Runner!2026')).status).toBe(403)

    const again = await api.call('POST', `/wp-json/e4s/v5/public/pwdreset?${q}`)
    expect(again.body).toEqual({ errNo: 1, error: 'Invalid or expired key.' })
  })

  it('answers the same for an unknown account and mails nothing', async () => {
    const before = sim.outbox().length
    const res = await api.call('POST', '/wp-json/e4s/v5/public/pwdresetrequest?email=ghost%40example.org')
    const known = await api.call('POST', '/wp-json/e4s/v5/public/pwdresetrequest?email=runner2')
    expect(res.body).toEqual(known.body)
    expect(sim.outbox().length).toBe(before + 1)
  })

  it('refuses an expired key and a key used with another login', async () => {
    await api.call('POST', '/wp-json/e4s/v5/public/pwdresetrequest?email=runner3')
    const mail = sim.outbox().at(-1)!
    const otherLogin = await api.call('POST', `/wp-json/e4s/v5/public/pwdreset?key=${mail.key}&login=runner4&pwd=Whatever-123`)
    expect(otherLogin.body.error).toBe('Invalid or expired key.')
    sim.state.resetKeys.get(mail.key)!.expiresAt = Date.now() - 1
    const expired = await api.call('POST', `/wp-json/e4s/v5/public/pwdreset?key=${mail.key}&login=runner3&pwd=Whatever-123`)
    expect(expired.body.error).toBe('Invalid or expired key.')
  })
})

describe('logout and token expiry', () => {
  it('revokes the token: later calls answer 401 with the JWT body', async () => {
    const token = await api.token('entrant', 'Entrant!2026')
    expect((await api.call('GET', '/wp-json/e4s/v5/minicart', { token })).status).toBe(200)
    const out = await api.call('GET', '/wp-json/e4s/v5/logout', { token })
    expect(out.body).toEqual({ errNo: 0, error: '', message: '' })
    const after = await api.call('GET', '/wp-json/e4s/v5/minicart', { token })
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 401 } })
    expect((await api.call('GET', '/wp-json/e4s/v5/public/config', { token })).status).toBe(401)
  })

  it('expires every token on demand and after the configured lifetime', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    await api.call('POST', '/__sim/expire-tokens')
    expect((await api.call('GET', '/wp-json/e4s/v5/minicart', { token })).status).toBe(401)

    const shortLived = await startSimulator({ tokenTtlSeconds: 0 })
    try {
      const t = await client(shortLived).token('entrant', 'Entrant!2026')
      expect((await client(shortLived).call('GET', '/wp-json/e4s/v5/minicart', { token: t })).status).toBe(401)
    } finally {
      await shortLived.close()
    }
  })

  it('requires a token where the legacy site does', async () => {
    expect((await api.call('GET', '/wp-json/e4s/v5/minicart')).status).toBe(401)
    expect((await api.call('GET', '/wp-json/e4s/v5/logout')).status).toBe(401)
    expect((await api.call('GET', '/wp-json/e4s/v5/basket/handoff', { token: 'sim_unknown' })).status).toBe(401)
  })
})

describe('unknown calls', () => {
  it('answers 404 with the envelope for an unknown path or a wrong method', async () => {
    const unknown = await api.call('GET', '/wp-json/e4s/v5/nothing-here')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ errNo: 404, error: expect.any(String) })
    expect((await api.call('GET', '/wp-json/jwt-auth/v1/token')).status).toBe(404)
  })
})
