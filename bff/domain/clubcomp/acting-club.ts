/*
 * A user may represent several clubs (1-shell §3: the entities on the user). On the entry page they
 * act for one at a time: the one they ask for, else the one they chose earlier in the session, else
 * the first their config lists. Asking for a club they do not represent is refused, never ignored.
 */

export type ActingClub =
  /** The user represents no club. */
  | { kind: 'none' }
  | { kind: 'club'; id: number }
  /** The request named a club the user does not represent. */
  | { kind: 'notYours' }

export function actingClub(input: {
  /** Club ids the user represents, in the order the user's config gives them. */
  represents: readonly number[]
  /** The club the request names (a post's or an address's `club`); null when it names none. */
  requested: number | null
  /** The club chosen earlier in the session; may no longer be represented. */
  remembered: number | null
}): ActingClub {
  const { represents, requested, remembered } = input
  if (requested !== null) return represents.includes(requested) ? { kind: 'club', id: requested } : { kind: 'notYours' }
  if (remembered !== null && represents.includes(remembered)) return { kind: 'club', id: remembered }
  const first = represents[0]
  return first === undefined ? { kind: 'none' } : { kind: 'club', id: first }
}

/** The clubs in the order a club competition looks for one of its own: the acting club first. */
export function actingFirst(represents: readonly number[], acting: number | null): number[] {
  if (acting === null || !represents.includes(acting)) return [...represents]
  return [acting, ...represents.filter((id) => id !== acting)]
}
