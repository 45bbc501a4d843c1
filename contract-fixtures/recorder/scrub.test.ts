import { describe, expect, it } from 'vitest'
import { PASSWORD_PLACEHOLDER, createScrubber } from './scrub'

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXBhcnQ'

function recorded(overrides: Record<string, unknown>) {
  return JSON.stringify({
    id: 'abc',
    request: { url: '/wp-json/e4s/v5/public/config', method: 'GET' },
    response: { status: 200, body: '{"errNo":0}', headers: { 'Content-Type': 'application/json' } },
    ...overrides,
  })
}

describe('scrubber', () => {
  it('replaces bearer tokens in matchers and token fields with the same placeholder', () => {
    const scrub = createScrubber()
    const config = JSON.parse(
      scrub.mapping(
        recorded({ request: { url: '/wp-json/e4s/v5/minicart', method: 'GET', headers: { Authorization: { equalTo: `Bearer ${JWT}` } } } }),
      ),
    )
    expect(config.request.headers.Authorization).toEqual({ equalTo: 'Bearer rec-recorded-token-1' })
    const login = JSON.parse(scrub.bodyFile(JSON.stringify({ token: JWT, user_email: 'someone@example.org' })))
    expect(login).toEqual({ token: 'rec-recorded-token-1', user_email: 'someone@example.org' })
    expect(scrub.secretCount()).toBe(1)
  })

  it('removes passwords and reset keys from query strings, matchers and JSON request bodies', () => {
    const scrub = createScrubber()
    const login = scrub.mapping(
      recorded({ request: { url: '/wp-json/jwt-auth/v1/token?username=someone&password=hunter22', method: 'POST' } }),
    )
    expect(login).not.toContain('hunter22')
    expect(login).toContain(`password=${PASSWORD_PLACEHOLDER}`)
    const reset = scrub.mapping(
      recorded({
        request: {
          urlPath: '/wp-json/e4s/v5/public/pwdreset',
          method: 'POST',
          queryParameters: { key: { equalTo: 'k3yk3yk3y' }, pwd: { equalTo: 'NewSecret1' }, login: { equalTo: 'someone' } },
        },
      }),
    )
    expect(reset).not.toContain('k3yk3yk3y')
    expect(reset).not.toContain('NewSecret1')
    expect(reset).toContain('"equalTo": "someone"')
    const register = scrub.mapping(
      recorded({
        request: {
          url: '/wp-json/e4s/v5/register',
          method: 'POST',
          bodyPatterns: [{ equalToJson: '{"name":"a","password":"p4ssw0rd!"}' }],
        },
      }),
    )
    expect(register).not.toContain('p4ssw0rd!')
  })

  it('scrubs cookies and tokens inside text bodies', () => {
    const scrub = createScrubber()
    const out = scrub.mapping(
      recorded({
        response: {
          status: 200,
          body: `<p>Authorization: Bearer ${JWT}</p>`,
          headers: { 'Set-Cookie': 'wordpress_logged_in=secret-cookie; path=/' },
        },
      }),
    )
    expect(out).not.toContain(JWT)
    expect(out).not.toContain('secret-cookie')
  })

  it('notes endpoint and scenario, and pins the absence of an Authorization header', () => {
    const scrub = createScrubber()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: 200, body: '{"errNo":0}' }, 'success'],
      [{ status: 200, body: '{"errNo":1,"error":"Not authorised"}' }, 'business-error'],
      [{ status: 401, body: '{}' }, 'unauthorised'],
      [{ status: 403, body: '{}' }, 'forbidden'],
      [{ status: 502, body: 'Bad gateway' }, 'server-error'],
      [{ status: 200, body: '{"errNo":', headers: { 'Content-Type': 'application/json' } }, 'malformed'],
    ]
    for (const [response, scenario] of cases) {
      const out = JSON.parse(scrub.mapping(recorded({ response })))
      expect(out.metadata).toMatchObject({ endpoint: 'GET /wp-json/e4s/v5/public/config', scenario })
      expect(out.request.headers).toEqual({ Authorization: { absent: true } })
    }
  })

  it('replaces personal data: e-mail addresses anywhere, and phones, dates of birth and addresses by their names', () => {
    const scrub = createScrubber()
    const answer = {
      errNo: 0,
      data: {
        firstName: 'Ada',
        email: 'ada.lovelace@real-mail.co.uk',
        user_email: 'someone@example.org',
        phone: '07700 900123',
        mobile: 7700900123,
        dob: '2011-04-03',
        address: { line1: '1 High Street', town: 'Northvale', postcode: 'NV1 2AB' },
        notes: 'Contact ada.lovelace@real-mail.co.uk or coach@club.example.net',
      },
    }
    const out = scrub.mapping(
      recorded({
        request: { url: '/wp-json/e4s/v5/athlete/getid?regid=1&dob=2011-04-03&emailid=ada.lovelace%40real-mail.co.uk', method: 'GET' },
        response: { status: 200, jsonBody: answer, headers: { 'Content-Type': 'application/json' } },
      }),
    )
    for (const personal of ['ada.lovelace', '07700', '7700900123', '2011-04-03', 'High Street', 'NV1 2AB'])
      expect(out).not.toContain(personal)
    const mapping = JSON.parse(out)
    expect(mapping.response.jsonBody.data).toEqual({
      firstName: 'Ada',
      email: 'rec-person-1@example.org',
      user_email: 'someone@example.org',
      phone: 'rec-redacted',
      mobile: 0,
      dob: '2000-01-01',
      address: { line1: 'rec-redacted', town: 'rec-redacted', postcode: 'rec-redacted' },
      notes: 'Contact rec-person-1@example.org or coach@club.example.net',
    })
    expect(mapping.request.url).toContain('emailid=rec-person-1%40example.org')
    expect(mapping.request.url).toContain('dob=2000-01-01')
    expect(mapping.metadata.source).toBe('legacy-site')
    expect(scrub.personalCount()).toBeGreaterThan(0)
  })
})
