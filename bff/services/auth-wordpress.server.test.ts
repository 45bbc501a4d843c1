import { describe, expect, it } from 'vitest'
import type { RequestContext } from '../context.server'
import { WordpressLogin } from '../legacy/wp-login.server'
import type { LegacyCookieRef } from '../session/legacy-cookies.server'
import { endWordpressSignIn } from './auth.server'

const HASH = '0123456789abcdef0123456789abcdef'

function ctx(o: { mode: 'wp-cookie' | 'handoff-url'; inSession?: LegacyCookieRef[]; relayed?: LegacyCookieRef[]; secure?: boolean }) {
  const wordpress = new WordpressLogin({ baseUrl: 'http://legacy.test', loginPath: '/wp-login.php', connectTimeoutMs: 10, headersTimeoutMs: 10 })
  wordpress.remember(o.relayed ?? [])
  return {
    session: { get: (key: string) => (key === 'legacyCookies' ? o.inSession : undefined) },
    wordpress,
    config: { basketHandoff: o.mode, legacyCookies: { paths: ['/basket'], secure: o.secure ?? false } },
  } as unknown as RequestContext
}

describe('endWordpressSignIn', () => {
  const basket = { name: `wordpress_logged_in_${HASH}`, path: '/basket' }
  const admin = { name: `wordpress_sec_${HASH}`, path: '/wp-admin' }

  it('clears the cookies the session says the browser got, after a restart as well (nothing relayed in this process)', () => {
    expect(endWordpressSignIn(ctx({ mode: 'wp-cookie', inSession: [basket, admin], secure: true }))).toEqual([
      `wordpress_logged_in_${HASH}=; Path=/basket; HttpOnly; SameSite=Lax; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      `wordpress_sec_${HASH}=; Path=/wp-admin; HttpOnly; SameSite=Lax; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
    ])
  })

  it('in wp-cookie mode also clears what this process relayed to anyone (a login from before the session)', () => {
    expect(endWordpressSignIn(ctx({ mode: 'wp-cookie', inSession: [basket], relayed: [basket, admin] }))).toHaveLength(2)
  })

  it('in handoff-url mode clears only what the session holds (a login made before the mode changed)', () => {
    expect(endWordpressSignIn(ctx({ mode: 'handoff-url', relayed: [basket, admin] }))).toEqual([])
    expect(endWordpressSignIn(ctx({ mode: 'handoff-url', inSession: [admin], relayed: [basket] }))).toHaveLength(1)
  })
})
