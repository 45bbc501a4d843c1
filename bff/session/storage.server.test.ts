import { createCookie } from '@remix-run/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRedisServer, waitUntil, type RedisServer } from '../../tests/support/redis-server'
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../platform/store.server'
import { createStoreSessionStorage, SessionStoreUnavailableError, type SessionStorageOptions } from './storage.server'

type Data = { userId?: string; token?: string; n?: number }

const IDLE = 60
const ABSOLUTE = 3600

function cookieHeader(setCookie: string): string {
  return setCookie.split(';')[0] ?? ''
}

// The cookie value is base64(JSON(id)) + '.' + HMAC signature.
function decodeCookieValue(setCookie: string) {
  const value = decodeURIComponent(cookieHeader(setCookie).split('=').slice(1).join('='))
  const dot = value.lastIndexOf('.')
  return { payload: JSON.parse(Buffer.from(value.slice(0, dot), 'base64').toString('utf8')) as unknown, signature: value.slice(dot + 1) }
}

function toggleableStore(inner: KeyValueStore) {
  let down = false
  const guard =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (down) throw new Error('store down')
      return op(...args)
    }
  const store: KeyValueStore = {
    kind: inner.kind,
    get: guard(inner.get),
    getEx: guard(inner.getEx),
    set: guard(inner.set),
    del: guard(inner.del),
    expire: guard(inner.expire),
    ping: async () => !down,
    close: inner.close,
  }
  return { store, setDown: (value: boolean) => (down = value) }
}

function setup(overrides: Partial<SessionStorageOptions> = {}) {
  const clock = { t: 1_700_000_000_000 }
  const now = () => clock.t
  const store = createMemoryStore({ now })
  const options: SessionStorageOptions = {
    store,
    cookieName: 'e4s_session',
    secrets: ['s3cret-one'],
    secure: false,
    idleSeconds: IDLE,
    absoluteSeconds: ABSOLUTE,
    now,
    ...overrides,
  }
  return { clock, store: options.store, storage: createStoreSessionStorage<Data>(options), options }
}

async function login(storage: ReturnType<typeof setup>['storage'], data: Data = { userId: 'user-42', token: 'bearer-xyz' }) {
  const session = await storage.getSession(null)
  for (const [k, v] of Object.entries(data)) session.set(k as keyof Data, v as never)
  return storage.commitSession(session)
}

