import { ENTRY_DEMO } from './entry-demo'

/**
 * Automatic entries (3-organiser-admin §2 auto-entries): paid entries of one athlete (a senior on
 * both dates) in a competition the seeded organiser builds (organisation 12), to copy into another
 * of theirs. 800m and Long Jump have a matching event in the target; 60m has none. Fixed ids above
 * the simulator's counters, as the entry actions' demo does.
 */
export const AUTO_ENTRY_DEMO = {
  sourceCompId: 520,
  targetCompId: 550,
  athleteId: ENTRY_DEMO.foreignAthleteId,
  owner: 'runner1',
  /** 800m and Long Jump (matching events 55005 and 55003 in the target), 60m (no match). */
  ceids: [52004, 52009, 52001],
  firstEntryId: 39101,
  firstProductId: 89101,
} as const
