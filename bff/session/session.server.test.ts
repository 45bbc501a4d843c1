import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../platform/store.server'
import { sessionUser } from '../../tests/support/users'
import { createAppSessionStorage } from './session.server'

const user = sessionUser()

describe('session start', () => {
  it('keeps the legacy cookies the browser got at login (names and paths), for logout to clear', async () => {
    const sessions = createAppSessionStorage({ store: createMemoryStore(), secrets: ['s'], secure: false, idleSeconds: 60, absoluteSeconds: 600 })
    const { session: anonymous } = await sessions.read(null)
    const refs = [{ name: 'wordpress_logged_in_abc', path: '/basket' }]
    const setCookie = await sessions.start(anonymous, { token: 't', user, legacyCookies: refs })
    const { session } = await sessions.read(setCookie.split(';')[0]!)
    expect(session.get('legacyCookies')).toEqual(refs)
    expect(session.get('token')).toBe('t')

    const without = await sessions.start(session, { token: 'u', user })
    expect((await sessions.read(without.split(';')[0]!)).session.get('legacyCookies')).toBeUndefined()
  })
})