describe('session storage (memory store, fake clock)', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie, Secure only when asked, with no Max-Age or Expires', async () => {
    const { storage } = setup()
    const setCookie = await login(storage)
    expect(setCookie).toMatch(/^e4s_session=/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).not.toContain('Secure')
    expect(setCookie).not.toMatch(/Max-Age|Expires|Domain/i)

    const secure = setup({ secure: true, cookieName: '__Host-e4s_session' })
    const secureCookie = await login(secure.storage)
    expect(secureCookie).toMatch(/^__Host-e4s_session=/)
    expect(secureCookie).toContain('Secure')
  })

  it('carries only a signed random id of at least 128 bits, no session data', async () => {
    const { storage, store } = setup()
    const setCookie = await login(storage)
    const { payload, signature } = decodeCookieValue(setCookie)
    expect(typeof payload).toBe('string')
    const id = payload as string
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(Buffer.from(id, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
    expect(signature.length).toBeGreaterThan(20)
    expect(setCookie).not.toMatch(/user-42|bearer-xyz/)
    expect(Buffer.from(cookieHeader(setCookie), 'utf8').toString()).not.toContain(Buffer.from('user-42').toString('base64'))

    const session = await storage.getSession(cookieHeader(setCookie))
    expect(session.id).toBe(id)
    expect(await store.get(`session:${id}`)).toContain('bearer-xyz')

    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) ids.add(decodeCookieValue(await login(storage)).payload as string)
    expect(ids.size).toBe(20)
  })

  it('round-trips data, and an update keeps createdAt', async () => {
    const { storage, store, clock } = setup()
    const setCookie = await login(storage)
    const id = decodeCookieValue(setCookie).payload as string
    const created = JSON.parse((await store.get(`session:${id}`)) ?? '{}') as { createdAt: number; lastSeenAt: number }

    clock.t += 10_000
    const session = await storage.getSession(cookieHeader(setCookie))
    expect(session.get('userId')).toBe('user-42')
    session.set('n', 2)
    const again = await storage.commitSession(session)
    expect(decodeCookieValue(again).payload).toBe(id)

    const updated = JSON.parse((await store.get(`session:${id}`)) ?? '{}') as { createdAt: number; lastSeenAt: number; data: Data }
    expect(updated.createdAt).toBe(created.createdAt)
    expect(updated.lastSeenAt).toBe(created.createdAt + 10_000)
    expect(updated.data).toEqual({ userId: 'user-42', token: 'bearer-xyz', n: 2 })
    expect((await storage.getSession(cookieHeader(again))).get('n')).toBe(2)
  })

  it('ignores a missing, tampered or foreign cookie', async () => {
    const { storage } = setup()
    expect((await storage.getSession(null)).data).toEqual({})
    expect((await storage.getSession('other=1')).data).toEqual({})
    const header = cookieHeader(await login(storage))
    const tampered = header.slice(0, -3) + (header.endsWith('AAA') ? 'BBB' : 'AAA')
    expect((await storage.getSession(tampered)).data).toEqual({})
    // validly signed but not a session id
    const foreign = await createCookie('e4s_session', { secrets: ['s3cret-one'] }).serialize({ userId: 'admin' })
    expect((await storage.getSession(cookieHeader(foreign))).data).toEqual({})
  })

  it('destroys: deletes the stored session and expires the cookie', async () => {
    const { storage, store } = setup()
    const setCookie = await login(storage)
    const id = decodeCookieValue(setCookie).payload as string
    const session = await storage.getSession(cookieHeader(setCookie))
    const cleared = await storage.destroySession(session)
    expect(cleared).toMatch(/^e4s_session=;/)
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970')
    expect(await store.get(`session:${id}`)).toBeNull()
    expect((await storage.getSession(cookieHeader(setCookie))).data).toEqual({})
    // destroying a session that was never stored is harmless
    await expect(storage.destroySession(await storage.getSession(null))).resolves.toContain('e4s_session=')
  })

  it('expires after idleSeconds without a read, and every read extends it', async () => {
    const { storage, clock } = setup()
    const header = cookieHeader(await login(storage))
    for (let i = 0; i < 5; i++) {
      clock.t += (IDLE - 5) * 1000
      expect((await storage.getSession(header)).get('userId')).toBe('user-42')
    }
    clock.t += IDLE * 1000
    expect((await storage.getSession(header)).data).toEqual({})
  })

  it('expires at absoluteSeconds even when active', async () => {
    const { storage, store, clock } = setup({ idleSeconds: 60, absoluteSeconds: 150 })
    const setCookie = await login(storage)
    const id = decodeCookieValue(setCookie).payload as string
    const header = cookieHeader(setCookie)
    clock.t += 50_000
    expect((await storage.getSession(header)).get('userId')).toBe('user-42')
    clock.t += 50_000
    const session = await storage.getSession(header)
    expect(session.get('userId')).toBe('user-42')
    clock.t += 49_500
    expect((await storage.getSession(header)).get('userId')).toBe('user-42')
    // the store TTL rounds up to 1 s, so the record is still there: the deadline check refuses it
    clock.t += 700
    expect((await storage.getSession(header)).data).toEqual({})
    expect(await store.get(`session:${id}`)).toBeNull()

    // a request that read the session just before the deadline cannot write it back past it...
    const late = setup({ idleSeconds: 60, absoluteSeconds: 150 })
    const lateCookie = await login(late.storage)
    const lateId = decodeCookieValue(lateCookie).payload as string
    for (const step of [50_000, 50_000, 49_000]) {
      late.clock.t += step
      await late.storage.getSession(cookieHeader(lateCookie))
    }
    const inFlight = await late.storage.getSession(cookieHeader(lateCookie))
    expect(inFlight.get('userId')).toBe('user-42')
    late.clock.t += 2_000
    inFlight.set('n', 1)
    await late.storage.commitSession(inFlight)
    expect(await late.store.get(`session:${lateId}`)).toBeNull()

    // ...while a flash written after expiry starts a fresh, empty session
    const expired = await storage.getSession(header)
    expired.flash('n', 1)
    const flashed = await storage.commitSession(expired)
    expect((await storage.getSession(cookieHeader(flashed))).get('n')).toBe(1)
  })

  it('does not revive a session destroyed while another request was using it', async () => {
    const { storage, store } = setup()
    const setCookie = await login(storage)
    const id = decodeCookieValue(setCookie).payload as string
    const slowRequest = await storage.getSession(cookieHeader(setCookie))
    await storage.destroySession(await storage.getSession(cookieHeader(setCookie)))
    slowRequest.set('n', 3)
    await storage.commitSession(slowRequest)
    expect(await store.get(`session:${id}`)).toBeNull()
    expect((await storage.getSession(cookieHeader(setCookie))).data).toEqual({})
  })

  it('does not expose its bookkeeping through the session API or store it as data', async () => {
    const { storage, store } = setup()
    const setCookie = await login(storage, { userId: 'u' })
    const session = await storage.getSession(cookieHeader(setCookie))
    expect(session.get('userId')).toBe('u')
    const copy = await storage.getSession(null)
    for (const [k, v] of Object.entries(session.data)) copy.set(k as keyof Data, v as never)
    const copied = await storage.commitSession(copy)
    const record = JSON.parse((await store.get(`session:${decodeCookieValue(copied).payload as string}`)) ?? '{}') as { data: object }
    expect(record.data).toEqual({ userId: 'u' })
  })

  it('reads a cookie signed with a rotated-out secret, and signs new cookies with the new one', async () => {
    const { storage, options } = setup({ secrets: ['old-secret'] })
    const oldCookie = cookieHeader(await login(storage))
    const rotated = createStoreSessionStorage<Data>({ ...options, secrets: ['new-secret', 'old-secret'] })
    const session = await rotated.getSession(oldCookie)
    expect(session.get('userId')).toBe('user-42')

    const newCookie = cookieHeader(await rotated.commitSession(session))
    const newOnly = createStoreSessionStorage<Data>({ ...options, secrets: ['new-secret'] })
    expect((await newOnly.getSession(newCookie)).get('userId')).toBe('user-42')
    expect((await newOnly.getSession(oldCookie)).data).toEqual({})
  })

  it('throws SessionStoreUnavailableError while the store fails, and works again after', async () => {
    const { store: inner, options } = setup()
    const { store, setDown } = toggleableStore(inner)
    const storage = createStoreSessionStorage<Data>({ ...options, store })
    const header = cookieHeader(await login(storage))
    const session = await storage.getSession(header)

    setDown(true)
    const anonymous = await storage.getSession(null)
    const attempts = [
      () => storage.getSession(header),
      () => storage.commitSession(session),
      () => storage.commitSession(anonymous),
      () => storage.destroySession(session),
    ]
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(SessionStoreUnavailableError)
      expect(error).toMatchObject({ kind: 'session-store-unavailable', name: 'SessionStoreUnavailableError' })
      expect((error as Error).cause).toBeInstanceOf(Error)
    }

    setDown(false)
    expect((await storage.getSession(header)).get('userId')).toBe('user-42')
  })

  it('refuses unsafe options', () => {
    const { options } = setup()
    expect(() => createStoreSessionStorage({ ...options, secrets: [] })).toThrow(/secret/)
    expect(() => createStoreSessionStorage({ ...options, cookieName: '__Host-s', secure: false })).toThrow(/__Host-/)
    expect(() => createStoreSessionStorage({ ...options, idleSeconds: 100, absoluteSeconds: 50 })).toThrow(/idleSeconds/)
  })
})

