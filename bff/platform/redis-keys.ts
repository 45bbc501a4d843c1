import { createHash } from 'node:crypto'

/**
 * Redis Cluster puts a key in the slot of its hash tag (the text between the first `{` and the next
 * `}`, when not empty), else of the whole key. Keys one command, MULTI or script touches together
 * must share a slot, so they share a tag.
 */
export function hasHashTag(key: string): boolean {
  const open = key.indexOf('{')
  if (open < 0) return false
  const close = key.indexOf('}', open + 1)
  return close > open + 1
}

/**
 * The key as its own hash tag, unless it already carries one (which then decides its slot). A key
 * that cannot be its own tag (empty, or with a `}`) gets a digest of itself as its tag.
 */
export function tagged(key: string): string {
  if (hasHashTag(key)) return key
  if (key !== '' && !key.includes('}')) return `{${key}}`
  return `{h:${createHash('sha1').update(key).digest('hex').slice(0, 16)}}${key}`
}

/** The hash tag of one user's keys: their cache generation and everything cached under it. */
export const userTag = (userId: number) => `{u${userId}}`
