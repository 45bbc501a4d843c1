// "My competitions" (issue 30): which competitions a user works on, read from their grants
// (3-organiser-admin §6), and the order they are listed in: upcoming first, then past.
import { isAdmin, STAFF_PERMISSIONS, type UserAuth } from '../routing/permissions'

/**
 * Where the user's competitions are: every competition (an admin, or a grant for all
 * organisations), the competitions of some organisations (organisation-wide grants), and single
 * competitions (grants naming one). An ADMIN grant counts as every staff role.
 */
export type StaffScopes = { all: boolean; orgIds: number[]; compIds: number[] }

/** At most this many organisations and single competitions are read for one page (each is a call). */
export const MAX_SCOPES = 12

export function staffScopes(user: UserAuth): StaffScopes {
  if (isAdmin(user)) return { all: true, orgIds: [], compIds: [] }
  const staff = user.permissions.filter((g) => {
    const role = String(g.role).trim().toUpperCase()
    return role === 'ADMIN' || (STAFF_PERMISSIONS as readonly string[]).includes(role)
  })
  const all = staff.some((g) => g.orgId === 0)
  const orgIds = all ? [] : [...new Set(staff.filter((g) => g.compId === 0).map((g) => g.orgId))].slice(0, MAX_SCOPES)
  const compIds = all
    ? []
    : [...new Set(staff.filter((g) => g.compId > 0 && !orgIds.includes(g.orgId)).map((g) => g.compId))].slice(0, MAX_SCOPES)
  return { all, orgIds, compIds }
}

type Dated = { id: number; dates: string[] }

/** Still to come (or on today): its last day is today or later. Without dates it counts as to come. */
export function isUpcoming(comp: Dated, today: string): boolean {
  const last = comp.dates.at(-1)
  return last === undefined || last >= today
}

/**
 * One list without repeats (the first copy of an id wins): upcoming by first day, soonest first;
 * then past, most recent first. Ties by id.
 */
export function orderMine<T extends Dated>(comps: readonly T[], today: string): T[] {
  const seen = new Set<number>()
  const unique = comps.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)))
  const first = (c: T) => c.dates[0] ?? ''
  const upcoming = unique.filter((c) => isUpcoming(c, today)).sort((a, b) => first(a).localeCompare(first(b)) || a.id - b.id)
  const past = unique.filter((c) => !isUpcoming(c, today)).sort((a, b) => first(b).localeCompare(first(a)) || a.id - b.id)
  return [...upcoming, ...past]
}
