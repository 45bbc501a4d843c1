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

describe('session read when the store fails', () => {
  async function loggedIn(failures: number) {
    const store = createMemoryStore()
    const sessions = createAppSessionStorage({ store, secrets: ['s'], secure: false, idleSeconds: 60, absoluteSeconds: 600 })
    const cookie = (await sessions.start((await sessions.read(null)).session, { token: 't', user })).split(';')[0]!
    let left = failures
    const getEx = store.getEx.bind(store)
    store.getEx = async (key, ttlSeconds) => {
      if (left-- > 0) throw new Error('Command timed out')
      return getEx(key, ttlSeconds)
    }
    return sessions.read(cookie)
  }

  it('tries once more when a read times out, and the user stays logged in', async () => {
    const { session, unavailable } = await loggedIn(1)
    expect(unavailable).toBe(false)
    expect(session.get('token')).toBe('t')
  })

  it('reads as anonymous and unavailable when the store fails twice', async () => {
    const { session, unavailable } = await loggedIn(2)
    expect(unavailable).toBe(true)
    expect(session.get('token')).toBeUndefined()
  })
})
