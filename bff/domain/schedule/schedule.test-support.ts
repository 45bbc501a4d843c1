// Test builders for the schedule engine: an open, unrestricted row and context unless overridden.
import type { CompetitionRule, RowOptions, ScheduleContext, ScheduleRow } from './schedule'
import { DEFAULT_ROW_OPTIONS } from './row-options'
import { UNEVALUATED } from './schedule'

export const TEST_NOW = new Date('2026-04-01T12:00:00Z')
export const TEST_USER_ID = 7

export function makeOptions(overrides: Partial<RowOptions> = {}): RowOptions {
  return { ...DEFAULT_ROW_OPTIONS, ...overrides }
}

export type RowOverrides = Omit<Partial<ScheduleRow>, 'options'> & { options?: Partial<RowOptions> }

export function makeRow(ceid: number, overrides: RowOverrides = {}): ScheduleRow {
  const { options, ...rest } = overrides
  return {
    ...UNEVALUATED,
    ceid,
    eventId: 1000 + ceid,
    eventName: `Event ${ceid}`,
    eventGroup: { id: 500 + ceid, name: `Group ${ceid}` },
    ageGroup: { id: 1, name: 'Senior' },
    startDate: '2026-04-11T10:00:00+01:00',
    tf: 'T',
    uomType: 'T',
    price: { stdPrice: 10, salePrice: 0, saleEndDate: null, curPrice: 10, curFee: 0.5 },
    isOpen: true,
    maxAthletes: 0,
    entryCount: 0,
    entryInfo: { paidCount: 0, unpaidCount: 0, totalCount: 0 },
    order: { productId: 0, orderId: 0 },
    entered: false,
    paid: 0,
    entryId: 0,
    pb: null,
    userSelected: false,
    owner: null,
    ...rest,
    options: makeOptions(options),
  }
}

export function makeRule(overrides: Partial<CompetitionRule> = {}): CompetitionRule {
  return {
    ageGroupId: 1,
    maxEvents: 0,
    maxField: 0,
    maxTrack: 0,
    maxCompEvents: 0,
    maxCompField: 0,
    maxCompTrack: 0,
    maxExcludedEvents: 0,
    unique: [],
    ...overrides,
  }
}

export type ContextOverrides = Partial<Omit<ScheduleContext, 'athlete' | 'user' | 'competition'>> & {
  athlete?: Partial<ScheduleContext['athlete']>
  user?: Partial<ScheduleContext['user']>
  competition?: Partial<ScheduleContext['competition']>
}

export function makeScheduleContext(overrides: ContextOverrides = {}): ScheduleContext {
  const { athlete, user, competition, ...rest } = overrides
  return {
    rows: [],
    rules: [],
    now: TEST_NOW,
    ...rest,
    athlete: {
      id: 99,
      ageGroupId: 1,
      registered: true,
      registrationEndsAt: '2026-12-31',
      clubId: 10,
      countyId: 20,
      regionId: 30,
      ...athlete,
    },
    user: {
      userId: TEST_USER_ID,
      userName: 'Pat',
      admin: false,
      represents: DEFAULT_ROW_OPTIONS.security,
      ...user,
    },
    competition: {
      date: '2026-04-11',
      allowUnregistered: true,
      subscription: { enabled: false, timeCloses: null },
      ...competition,
    },
  }
}

/**
 * A realistic schedule of n rows over three days for the benchmark: track and field, some entered,
 * in other users' carts, full, closed, restricted, with unique lists, unique event groups and
 * per-day limits, so that every step of the engine has work to do.
 */
export function makeLargeSchedule(n: number): ScheduleContext {
  const rows: ScheduleRow[] = []
  for (let i = 0; i < n; i++) {
    const ceid = 10_000 + i
    const day = 11 + (i % 3)
    const group = Math.floor(i / 4)
    rows.push(
      makeRow(ceid, {
        eventName: `Event ${i}`,
        eventGroup: { id: group, name: `Group ${group}` },
        ageGroup: { id: 1 + (i % 5), name: `Age ${1 + (i % 5)}` },
        startDate: `2026-04-${day}T${String(9 + (i % 9)).padStart(2, '0')}:00:00+01:00`,
        tf: i % 2 === 0 ? 'T' : 'F',
        maxAthletes: i % 17 === 0 ? 8 : i % 53 === 0 ? -1 : 0,
        entryCount: i % 17 === 0 ? 8 : 3,
        isOpen: i % 29 !== 0,
        entryId: i % 31 === 0 ? 70_000 + i : 0,
        paid: i % 62 === 0 ? 1 : 0,
        order: { productId: i % 31 === 0 ? 80_000 + i : 0, orderId: 0 },
        owner: i % 93 === 0 ? { userId: 3, userName: 'Sam' } : null,
        state: i % 41 === 0 ? 'selected' : 'available',
        pb: i % 7 === 0 ? null : 12.34,
        options: {
          mandatoryPB: i % 7 === 0 && i % 14 !== 0,
          excludeFromCntRule: i % 23 === 0,
          unique: i % 11 === 0 ? [10_000 + ((i + 1) % n)] : [],
          uniqueEventGroups: i % 13 === 0 ? [group + 1] : [],
          hideOnDisable: i % 19 === 0,
          security: i % 37 === 0 ? { clubs: [1], counties: [], regions: [] } : DEFAULT_ROW_OPTIONS.security,
        },
      }),
    )
  }
  const unique = [{ ids: rows.filter((_, i) => i % 10 === 3).map((row) => row.ceid), text: 'One sprint only' }]
  return makeScheduleContext({
    rows,
    rules: [makeRule({ maxEvents: 8, maxField: 3, maxTrack: 4, maxCompEvents: 30, maxExcludedEvents: 1, unique })],
  })
}
