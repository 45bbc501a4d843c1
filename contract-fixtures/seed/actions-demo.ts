import { ENTRY_DEMO } from './entry-demo'

/**
 * Entry actions (3-organiser-admin §2 actions/...): paid entries in a competition the seeded
 * organiser builds (organisation 12), for the organiser to move and cancel: the shared demo athlete,
 * entered by runner1, in events of their age group. Their ids are fixed, above the simulator's
 * counters, so the seed's and the recorder's entries keep theirs.
 */
export const ACTIONS_DEMO = {
  compId: 511,
  athleteId: ENTRY_DEMO.sharedAthleteId,
  owner: 'runner1',
  /** One paid entry per event; entry ids firstEntryId, +1, ... and product ids firstProductId, +1, ... in this order. */
  ceids: [51102, 51103, 51111],
  firstEntryId: 39001,
  firstProductId: 89001,
  /** An event of the competition with none of these entries: the move's destination. */
  moveTo: 51105,
} as const
