/*
 * 'Club competitions need club access' (2-entry.md §4). A club competition with club info lists
 * the clubs it takes (the club competitions call); a user enters it for one of those clubs they
 * represent. A competition flagged as a club competition that the legacy site holds no club info
 * for is entered under its other rules (the info call then says 'Not a club info competition.').
 */

export type ClubCompListing = { compId: number; clubs: Array<{ id: number; name: string }> }

export type ClubAccess =
  /** Not a club competition, or one without club info: no club rules. */
  | { kind: 'none' }
  /** The user enters for this club. */
  | { kind: 'club'; club: { id: number; name: string } }
  /** The user represents none of the competition's clubs. */
  | { kind: 'refused' }

export function clubAccess(input: {
  clubComp: boolean
  compId: number
  listings: readonly ClubCompListing[]
  /** Club ids the user represents, in the order the user's config gives them. */
  represents: readonly number[]
}): ClubAccess {
  if (!input.clubComp) return { kind: 'none' }
  const listing = input.listings.find((l) => l.compId === input.compId)
  if (!listing) return { kind: 'none' }
  for (const id of input.represents) {
    const club = listing.clubs.find((c) => c.id === id)
    if (club) return { kind: 'club', club }
  }
  return { kind: 'refused' }
}