describe('session storage on a real redis-server', () => {
  let server: RedisServer
  let store: KeyValueStore

  beforeAll(async () => {
    server = await startRedisServer()
    store = createRedisStore(server.url, { onError: () => undefined })
  })
  afterEach(async () => {
    await server.resume()
  })
  afterAll(async () => {
    await store?.close()
    await server?.stop()
  })

  const redisStorage = (idleSeconds = IDLE) =>
    createStoreSessionStorage<Data>({ store, cookieName: 's', secrets: ['k'], secure: false, idleSeconds, absoluteSeconds: ABSOLUTE })

  it('stores the session with TTL = idleSeconds, refreshed on read', async () => {
    const storage = redisStorage()
    const setCookie = await login(storage)
    const id = decodeCookieValue(setCookie).payload as string
    expect(await store.redis?.ttl(`session:${id}`)).toBe(IDLE)
    await store.redis?.expire(`session:${id}`, 5)
    expect((await storage.getSession(cookieHeader(setCookie))).get('userId')).toBe('user-42')
    expect(await store.redis?.ttl(`session:${id}`)).toBe(IDLE)
  })

  it('expires an idle session in Redis', async () => {
    const storage = redisStorage(1)
    const header = cookieHeader(await login(storage))
    await new Promise((r) => setTimeout(r, 1_100))
    expect((await storage.getSession(header)).data).toEqual({})
  })

  it('throws SessionStoreUnavailableError while Redis is down and works again when it is back', async () => {
    const storage = redisStorage()
    const header = cookieHeader(await login(storage))

    await server.pause()
    await waitUntil(async () => !(await store.ping()))
    await expect(storage.getSession(header)).rejects.toBeInstanceOf(SessionStoreUnavailableError)
    await expect(login(storage)).rejects.toBeInstanceOf(SessionStoreUnavailableError)

    await server.resume()
    await waitUntil(() => store.ping(), 10_000)
    // the restarted server has no persistence: the old session is gone, a new login works
    expect((await storage.getSession(header)).data).toEqual({})
    const fresh = cookieHeader(await login(storage))
    expect((await storage.getSession(fresh)).get('userId')).toBe('user-42')
  })
})
