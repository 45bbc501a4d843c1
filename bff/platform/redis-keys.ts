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

/** The key as its own hash tag, unless it already carries one (which then decides its slot). */
export function tagged(key: string): string {
  return hasHashTag(key) ? key : `{${key}}`
}

/** The hash tag of one user's keys: their cache generation and everything cached under it. */
export const userTag = (userId: number) => `{u${userId}}`
