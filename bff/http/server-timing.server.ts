import type { Deadline } from '../deadline'
import { isAdmin, type UserAuth } from '../domain/routing/permissions'

export type Timing = { name: string; ms: number }

/**
 * Who may see how a request spent its deadline: developers (anything but production) and admins.
 * Anyone else would learn the names of the legacy calls behind every page.
 */
export function mayShowServerTiming(production: boolean, auth: UserAuth): boolean {
  return !production || isAdmin(auth)
}

/** The Server-Timing value: the budget, each upstream call (names only, no detail), what was left. */
export function serverTimingHeader(timings: readonly Timing[], deadline: Deadline): string {
  return [
    `budget;desc="request deadline";dur=${deadline.budgetMs}`,
    ...timings.map((t, i) => `legacy${i};desc="${t.name.replace(/["\\]/g, '')}";dur=${t.ms.toFixed(1)}`),
    `left;desc="deadline left";dur=${deadline.remaining().toFixed(1)}`,
  ].join(', ')
}
