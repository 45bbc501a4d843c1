// The club-claim rule (3-organiser-admin §9: "a group is flagged when one club and more than 2
// distinct surnames"), read for a user's own athletes: a parent links their family, one or two
// surnames; someone who links athletes of one club under three or more surnames is probably
// entering for the club and should claim it (decision 072). Pure.

/** The rule's threshold: more than this many distinct surnames. */
export const CLUB_CLAIM_SURNAMES = 2

export type ClubClaimAthlete = { surName: string; club: { id: number; name: string } | null }

export type ClubClaim = { club: { id: number; name: string }; surnames: number }

/** A surname as people write it differently: case, accents, spaces and hyphens aside. */
export function surnameKey(surName: string): string {
  return surName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[\s\-‐‑'’]+/g, '')
}

/**
 * The group's claim: every athlete of the same club (an athlete without a club breaks "one club")
 * and more than two distinct surnames; null otherwise, and for an empty group.
 */
export function clubClaim(athletes: readonly ClubClaimAthlete[]): ClubClaim | null {
  const first = athletes[0]?.club
  if (!first || first.id <= 0) return null
  if (!athletes.every((a) => a.club?.id === first.id)) return null
  const surnames = new Set(athletes.map((a) => surnameKey(a.surName)).filter((k) => k !== '')).size
  return surnames > CLUB_CLAIM_SURNAMES ? { club: first, surnames } : null
}
