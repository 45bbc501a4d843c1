import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REDACTED, scrubSecrets, scrubValue } from './scrub-secrets'

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2xlZ2FjeS5leGFtcGxlIiwiZGF0YSI6eyJ1c2VyIjp7ImlkIjoiMTAxIn19fQ.' +
  'Q5cY1tX3x0mZk9v8nL2pR7sT4uW6yA1bC3dE5fG7hI9'
const OPAQUE = 'sim_4f9c2b7e1a0d3c5b8e6f9a2d4c7b0e1f3a5d8c2b'

describe('scrubSecrets', () => {
  it.each([
    ['JSON token', `{"token":"${OPAQUE}","user_email":"a@b.c"}`, ['"user_email":']],
    ['JSON jwt, spaces', `{ "jwt" : "${JWT}" }`, []],
    ['JSON access_token', `{"access_token":"abc.def","expires_in":3600}`, ['3600']],
    ['JSON nested data.token', `{"success":true,"data":{"token":"t0k3n-value"}}`, ['success']],
    ['JSON cut off inside the token', `{"token":"${OPAQUE.slice(0, 20)}`, []],
    ['JSON cut off inside a password', `{"user":"x","password":"hunter2-but-lo`, ['"user":"x"']],
    ['JSON password with escaped quotes', `{"password":"a\\"b\\"c-secret","x":1}`, ['"x":1']],
    ['JSON number under a secret name', `{"pwd":123456,"ok":1}`, ['"ok":1']],
    ['form-encoded', `username=anna&password=Secr3t%21&remember=1`, ['username=anna', 'remember=1']],
    ['query string', `/wp-json/jwt-auth/v1/token?username=anna&password=hunter2`, ['username=anna']],
    ['header lines', `Authorization: Bearer abc.def\nSet-Cookie: wordpress_logged_in_x=anna|1|tok|hmac; path=/\nX-Ok: yes`, ['X-Ok: yes']],
    ['cookie pairs', `e4s_session=s%3Aabc.def; wordpress_logged_in_12ab=anna%7C123%7Ctok`, []],
    ['bearer in prose', `upstream said: invalid header Bearer ${OPAQUE} (expired)`, ['(expired)']],
    ['JWT in HTML', `<html><body><p>Fatal error: token ${JWT} rejected</p></body></html>`, ['Fatal error', 'rejected</p>']],
    ['JWT cut off after its header', `{"message":"bad ${JWT.slice(0, 30)}`, ['bad']],
  ])('%s', (_name, text, kept) => {
    const out = scrubSecrets(text)
    for (const secret of [
      OPAQUE,
      OPAQUE.slice(0, 20),
      JWT,
      JWT.slice(0, 30),
      'abc.def',
      't0k3n-value',
      'hunter2',
      'Secr3t',
      'a\\"b',
      '123456',
      'anna|1|tok',
      'anna%7C123',
    ]) {
      expect(out).not.toContain(secret)
    }
    expect(out).toContain(REDACTED)
    for (const k of kept) expect(out).toContain(k)
  })

  it('leaves ordinary text, request ids and paths alone', () => {
    const text = 'legacy answered 502 for /wp-json/e4s/v5/public/config (request 3f2c8a1e-9b7d-4c6e-8a5f-1d2e3c4b5a69)'
    expect(scrubSecrets(text)).toBe(text)
  })
})

const secretName = fc.constantFrom(
  'token',
  'jwt',
  'access_token',
  'password',
  'pwd',
  'Authorization',
  'cookie',
  'set-cookie',
  'refresh_token',
  'userPassword',
)
// A secret worth hiding: at least 6 characters, not all the same (a run like "aaaaaa" is found anywhere).
const secretValue = fc
  .string({
    minLength: 6,
    maxLength: 40,
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~+/!#$%*@'.split('')),
  })
  .filter((s) => new Set(s).size > 3)
const filler = fc.string({ maxLength: 30, unit: fc.constantFrom(...'abc xyz,:{}[]"=&;\n<>'.split('')) })

