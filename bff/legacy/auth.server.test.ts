import { describe, expect, it } from 'vitest'
import { logoutTarget } from './auth.server'

const BASE = 'https://legacy.example/'

describe('logoutTarget', () => {
  it('a path is called as it is, query included', () => {
    expect(logoutTarget('/wp-json/e4s/v5/logout', BASE)).toBe('/wp-json/e4s/v5/logout')
    expect(logoutTarget('/?logout=1', BASE)).toBe('/?logout=1')
  })

  it("an absolute url on the legacy site's own origin is called", () => {
    expect(logoutTarget('https://legacy.example/account/logout?x=1', BASE)).toBe('/account/logout?x=1')
  })

  it('another host, scheme or port, or credentials in the url, are refused: the token never travels there', () => {
    for (const url of [
      'https://evil.example/logout',
      '//evil.example/logout',
      'http://legacy.example/logout',
      'https://legacy.example:8443/logout',
      'https://user:pw@legacy.example/logout',
      'javascript:alert(1)',
    ]) {
      expect(logoutTarget(url, BASE), url).toBeNull()
    }
  })

  it('no url, no call', () => {
    expect(logoutTarget('  ', BASE)).toBeNull()
  })
})
