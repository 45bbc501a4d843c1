import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clearLegacyCookies, relayLegacyCookies } from './legacy-cookies.server'

const HASH = '0123456789abcdef0123456789abcdef'
const PATHS = ['/basket', '/checkout', '/my-account', '/wp-admin', '/wp-login.php']
const cookies = [
  { name: `wordpress_sec_${HASH}`, value: 'u%7C1%7Ct%7Cm', path: '/wp-content/plugins' },
  { name: `wordpress_sec_${HASH}`, value: 'u%7C1%7Ct%7Cm', path: '/wp-admin' },
  { name: `wordpress_logged_in_${HASH}`, value: 'u%7C1%7Ct%7Cn', path: '/' },
]

describe('relayLegacyCookies', () => {
  it('the logged-in cookie goes to each legacy page path, the auth cookie keeps WordPress’s own paths; never Path=/', () => {
    const { headers, refs } = relayLegacyCookies(cookies, { paths: PATHS, secure: false })
    expect(refs).toEqual([
      { name: `wordpress_sec_${HASH}`, path: '/wp-content/plugins' },
      { name: `wordpress_sec_${HASH}`, path: '/wp-admin' },
      ...PATHS.map((path) => ({ name: `wordpress_logged_in_${HASH}`, path })),
    ])
    expect(headers[2]).toBe(`wordpress_logged_in_${HASH}=u%7C1%7Ct%7Cn; Path=/basket; HttpOnly; SameSite=Lax`)
    expect(headers.every((h) => /; HttpOnly; SameSite=Lax$/.test(h) && !/Path=\/;/.test(h) && !/Domain=/i.test(h))).toBe(true)
  })

  it('in production every cookie is Secure', () => {
    const { headers } = relayLegacyCookies(cookies, { paths: PATHS, secure: true })
    expect(headers.length).toBe(7)
    expect(headers.every((h) => h.endsWith('; HttpOnly; SameSite=Lax; Secure'))).toBe(true)
  })

  it('a value is relayed verbatim and the header carries exactly one cookie, one path', () => {
    const cookieOctet = fc.string({ minLength: 1, maxLength: 60, unit: fc.constantFrom(...'abcXYZ019%|!#$&\'()*+-./:<=>?@[]^_`{}~') })
    fc.assert(
      fc.property(cookieOctet, fc.constantFrom(...PATHS), (value, path) => {
        const [header] = relayLegacyCookies([{ name: `wordpress_logged_in_${HASH}`, value, path: '/' }], { paths: [path], secure: false }).headers
        const [pair, ...attributes] = header!.split('; ')
        expect(pair).toBe(`wordpress_logged_in_${HASH}=${value}`)
        expect(attributes).toEqual([`Path=${path}`, 'HttpOnly', 'SameSite=Lax'])
      }),
    )
  })
})

describe('clearLegacyCookies', () => {
  it('expires each name on each path it was set on, once', () => {
    const { refs } = relayLegacyCookies(cookies, { paths: ['/basket'], secure: true })
    expect(clearLegacyCookies([...refs, ...refs], true)).toEqual([
      `wordpress_sec_${HASH}=; Path=/wp-content/plugins; HttpOnly; SameSite=Lax; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      `wordpress_sec_${HASH}=; Path=/wp-admin; HttpOnly; SameSite=Lax; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      `wordpress_logged_in_${HASH}=; Path=/basket; HttpOnly; SameSite=Lax; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
    ])
  })
})