describe('scrubSecrets properties', () => {
  it('a value under a secret name never survives, in JSON, cut-off JSON, form or header shape', () => {
    fc.assert(
      fc.property(secretName, secretValue, filler, fc.nat(100), (name, value, noise, cut) => {
        const json = JSON.stringify({ other: 'x', [name]: value, more: [1, 2] })
        const shapes = [
          json,
          json.slice(0, json.indexOf(value) + Math.max(6, Math.floor((value.length * cut) / 100))),
          `${noise}${encodeURIComponent(name)}=${encodeURIComponent(value)}&next=1`,
          `${noise}\n${name}: ${value}\nX-Other: 1`,
          JSON.stringify({ data: { [name]: value } }),
        ]
        for (const shape of shapes) {
          const out = scrubSecrets(shape)
          expect(out).not.toContain(value)
          expect(out).not.toContain(encodeURIComponent(value))
        }
      }),
    )
  })

  it('a JWT or a bearer credential never survives, wherever it stands', () => {
    const b64url = fc.string({
      minLength: 10,
      maxLength: 60,
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')),
    })
    fc.assert(
      fc.property(b64url, b64url, b64url, filler, filler, (a, b, c, before, after) => {
        const jwt = `eyJ${a}.${b}.${c}`
        expect(scrubSecrets(`${before}${jwt}${after}`)).not.toContain(jwt.slice(0, 12))
        expect(scrubSecrets(`${before} Bearer ${a}${b} ${after}`)).not.toContain(`${a}${b}`)
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), secretName, secretValue, (text, name, value) => {
        const input = `${text}${JSON.stringify({ [name]: value })}${text}`
        const once = scrubSecrets(input)
        expect(scrubSecrets(once)).toBe(once)
      }),
    )
  })
})

describe('personal data (decision 067)', () => {
  it.each([
    [
      'an e-mail in JSON',
      `{"errNo":0,"data":{"id":7,"user_email":"anna.smith+club@example.org","name":"Anna"}}`,
      ['"id":7', '"name":"Anna"'],
    ],
    ['an e-mail under any name', `{"contact":"anna.smith+club@example.org","id":7}`, ['"id":7']],
    ['an e-mail in prose', `Fatal error: no user anna.smith+club@example.org in wp_users`, ['Fatal error', 'in wp_users']],
    ['an e-mail cut off after its @', `{"id":7,"mail_to":"anna.smith+club@exa`, ['"id":7']],
    ['an e-mail URL-encoded', `/v5/competition/checkin/verify?emailid=anna.smith%2Bclub%40example.org&compcode=X`, ['compcode=X']],
    [
      'phone, date of birth, address',
      `{"tel":"07700 900123","mobile":"+44 7700 900456","dob":"2011-04-09","address1":"12 Mill Lane","postcode":"NV1 2AB","club":"Northvale AC"}`,
      ['"club":"Northvale AC"'],
    ],
    [
      'camel-cased and nested',
      `{"data":{"athlete":{"dateOfBirth":"2011-04-09","phoneNumber":"07700900123","homeAddress":{"line1":"12 Mill Lane"}}}}`,
      ['"athlete":'],
    ],
    ['form-encoded', `firstname=Anna&dob=2011-04-09&phone=07700900123&club=1`, ['firstname=Anna', 'club=1']],
  ])('%s', (_name, text, kept) => {
    const out = scrubSecrets(text)
    for (const personal of ['anna.smith', 'example.org', '07700', '900456', '2011-04-09', 'Mill Lane', 'NV1 2AB'])
      expect(out).not.toContain(personal)
    for (const k of kept) expect(out).toContain(k)
  })

  it('leaves ids, dates that are not a birth date, package paths and times alone', () => {
    const text = 'legacy answered 502 for /wp-json/e4s/v5/competition/501 on 2026-06-01 at node_modules/@remix-run/node (event 12)'
    expect(scrubSecrets(text)).toBe(text)
  })

  it('an e-mail address never survives, wherever it stands', () => {
    const part = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')) })
    fc.assert(
      fc.property(part, part, fc.constantFrom('org', 'com', 'co.uk'), filler, filler, (local, domain, tld, before, after) => {
        const email = `${local}.x@${domain}.${tld}`
        const out = scrubSecrets(`${before}${email}${after}`)
        expect(out).not.toContain(`${local}.x@`)
        expect(out).not.toContain(`@${domain}.${tld}`)
      }),
    )
  })
})

describe('scrubValue', () => {
  it('redacts secret-named fields of any type and scrubs every string, errors included', () => {
    const err = new Error(`failed with Bearer ${OPAQUE}`)
    const out = scrubValue({ token: { nested: 'x' }, password: 42, list: [`jwt=${OPAQUE}`], err, n: 3, empty: '' }) as Record<
      string,
      unknown
    >
    expect(out.token).toBe(REDACTED)
    expect(out.password).toBe(REDACTED)
    expect(out.n).toBe(3)
    expect(JSON.stringify(out)).not.toContain(OPAQUE)
    expect((out.err as { message: string }).message).toContain('Bearer [redacted]')
  })
})
