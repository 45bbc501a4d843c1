import { randomBytes } from 'node:crypto'
import { createCookie, createSessionStorage, type SessionIdStorageStrategy, type SessionStorage } from '@remix-run/node'
import { z } from 'zod'
import type { KeyValueStore } from '#bff/platform/store.server'

export type SessionStorageOptions = {
  store: KeyValueStore
  cookieName: string
  /** The first signs; all verify (rotation: prepend the new one). */
  secrets: string[]
  secure: boolean
  idleSeconds: number
  absoluteSeconds: number
  now?: () => number
}

export class SessionStoreUnavailableError extends Error {
  readonly kind = 'session-store-unavailable'
  constructor(cause: unknown) {
    super('The session store is unavailable', { cause })
    this.name = 'SessionStoreUnavailableError'
  }
}

// 32 random bytes in base64url: 256 bits.
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

// Hidden in the data readData returns: the createdAt of the record this request read, so that
// updateData can tell a live session from one that ended while the request ran (a concurrent
// logout, the absolute deadline) and refuse to write it back.
const READ_FROM = '__session_created_at__'

const SessionRecord = z.object({
  data: z.record(z.unknown()),
  createdAt: z.number(),
  lastSeenAt: z.number(),
})
type SessionRecord = z.infer<typeof SessionRecord>

function validate(o: SessionStorageOptions) {
  if (o.secrets.length === 0 || o.secrets.some((s) => s.length === 0)) {
    throw new Error('session storage: at least one non-empty secret is required')
  }
  if (!(o.idleSeconds > 0) || !(o.absoluteSeconds >= o.idleSeconds)) {
    throw new Error('session storage: need 0 < idleSeconds <= absoluteSeconds')
  }
  if (o.cookieName.startsWith('__Host-') && !o.secure) {
    throw new Error('session storage: a __Host- cookie must be secure')
  }
}

export function createStoreSessionStorage<Data = Record<string, unknown>, Flash = Data>(
  o: SessionStorageOptions,
): SessionStorage<Data, Flash> {
  type StoredData = NonNullable<Awaited<ReturnType<SessionIdStorageStrategy<Data, Flash>['readData']>>>
  validate(o)
  const { store } = o
  const now = o.now ?? Date.now
  const key = (id: string) => `session:${id}`

  async function guarded<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op()
    } catch (error) {
      throw new SessionStoreUnavailableError(error)
    }
  }

  function parse(raw: string | null): SessionRecord | undefined {
    if (raw === null) return undefined
    try {
      const result = SessionRecord.safeParse(JSON.parse(raw))
      return result.success ? result.data : undefined
    } catch {
      return undefined
    }
  }

  // Store TTL: the idle window, cut short by the absolute deadline.
  function ttlSeconds(createdAt: number, t: number): number {
    const absoluteLeft = (createdAt + o.absoluteSeconds * 1000 - t) / 1000
    return Math.min(o.idleSeconds, absoluteLeft)
  }

  async function write(id: string, data: unknown, createdAt: number, t: number) {
    const record = JSON.stringify({ data, createdAt, lastSeenAt: t })
    await guarded(() => store.set(key(id), record, ttlSeconds(createdAt, t), { replicated: true }))
  }

  const cookie = createCookie(o.cookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: o.secure,
    secrets: o.secrets,
  })

  return createSessionStorage<Data, Flash>({
    cookie,
    async createData(data) {
      const rest = { ...(data as Record<string, unknown>) }
      delete rest[READ_FROM]
      const id = randomBytes(32).toString('base64url')
      const t = now()
      await write(id, rest, t, t)
      return id
    },

    // Idle expiry is the store TTL, refreshed here on every read, in the read itself; only in the
    // last idle window before the absolute deadline is it cut short after. lastSeenAt records the
    // last write only: rewriting the record on read would race with a concurrent update.
    async readData(id) {
      if (typeof id !== 'string' || !ID_PATTERN.test(id)) return null
      const record = parse(await guarded(() => store.getEx(key(id), o.idleSeconds)))
      if (!record) return null
      const t = now()
      const left = ttlSeconds(record.createdAt, t)
      if (left <= 0) {
        await guarded(() => store.del(key(id)))
        return null
      }
      if (left < o.idleSeconds) await guarded(() => store.expire(key(id), left))
      const data: Record<string, unknown> = { ...record.data, [READ_FROM]: record.createdAt }
      return data as StoredData
    },

    async updateData(id, data) {
      if (!ID_PATTERN.test(id)) throw new Error('session storage: malformed session id')
      const rest = { ...(data as Record<string, unknown>) }
      const readFrom = rest[READ_FROM]
      delete rest[READ_FROM]
      const t = now()
      if (typeof readFrom !== 'number') {
        // This request found no live session (new, or already expired): a new lifetime.
        await write(id, rest, t, t)
        return
      }
      const existing = parse(await guarded(() => store.get(key(id))))
      if (!existing || existing.createdAt !== readFrom || ttlSeconds(existing.createdAt, t) <= 0) {
        // The session this request read has ended since (logout, expiry): never revive it.
        return
      }
      await write(id, rest, existing.createdAt, t)
    },

    async deleteData(id) {
      if (typeof id !== 'string' || !ID_PATTERN.test(id)) return
      await guarded(() => store.del(key(id)))
    },
  })
}

/** By property, not instanceof: the check must hold across the server and Remix bundles. */
export function isSessionStoreUnavailable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { kind?: unknown }).kind === 'session-store-unavailable'
}
