import { ENTRY_DEMO } from './entry-demo'
import type { SeedEntry, SeedUser } from './types'

/**
 * Entry actions (3-organiser-admin §2 actions/...): paid entries in a competition the seeded
 * organiser builds (organisation 12), for the organiser to move and cancel. Another user's athlete,
 * so the entrant's own pages stay as they were.
 */
export const ACTIONS_DEMO = {
  compId: 501,
  athleteId: ENTRY_DEMO.foreignAthleteId,
  owner: 'runner2',
  /** One paid entry per event, in seed order after the entry demo's two. */
  ceids: [50101, 50102, 50103, 50104],
  /** An event of the competition with none of these entries: the move's destination. */
  moveTo: 50105,
} as const

export function actionsDemoEntries(users: SeedUser[]): SeedEntry[] {
  const userId = users.find((u) => u.login === ACTIONS_DEMO.owner)?.id ?? 0
  return ACTIONS_DEMO.ceids.map((ceid) => ({ ceid, athleteId: ACTIONS_DEMO.athleteId, userId, paid: 1, pb: 0 }))
}
