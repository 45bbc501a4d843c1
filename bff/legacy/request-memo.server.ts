import { rest, type LegacyCall, type LegacyCaller, type Query } from './client.server'

/**
 * One BFF request's reads of the legacy site, shared: a resource two loaders (or an action and the
 * loaders after it) both need is fetched once. A write drops what it changes (its `changes`
 * prefixes, else everything), so a read after it sees the new state. Lives as long as the request;
 * the answers are shared, so callers map them and never mutate them (as with the cache).
 */
export type RequestMemo = {
  wrap(caller: LegacyCaller): LegacyCaller
}

/** The legacy answers the user's short cache keeps (bff/cache/user-cache.server.ts). */
const USER_CACHED = [rest('/v5/messages/'), rest('/v5/athletes')]

/** Whether a write makes the user's short cache stale: it says nothing of what it changes, or names something kept there. */
export function changesUserCache(spec: Pick<LegacyCall<unknown>, 'changes'>): boolean {
  return !spec.changes || spec.changes.some((prefix) => USER_CACHED.some((kept) => kept.startsWith(prefix) || prefix.startsWith(kept)))
}

/** The user's cart: the header's count is kept in the user's short cache too (decision 057). */
const CART = rest('/v5/cart')

/** Whether a write changes the user's cart (a tick, a removal, the basket add), or says nothing of what it changes. */
export function changesCart(spec: Pick<LegacyCall<unknown>, 'changes'>): boolean {
  return !spec.changes || spec.changes.some((prefix) => CART.startsWith(prefix) || prefix.startsWith(CART))
}

/**
 * `onWrite`: after each write that changes what the user's short cache keeps (changesUserCache);
 * `onCartWrite`: after each other write that changes the cart (changesCart).
 */
export function createRequestMemo(
  options: { onWrite?: (spec: LegacyCall<unknown>) => Promise<void>; onCartWrite?: () => Promise<void> } = {},
): RequestMemo {
  const reads = new Map<string, { path: string; value: Promise<unknown> }>()
  let callers = 0

  const forget = (changes: readonly string[] | undefined) => {
    if (!changes) return reads.clear()
    for (const [key, read] of reads) if (changes.some((prefix) => read.path.startsWith(prefix))) reads.delete(key)
  }

  return {
    wrap(caller) {
      // Callers with different tokens never share an answer.
      const scope = ++callers
      return {
        hasToken: caller.hasToken,
        async call<T>(spec: LegacyCall<T>): Promise<T> {
          // A GET that names what it changes is a write too (the legacy site has a few).
          if (spec.method !== 'GET' || spec.changes) {
            forget(spec.changes)
            try {
              return await caller.call(spec)
            } finally {
              forget(spec.changes)
              if (changesUserCache(spec)) await options.onWrite?.(spec as LegacyCall<unknown>)
              else if (changesCart(spec)) await options.onCartWrite?.()
            }
          }
          const key = `${scope} ${spec.path}?${queryKey(spec.query)} ${spec.endpoint}`
          const known = reads.get(key)
          if (known) return known.value as Promise<T>
          const value = caller.call(spec)
          reads.set(key, { path: spec.path, value })
          // A failed read is not remembered: a later one in the same request may try again.
          value.catch(() => {
            if (reads.get(key)?.value === value) reads.delete(key)
          })
          return value
        },
      }
    },
  }
}

function queryKey(query: Query | undefined): string {
  if (!query) return ''
  return Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(query[k])}`)
    .join('&')
}
