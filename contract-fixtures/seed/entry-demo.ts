/**
 * Fixed ids and codes of the entry demo data, for tests and journeys. They do not depend on the
 * seed number or the reference date (the dates move with the reference date, the ids do not).
 */
export const ENTRY_DEMO = {
  /** The demo login that manages athleteId, sharedAthleteId and expiredAthleteId. */
  username: 'entrant',
  password: 'Entrant!2026',

  /** "Northvale Priority Championships": priority code (case-insensitive) and terms. */
  priorityCompId: 508,
  priorityCode: 'NVPRIORITY',

  /**
   * "Larkhill Graded Open": ONE open competition for a journey that shows every entry rule:
   * priority code, terms, five events on its one day with a per-day limit of 2 for the Under 15
   * age group (athleteId is Under 15), Long Jump and Triple Jump in each other's uniqueEventGroups,
   * 100m and Long Jump PB-mandatory with min/max, early-bird prices.
   */
  rulesCompId: 550,
  rulesCode: 'LARKHILL',
  rulesCeids: { m100: 55001, m200: 55002, longJump: 55003, tripleJump: 55004, m800: 55005 },
  /** maxEvents per day for the Under 15 age group (other age groups: 4). */
  rulesDayLimit: 2,
  rulesPbLimits: { m100: { min: 9.5, max: 30 }, longJump: { min: 2, max: 9 } },

  /**
   * "Gull Point Two Day Open": events on both days, late prices (standard entries have ended),
   * competition-wide limits, a unique list (100m/200m), a ceoptions unique pair, club/county
   * security, schedule only, a full event, a closed event, an event excluded from the count rules,
   * a generic athlete entity. athleteId holds a paid entry (discus), sharedAthleteId an unpaid one
   * made by runner1 (200m). The entry page opens on the order summary (ui.entryDefaultPanel SHOP)
   * and hides the team section (ui.sectionsToHide TEAMS).
   */
  limitsCompId: 551,
  limitsCeids: {
    m100: 55101,
    longJump: 55102,
    shotPutSecured: 55103,
    m400Full: 55104,
    m1500ScheduleOnly: 55105,
    m200Day2: 55106,
    highJump: 55107,
    javelinClosed: 55108,
    m800Excluded: 55109,
    discusPaid: 55110,
    m400hDay2: 55111,
    m3000Day2: 55112,
  },

  /** "Saltings Waiting List Meeting": subscription; a full event takes waiting-list entries until the cut-off. */
  waitingListCompId: 552,
  waitingListCeids: { m100Full: 55201, longJump: 55202, m800: 55203 },

  /**
   * "Millbrook Combined Events Open": a Pentathlon (event type M) whose five child events take
   * their own PBs (75m Hurdles with limits), and a 100m.
   */
  multiCompId: 553,
  multiCeids: { pentathlon: 55301, m100: 55302 },
  /** PB limits of the Pentathlon's 75m Hurdles (seconds). */
  multiHurdlesLimits: { min: 9, max: 30 },

  /**
   * "Larkhill Relays Open": the team section. Team events for the representative's club: a
   * 4x100m (4 athletes plus 2 substitutes, single club, an athlete in one team at most), a 4x400m
   * (legs and a reserve, name not editable, athletes entered individually first), a mixed 4x400m
   * (gender O, at least 2 Under 17s), and a schedule-only relay never offered; one individual 100m;
   * at most relayTeamLimit teams in the competition.
   */
  relayCompId: 558,
  relayCeids: { m4x100: 55801, m4x400: 55802, mixed4x400: 55803, scheduleOnly: 55804, m100: 55805, school4x400: 55806 },
  relayTeamLimit: 60,

  /**
   * "Larkhill Inter-Club League": a club competition with club info. The representative's club may
   * make clubInfoAllowance entries (at most maxPerEvent per event), one relay and no mixed relay;
   * another club has its own allowances. Individual 100m, 800m and Long Jump; relays as below.
   */
  clubInfoCompId: 559,
  clubInfoCeids: { m100: 55901, m800: 55902, longJump: 55903, w4x100: 55904, m4x400: 55905, mixed4x400: 55906 },
  clubInfoAllowance: { maxEntries: 4, maxPerEvent: 2, maxRelays: 1, maxMixedRelays: -1 },

  /** Late entries at the higher price ("Chalkdown Late Entry Open"). */
  lateCompId: 504,
  /** Club competition restricted to two clubs ("Harbourside Club Championships"). */
  clubCompId: 509,

  /** Under 15 girl, registered, managed by the entrant only. */
  athleteId: 5901,
  /** Under 17 boy, managed by the entrant and runner1 (who has an unpaid entry for him). */
  sharedAthleteId: 5902,
  /** Under 20 girl managed by the entrant whose registration has ended. */
  expiredAthleteId: 5903,
  /** A senior managed by runner2 only: the entrant may not enter or read him. */
  foreignAthleteId: 5904,
} as const
