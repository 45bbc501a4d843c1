import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { keepsOut } from '../competition/competition-restriction'
import { evaluateSchedule } from './schedule-rules'
import {
  formatRowMessage,
  ROW_MESSAGES_EN,
  type CompetitionRestriction,
  type CompetitionRule,
  type RowState,
  type ScheduleClick,
  type ScheduleContext,
  type ScheduleRow,
} from './schedule'
import {
  makeLargeSchedule,
  makeRow,
  makeRule,
  makeScheduleContext,
  TEST_NOW,
  TEST_USER_ID,
  type ContextOverrides,
  type RowOverrides,
} from './schedule.test-support'

type Seen = {
  state: RowState
  ruleType: ScheduleRow['ruleType']
  text: string | null
  adminOverride: boolean
  hidden: boolean
  waitingList: boolean
}

function seen(row: ScheduleRow): Seen {
  return {
    state: row.state,
    ruleType: row.ruleType,
    text: row.message === null ? null : formatRowMessage(row.message),
    adminOverride: row.adminOverride,
    hidden: row.hidden,
    waitingList: row.waitingList,
  }
}

function run(rows: ScheduleRow[], overrides: ContextOverrides = {}, click?: ScheduleClick): Map<number, ScheduleRow> {
  const result = evaluateSchedule(makeScheduleContext({ ...overrides, rows }), click)
  return new Map(result.map((row) => [row.ceid, row]))
}

/** The one row's state and message text after evaluation. */
function one(row: RowOverrides, overrides: ContextOverrides = {}): Pick<Seen, 'state' | 'ruleType' | 'text'> {
  const { state, ruleType, text } = seen(run([makeRow(1, row)], overrides).get(1)!)
  return { state, ruleType, text }
}

const available = { state: 'available', ruleType: null, text: null } as const
const disabled = (ruleType: ScheduleRow['ruleType'], text: string) => ({ state: 'disabled', ruleType, text }) as const
const inCart = { productId: 555, orderId: 0 }
const other = { userId: 3, userName: 'Sam' }
const rep = { clubs: [10], counties: [], regions: [] }
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms)

describe('ROW_MESSAGES_EN', () => {
  it('holds the spec texts', () => {
    expect(ROW_MESSAGES_EN).toMatchObject({
      eventNotAvailable: 'Event Not Available',
      eventClosed: 'Event Closed',
      itemUnavailable: 'Item unavailable',
      scheduleOnly: 'Schedule Only',
      eventFull: 'Event full',
      underAgeQuotaFull: 'Under age quota full.',
      waitingListDisabled: 'Event full. Waiting list disabled by organiser.',
      waitingListClosed: 'Waiting List now closed',
      entryConfirmed: 'Entry Confirmed',
      inCart: 'In cart',
      maxInDay: 'Max in Day',
      maxField: 'Max Field',
      maxTrack: 'Max Track',
      maxTeamEvents: 'Comp rule, max entered (team)',
      securityRepOnly: 'Entry by CLUB, COUNTY representative only',
    })
  })

  it('fills placeholders', () => {
    expect(formatRowMessage({ code: 'maxEvents', values: { n: 4 } })).toBe('Entered into the maximum (4) events allowed.')
    expect(formatRowMessage({ code: 'awaitingPaymentBy', values: { user: 'Sam' } })).toBe('Awaiting Payment by: Sam')
    expect(formatRowMessage({ code: 'compUnique', values: { eventid: '60m' } })).toBe('Comp Unique: 60m')
    expect(formatRowMessage({ code: 'disciplineDisabled', values: { group: 'Sprints' } })).toBe('Discipline disabled due to: Sprints')
    expect(formatRowMessage({ code: 'eventDisabledDueTo', values: { name: 'Long Jump' } })).toBe('Event disabled due to: Long Jump')
    expect(formatRowMessage({ code: 'partOf' })).toBe('Part of: {name}')
  })
})

describe('evaluateSchedule: one rule at a time', () => {
  it.each<[string, RowOverrides, ContextOverrides, ReturnType<typeof one>]>([
    ['plain row', {}, {}, available],
    // Step 2: security
    [
      'security, user represents no listed entity',
      { options: { security: rep } },
      {},
      disabled('security', 'Entry by CLUB, COUNTY representative only'),
    ],
    ['security, user represents the club', { options: { security: rep } }, { user: { represents: rep } }, available],
    [
      'security by county',
      { options: { security: { clubs: [], counties: [20], regions: [] } } },
      { user: { represents: { clubs: [], counties: [20], regions: [] } } },
      available,
    ],
    [
      'athlete security, athlete outside',
      { options: { athleteSecurity: { clubs: [11], counties: [], regions: [] } } },
      {},
      disabled('security', 'Event Not Available'),
    ],
    [
      'athlete security, athlete region listed',
      { options: { athleteSecurity: { clubs: [], counties: [], regions: [30] } } },
      {},
      available,
    ],
    [
      "competition restricted to other clubs: disabled before any click, with the spec's text",
      {},
      { competition: { athleteSecurity: { clubs: [11], areas: [], endsAt: null } } },
      disabled('security', 'Entry by CLUB, COUNTY representative only'),
    ],
    [
      "competition restricted to the athlete's club",
      {},
      { competition: { athleteSecurity: { clubs: [10], areas: [], endsAt: null } } },
      available,
    ],
    [
      'competition restriction whose cut-off has passed',
      {},
      { competition: { athleteSecurity: { clubs: [11], areas: [], endsAt: '2026-03-01T00:00:00Z' } } },
      available,
    ],
    [
      'competition restriction wins over a later rule (security before selection)',
      { isOpen: false, options: { mandatoryPB: true } },
      { competition: { athleteSecurity: { clubs: [11], areas: [21], endsAt: '2026-05-01T00:00:00Z' } } },
      disabled('security', 'Entry by CLUB, COUNTY representative only'),
    ],
    [
      'team row while there is no team section',
      { options: { isTeamEvent: true } },
      { competition: { noTeamSection: true } },
      disabled('event', 'Team events are entered from the Team events section of this page.'),
    ],
    ['team row where a team section exists', { options: { isTeamEvent: true } }, { competition: { noTeamSection: false } }, available],
    [
      'entered team row is shown as what it is',
      { options: { isTeamEvent: true }, order: inCart },
      { competition: { noTeamSection: true } },
      { state: 'in-cart', ruleType: 'none', text: 'In cart' },
    ],
    // Step 3: entered
    ['paid entry', { entryId: 9, paid: 1, entered: true }, {}, { state: 'confirmed', ruleType: 'none', text: 'Entry Confirmed' }],
    [
      'in own cart',
      { order: inCart, owner: { userId: TEST_USER_ID, userName: 'Pat' } },
      {},
      { state: 'in-cart', ruleType: 'none', text: 'In cart' },
    ],
    ['in a cart, owner unknown', { order: inCart }, {}, { state: 'in-cart', ruleType: 'none', text: 'In cart' }],
    ['userSelected', { userSelected: true }, {}, { state: 'in-cart', ruleType: 'none', text: 'In cart' }],
    [
      'entered unpaid by another user',
      { entered: true, entryId: 9, owner: other },
      {},
      { state: 'awaiting-payment', ruleType: 'none', text: 'Awaiting Payment by: Sam' },
    ],
    [
      "in another user's cart",
      { order: inCart, owner: other },
      {},
      { state: 'awaiting-payment', ruleType: 'none', text: 'Awaiting Payment by: Sam' },
    ],
    // Step 4: schedule only
    ['maxAthletes -1', { maxAthletes: -1 }, {}, disabled('event', 'Schedule Only')],
    // Step 5: max reached
    ['full', { maxAthletes: 8, entryCount: 8 }, {}, disabled('event', 'Event full')],
    ['one place left', { maxAthletes: 8, entryCount: 7 }, {}, available],
    ['unlimited', { maxAthletes: 0, entryCount: 500 }, {}, available],
    [
      'full, subscription before cut-off',
      { maxAthletes: 8, entryCount: 9 },
      { competition: { subscription: { enabled: true, timeCloses: later(1000).toISOString() } } },
      available,
    ],
    [
      'full, subscription without cut-off',
      { maxAthletes: 8, entryCount: 9 },
      { competition: { subscription: { enabled: true, timeCloses: null } } },
      available,
    ],
    [
      'full, subscription at cut-off',
      { maxAthletes: 8, entryCount: 8 },
      { competition: { subscription: { enabled: true, timeCloses: TEST_NOW.toISOString() } } },
      disabled('event', 'Waiting List now closed'),
    ],
    [
      'full, subscription, unreadable cut-off',
      { maxAthletes: 8, entryCount: 8 },
      { competition: { subscription: { enabled: true, timeCloses: 'soon' } } },
      disabled('event', 'Waiting List now closed'),
    ],
    [
      'not full, subscription after cut-off',
      { maxAthletes: 8, entryCount: 7 },
      { competition: { subscription: { enabled: true, timeCloses: later(-1000).toISOString() } } },
      available,
    ],
    [
      'full, waiting list disabled',
      { maxAthletes: 8, entryCount: 8, options: { waitingList: false } },
      { competition: { subscription: { enabled: true, timeCloses: null } } },
      disabled('event', 'Event full. Waiting list disabled by organiser.'),
    ],
    [
      'under-age quota full',
      {
        ageGroup: { id: 2, name: 'U20' },
        entryInfo: { paidCount: 0, unpaidCount: 0, totalCount: 3, underAgeCount: 3 },
        options: { maxAgeGroupCnt: 3 },
      },
      {},
      disabled('event', 'Under age quota full.'),
    ],
    [
      "under-age quota, athlete in the event's age group",
      { entryInfo: { paidCount: 0, unpaidCount: 0, totalCount: 3, underAgeCount: 3 }, options: { maxAgeGroupCnt: 3 } },
      {},
      available,
    ],
    ['under-age quota, count unknown', { ageGroup: { id: 2, name: 'U20' }, options: { maxAgeGroupCnt: 3 } }, {}, available],
    // Step 6: event rules
    ['not yet available', { options: { availableFrom: later(1).toISOString() } }, {}, disabled('event', 'Event Not Available')],
    ['available from now', { options: { availableFrom: TEST_NOW.toISOString() } }, {}, available],
    ['no longer available', { options: { availableTo: TEST_NOW.toISOString() } }, {}, disabled('event', 'Event Not Available')],
    ['unreadable availability', { options: { availableTo: 'never' } }, {}, disabled('event', 'Event Not Available')],
    ['closed', { isOpen: false }, {}, disabled('event', 'Event Closed')],
    [
      'registered-only, unregistered athlete',
      {},
      { competition: { allowUnregistered: false }, athlete: { registered: false } },
      disabled('comp', 'Registered athletes only'),
    ],
    [
      'registered-only, event takes unregistered',
      { options: { unregisteredAthletes: true } },
      { competition: { allowUnregistered: false }, athlete: { registered: false } },
      available,
    ],
    [
      'registered-only, registration ends before the day',
      {},
      { competition: { allowUnregistered: false }, athlete: { registrationEndsAt: '2026-04-10' } },
      disabled('comp', 'Registration expired'),
    ],
    [
      'registered-only, registration ends on the day',
      {},
      { competition: { allowUnregistered: false }, athlete: { registrationEndsAt: '2026-04-11T00:00:00+01:00' } },
      available,
    ],
    [
      'registered-only, expired allowed',
      {},
      { competition: { allowUnregistered: false, allowExpiredRegistration: true }, athlete: { registrationEndsAt: '2026-01-01' } },
      available,
    ],
    ['open competition, expired registration', {}, { athlete: { registrationEndsAt: '2026-01-01' } }, available],
    [
      'event for unregistered only, registered athlete',
      { options: { registeredAthletes: false } },
      {},
      disabled('event', 'Unregistered athletes only'),
    ],
    [
      'event for unregistered only, unregistered athlete',
      { options: { registeredAthletes: false } },
      { athlete: { registered: false } },
      available,
    ],
    // Step 7: PB
    ['mandatory PB missing', { options: { mandatoryPB: true } }, {}, disabled('pb', 'PB required.')],
    ['mandatory PB of 0', { pb: 0, options: { mandatoryPB: true } }, {}, disabled('pb', 'PB required.')],
    ['mandatory PB given', { pb: 11.5, options: { mandatoryPB: true } }, {}, available],
    ['competition-wide mandatory PB', {}, { competition: { pbMandatory: true } }, disabled('pb', 'PB required.')],
    ['competition-wide mandatory PB, team event', { options: { isTeamEvent: true } }, { competition: { pbMandatory: true } }, available],
  ])('%s', (_name, row, ctx, expected) => {
    expect(one(row, ctx)).toEqual(expected)
  })
})

describe('evaluateSchedule: competition rules (step 6 and 9)', () => {
  const day1 = '2026-04-11T10:00:00+01:00'
  const day2 = '2026-04-12T10:00:00+01:00'
  const entered = { order: inCart }

  it.each<[string, RowOverrides[], Parameters<typeof makeRule>[0], Array<ReturnType<typeof one>['text']>]>([
    [
      'maxEvents per day counts the same day only',
      [{ ...entered, startDate: day1 }, { startDate: day1 }, { startDate: day2 }],
      { maxEvents: 1 },
      ['In cart', 'Max in Day', null],
    ],
    ['maxEvents counts selected rows', [{ state: 'selected' }, {}], { maxEvents: 1 }, [null, 'Max in Day']],
    [
      "maxEvents counts confirmed and others' carts",
      [{ entryId: 1, paid: 1 }, { ...entered, owner: other }, {}],
      { maxEvents: 2 },
      ['Entry Confirmed', 'Awaiting Payment by: Sam', 'Max in Day'],
    ],
    ['maxEvents ignores excluded rows', [{ ...entered, options: { excludeFromCntRule: true } }, {}], { maxEvents: 1 }, ['In cart', null]],
    [
      'excluded rows are not limited by maxEvents',
      [entered, { options: { excludeFromCntRule: true } }],
      { maxEvents: 1 },
      ['In cart', null],
    ],
    [
      'maxExcludedEvents',
      [{ ...entered, options: { excludeFromCntRule: true } }, { options: { excludeFromCntRule: true } }, {}],
      { maxExcludedEvents: 1 },
      ['In cart', 'Entered into the maximum (1) events allowed.', null],
    ],
    [
      'maxTrack per day',
      [{ ...entered, tf: 'T' }, { tf: 'T' }, { tf: 'F' }, { tf: 'T', startDate: day2 }],
      { maxTrack: 1 },
      ['In cart', 'Max Track', null, null],
    ],
    ['maxField per day', [{ ...entered, tf: 'F' }, { tf: 'F' }, { tf: 'T' }], { maxField: 1 }, ['In cart', 'Max Field', null]],
    [
      'maxCompTrack across days',
      [
        { ...entered, tf: 'T' },
        { tf: 'T', startDate: day2 },
      ],
      { maxCompTrack: 1 },
      ['In cart', 'Max Track'],
    ],
    [
      'maxCompField across days',
      [
        { ...entered, tf: 'F' },
        { tf: 'F', startDate: day2 },
      ],
      { maxCompField: 1 },
      ['In cart', 'Max Field'],
    ],
    ['maxCompEvents', [entered, { startDate: day2 }], { maxCompEvents: 1 }, ['In cart', 'Entered into the maximum (1) events allowed.']],
    ['road counts as an event, not as track', [{ ...entered, tf: 'R' }, { tf: 'T' }], { maxTrack: 1 }, ['In cart', null]],
    ['road counts towards maxEvents', [{ ...entered, tf: 'R' }, { tf: 'M' }], { maxEvents: 1 }, ['In cart', 'Max in Day']],
    [
      'team events count only towards maxTeamEvents',
      [{ ...entered, options: { isTeamEvent: true } }, { options: { isTeamEvent: true } }, {}],
      { maxTeamEvents: 1, maxEvents: 1 },
      ['In cart', 'Comp rule, max entered (team)', null],
    ],
    ['unique list', [entered, {}, {}], { unique: [{ ids: [1, 2], text: '60m or 60mH' }] }, ['In cart', 'Comp Unique: Event 1', null]],
    [
      'unique list names the lowest blocking ceid',
      [entered, { entryId: 5, paid: 1 }, {}],
      { unique: [{ ids: [3, 2, 1], text: '' }] },
      ['In cart', 'Entry Confirmed', 'Comp Unique: Event 1'],
    ],
    ['zero and negative limits never block', [entered, {}], { maxEvents: 0, maxTrack: -1, maxCompEvents: -5 }, ['In cart', null]],
  ])('%s', (_name, rows, rule, texts) => {
    const result = run(
      rows.map((row, i) => makeRow(i + 1, row)),
      { rules: [makeRule(rule)] },
    )
    expect([...result.values()].map((row) => seen(row).text)).toEqual(texts)
  })

  it("uses the athlete's age group rule, else the general rule (age group 0), else none", () => {
    const rows = [makeRow(1, { order: inCart }), makeRow(2)]
    const own = makeRule({ ageGroupId: 1, maxEvents: 0 })
    const general = makeRule({ ageGroupId: 0, maxEvents: 1 })
    const otherGroup = makeRule({ ageGroupId: 4, maxEvents: 1 })
    expect(run(rows, { rules: [general, own] }).get(2)!.state).toBe('available')
    expect(run(rows, { rules: [otherGroup, general] }).get(2)!.message).toEqual({ code: 'maxInDay' })
    expect(run(rows, { rules: [otherGroup] }).get(2)!.state).toBe('available')
  })

  it('ceoptions.unique works both ways', () => {
    const named = run([makeRow(1, { order: inCart, eventName: '60m', options: { unique: [2] } }), makeRow(2)])
    expect(seen(named.get(2)!)).toMatchObject({ state: 'disabled', ruleType: 'event', text: 'Event disabled due to: 60m' })
    const naming = run([makeRow(1, { order: inCart, eventName: '60m' }), makeRow(2, { options: { unique: [1] } })])
    expect(seen(naming.get(2)!).text).toBe('Event disabled due to: 60m')
  })
})

describe('evaluateSchedule: unique event groups (step 10)', () => {
  const sprints = { id: 40, name: 'Sprints' }
  const hurdles = { id: 41, name: 'Hurdles' }

  it('a committed row disables rows of the groups it names, and rows naming its group', () => {
    const rows = [
      makeRow(1, { state: 'selected', eventGroup: sprints, options: { uniqueEventGroups: [41] } }),
      makeRow(2, { eventGroup: hurdles }),
      makeRow(3, { eventGroup: { id: 42, name: 'Jumps' }, options: { uniqueEventGroups: [40] } }),
      makeRow(4, { eventGroup: { id: 43, name: 'Throws' } }),
    ]
    const result = run(rows)
    expect(seen(result.get(2)!)).toMatchObject({ state: 'disabled', ruleType: 'event', text: 'Discipline disabled due to: Sprints' })
    expect(seen(result.get(3)!).text).toBe('Discipline disabled due to: Sprints')
    expect(result.get(4)!.state).toBe('available')
    expect(result.get(1)!.state).toBe('selected')
  })
})

describe('evaluateSchedule: the click (step 8)', () => {
  it('ticks an available row and unticks a selected one', () => {
    expect(run([makeRow(1)], {}, { ceid: 1 }).get(1)!.state).toBe('selected')
    expect(run([makeRow(1, { state: 'selected' })], {}, { ceid: 1 }).get(1)!.state).toBe('available')
  })

  it('ignores a click on a disabled, entered or unknown row', () => {
    expect(run([makeRow(1, { isOpen: false })], {}, { ceid: 1 }).get(1)!.state).toBe('disabled')
    expect(run([makeRow(1, { order: inCart })], {}, { ceid: 1 }).get(1)!.state).toBe('in-cart')
    expect(run([makeRow(1, { entryId: 3, paid: 1 })], {}, { ceid: 1 }).get(1)!.state).toBe('confirmed')
    expect(run([makeRow(1)], {}, { ceid: 2 }).get(1)!.state).toBe('available')
  })

  it('lets an admin enable a disabled row, keeping the message; others may not', () => {
    const closed = [makeRow(1, { isOpen: false })]
    const forced = run(closed, { user: { admin: true } }, { ceid: 1, adminOverride: true }).get(1)!
    expect(seen(forced)).toMatchObject({ state: 'selected', ruleType: 'event', text: 'Event Closed', adminOverride: true })
    expect(run(closed, { user: { admin: false } }, { ceid: 1, adminOverride: true }).get(1)!.state).toBe('disabled')
    expect(run(closed, { user: { admin: true } }, { ceid: 1 }).get(1)!.state).toBe('disabled')
    // The override survives re-evaluation, and unticking ends it.
    const again = run([forced], { user: { admin: true } }).get(1)!
    expect(seen(again)).toEqual(seen(forced))
    expect(seen(run([forced], { user: { admin: true } }, { ceid: 1 }).get(1)!)).toMatchObject({
      state: 'disabled',
      adminOverride: false,
      text: 'Event Closed',
    })
    // A forced selection is not honoured for a user who is not an admin.
    expect(run([forced], { user: { admin: false } }).get(1)!.state).toBe('disabled')
  })

  it('a forced row names the rule it overrides without counting itself', () => {
    const rows = [makeRow(1, { order: inCart }), makeRow(2)]
    const forced = run(rows, { user: { admin: true }, rules: [makeRule({ maxEvents: 1 })] }, { ceid: 2, adminOverride: true }).get(2)!
    expect(seen(forced)).toMatchObject({ state: 'selected', adminOverride: true, text: 'Max in Day' })
  })

  it('drops a selection that a selection-independent rule now blocks', () => {
    expect(seen(run([makeRow(1, { state: 'selected', isOpen: false })]).get(1)!)).toMatchObject({ state: 'disabled', text: 'Event Closed' })
  })

  it('re-judges the competition rules after the click (step 9), both ways', () => {
    const rules = [makeRule({ maxEvents: 1 })]
    const ticked = evaluateSchedule(makeScheduleContext({ rows: [makeRow(1), makeRow(2)], rules }), { ceid: 1 })
    expect(ticked.map((row) => seen(row).text)).toEqual([null, 'Max in Day'])
    expect(ticked.map((row) => row.state)).toEqual(['selected', 'disabled'])
    const unticked = evaluateSchedule(makeScheduleContext({ rows: ticked, rules }), { ceid: 1 })
    expect(unticked.map((row) => row.state)).toEqual(['available', 'available'])
  })
})

describe('evaluateSchedule: the order decides', () => {
  it('entered (3) comes after security (2): an entry is shown as what it is', () => {
    expect(one({ entryId: 3, paid: 1, options: { security: rep } })).toEqual({
      state: 'confirmed',
      ruleType: 'none',
      text: 'Entry Confirmed',
    })
  })

  it('entered (3) before max reached (5): a paid entry in a full event is confirmed, not "Event full"', () => {
    expect(one({ entryId: 3, paid: 1, maxAthletes: 4, entryCount: 4 })).toEqual({
      state: 'confirmed',
      ruleType: 'none',
      text: 'Entry Confirmed',
    })
  })

  it('security (2) before schedule only (4) before full (5) before closed (6) before PB (7)', () => {
    const all = { maxAthletes: -1, isOpen: false, options: { security: rep, mandatoryPB: true } }
    expect(one(all).text).toBe('Entry by CLUB, COUNTY representative only')
    expect(one({ ...all, options: { mandatoryPB: true } }).text).toBe('Schedule Only')
    expect(one({ isOpen: false, maxAthletes: 2, entryCount: 2 }).text).toBe('Event full')
    expect(one({ isOpen: false, options: { mandatoryPB: true } }).text).toBe('Event Closed')
  })

  it('competition rules (6) before PB (7): the PB message shows once the limit no longer applies', () => {
    const rows = [makeRow(1, { state: 'selected' }), makeRow(2, { options: { mandatoryPB: true } })]
    const rules = [makeRule({ maxEvents: 1 })]
    const ctx = makeScheduleContext({ rows, rules })
    expect(formatRowMessage(evaluateSchedule(ctx)[1].message!)).toBe('Max in Day')
    expect(formatRowMessage(evaluateSchedule(ctx, { ceid: 1 })[1].message!)).toBe('PB required.')
  })

  it('the click (8) is judged before the competition rules are re-run (9): the second of a unique pair cannot be ticked', () => {
    // Ticking 1 is allowed because nothing is committed yet; step 9 then disables 2. Had the
    // toggle come after the re-run, the click on 1 would have been judged against itself.
    const rules = [makeRule({ unique: [{ ids: [1, 2], text: '' }] })]
    const first = evaluateSchedule(makeScheduleContext({ rows: [makeRow(1), makeRow(2)], rules }), { ceid: 1 })
    expect(first.map((row) => row.state)).toEqual(['selected', 'disabled'])
    const second = evaluateSchedule(makeScheduleContext({ rows: first, rules }), { ceid: 2 })
    expect(second.map((row) => row.state)).toEqual(['selected', 'disabled'])
    expect(formatRowMessage(second[1].message!)).toBe('Comp Unique: Event 1')
  })

  it('unique event groups (10) come last: an earlier rule keeps its message', () => {
    const rows = [makeRow(1, { order: inCart, options: { uniqueEventGroups: [502] } }), makeRow(2, { isOpen: false })]
    expect(seen(run(rows).get(2)!).text).toBe('Event Closed')
    expect(seen(run([rows[0], makeRow(2)]).get(2)!).text).toBe('Discipline disabled due to: Group 1')
  })
})

describe('evaluateSchedule: shape of the result', () => {
  it('hides disabled rows with hideOnDisable, and only those', () => {
    expect(seen(run([makeRow(1, { isOpen: false, options: { hideOnDisable: true } })]).get(1)!).hidden).toBe(true)
    expect(seen(run([makeRow(1, { options: { hideOnDisable: true } })]).get(1)!).hidden).toBe(false)
    expect(seen(run([makeRow(1, { entryId: 1, paid: 1, options: { hideOnDisable: true, security: rep } })]).get(1)!).hidden).toBe(false)
  })

  it('flags the waiting list on a full row left open by subscription mode', () => {
    const ctx = { competition: { subscription: { enabled: true, timeCloses: null } } }
    expect(seen(run([makeRow(1, { maxAthletes: 1, entryCount: 1 })], ctx).get(1)!).waitingList).toBe(true)
    expect(seen(run([makeRow(1, { maxAthletes: 1, entryCount: 0 })], ctx).get(1)!).waitingList).toBe(false)
  })

  it('keeps the input order and does not mutate the input', () => {
    const ctx = makeLargeSchedule(120)
    const copy = structuredClone(ctx)
    const result = evaluateSchedule(ctx, { ceid: ctx.rows[5].ceid })
    expect(ctx).toEqual(copy)
    expect(result.map((row) => row.ceid)).toEqual(ctx.rows.map((row) => row.ceid))
  })

  // Its speed is the bench's to hold (npm run bench), not a timed assertion here.
  it('evaluates a 300-row schedule, one result a row', () => {
    const ctx = makeLargeSchedule(300)
    for (let i = 0; i < 300; i += 37) expect(evaluateSchedule(ctx, { ceid: ctx.rows[i].ceid })).toHaveLength(300)
  })
})

// ---- Properties --------------------------------------------------------------------------------

const limit = fc.integer({ min: -2, max: 3 })
const NON_POSITIVE = fc.integer({ min: -3, max: 0 })

const rowArb = (ceid: number) =>
  fc
    .record({
      day: fc.integer({ min: 11, max: 12 }),
      tf: fc.constantFrom('T', 'F', 'R'),
      group: fc.integer({ min: 0, max: 3 }),
      maxAthletes: fc.constantFrom(-1, 0, 0, 0, 2),
      entryCount: fc.integer({ min: 0, max: 3 }),
      isOpen: fc.constantFrom(true, true, true, false),
      kind: fc.constantFrom('none', 'none', 'none', 'cart', 'userSelected', 'confirmed', 'other'),
      selected: fc.boolean(),
      adminOverride: fc.boolean(),
      pb: fc.constantFrom(null, 0, 12.5),
      mandatoryPB: fc.boolean(),
      excluded: fc.boolean(),
      team: fc.constantFrom(false, false, false, true),
      unique: fc.subarray([1, 2, 3, 4, 5, 6]),
      uniqueEventGroups: fc.subarray([0, 1, 2, 3]),
      secured: fc.constantFrom(false, false, true),
      hide: fc.boolean(),
    })
    .map((r) =>
      makeRow(ceid, {
        startDate: `2026-04-${r.day}T10:00:00+01:00`,
        tf: r.tf,
        eventGroup: { id: r.group, name: `G${r.group}` },
        maxAthletes: r.maxAthletes,
        entryCount: r.entryCount,
        isOpen: r.isOpen,
        order: { productId: r.kind === 'cart' || r.kind === 'other' ? 100 + ceid : 0, orderId: 0 },
        userSelected: r.kind === 'userSelected',
        entryId: r.kind === 'confirmed' ? 200 + ceid : 0,
        paid: r.kind === 'confirmed' ? 1 : 0,
        owner: r.kind === 'other' ? other : null,
        state: r.selected ? 'selected' : 'available',
        adminOverride: r.adminOverride,
        pb: r.pb,
        options: {
          mandatoryPB: r.mandatoryPB,
          excludeFromCntRule: r.excluded,
          isTeamEvent: r.team,
          unique: r.unique,
          uniqueEventGroups: r.uniqueEventGroups,
          security: r.secured ? rep : { clubs: [], counties: [], regions: [] },
          hideOnDisable: r.hide,
        },
      }),
    )

const rowsArb = fc.integer({ min: 0, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rowArb(i + 1))))

const ruleArb = (value: fc.Arbitrary<number>, withUnique: boolean) =>
  fc
    .record({
      maxEvents: value,
      maxField: value,
      maxTrack: value,
      maxCompEvents: value,
      maxCompField: value,
      maxCompTrack: value,
      maxExcludedEvents: value,
      maxTeamEvents: value,
      unique: withUnique
        ? fc.array(fc.record({ ids: fc.subarray([1, 2, 3, 4, 5, 6]), text: fc.constant('') }), { maxLength: 2 })
        : fc.constant<CompetitionRule['unique']>([]),
    })
    .map((rule) => makeRule(rule))

/** The test athlete is of club 10, county 20: 11 and 21 keep it out, 10 lets it in, a past cut-off ends it. */
const restrictionArb = fc.constantFrom<CompetitionRestriction | undefined>(
  undefined,
  undefined,
  { clubs: [11], areas: [], endsAt: null },
  { clubs: [11], areas: [21], endsAt: '2026-05-01T00:00:00Z' },
  { clubs: [10, 11], areas: [], endsAt: null },
  { clubs: [11], areas: [], endsAt: '2026-03-01T00:00:00Z' },
)

const contextArb = fc
  .record({
    rows: rowsArb,
    rule: ruleArb(limit, true),
    admin: fc.boolean(),
    subscription: fc.boolean(),
    athleteSecurity: restrictionArb,
    noTeamSection: fc.boolean(),
  })
  .map(({ rows, rule, admin, subscription, athleteSecurity, noTeamSection }) =>
    makeScheduleContext({
      rows,
      rules: [rule],
      user: { admin },
      competition: { subscription: { enabled: subscription, timeCloses: null }, athleteSecurity, noTeamSection },
    }),
  )

const isEntered = (row: ScheduleRow) => ['in-cart', 'awaiting-payment', 'confirmed'].includes(row.state)

const clickArb = fc.option(fc.record({ ceid: fc.integer({ min: 1, max: 7 }), adminOverride: fc.boolean() }), { nil: undefined })

function byCeid(rows: ScheduleRow[]): Record<number, Seen> {
  return Object.fromEntries(rows.map((row) => [row.ceid, seen(row)]))
}

describe('evaluateSchedule: properties', () => {
  it('(a) does not depend on the order rows arrive in', () => {
    fc.assert(
      fc.property(
        contextArb.chain((ctx) => fc.tuple(fc.constant(ctx), fc.shuffledSubarray(ctx.rows, { minLength: ctx.rows.length }))),
        clickArb,
        ([ctx, shuffled], click) => {
          expect(byCeid(evaluateSchedule({ ...ctx, rows: shuffled }, click))).toEqual(byCeid(evaluateSchedule(ctx, click)))
        },
      ),
    )
  })

  it('(b) a row in a cart is never available (nor selectable)', () => {
    fc.assert(
      fc.property(contextArb, clickArb, (ctx, click) => {
        const result = evaluateSchedule(ctx, click)
        ctx.rows.forEach((row, i) => {
          if ((row.order.productId > 0 && row.paid === 0) || row.userSelected) {
            expect(['in-cart', 'awaiting-payment', 'confirmed']).toContain(result[i].state)
          }
        })
      }),
    )
  })

  it('(c) limits of 0 or below never block: same result as no rule at all', () => {
    fc.assert(
      fc.property(rowsArb, ruleArb(NON_POSITIVE, false), clickArb, (rows, rule, click) => {
        const withRule = evaluateSchedule(makeScheduleContext({ rows, rules: [rule] }), click)
        const without = evaluateSchedule(makeScheduleContext({ rows, rules: [] }), click)
        expect(withRule).toEqual(without)
      }),
    )
  })

  it('(d) re-evaluating an evaluated schedule without a click changes nothing, also after a click', () => {
    fc.assert(
      fc.property(contextArb, clickArb, (ctx, click) => {
        const once = evaluateSchedule(ctx, click)
        expect(evaluateSchedule({ ...ctx, rows: once })).toEqual(once)
      }),
    )
  })

  it("keeps rows, order and the data fields; a click changes at most the clicked row's selection", () => {
    fc.assert(
      fc.property(contextArb, clickArb, (ctx, click) => {
        const before = evaluateSchedule(ctx)
        const after = evaluateSchedule({ ...ctx, rows: before }, click)
        const selected = (rows: ScheduleRow[]) => rows.filter((row) => row.state === 'selected').map((row) => row.ceid)
        const changed = new Set(
          [...selected(before), ...selected(after)].filter((c) => selected(before).includes(c) !== selected(after).includes(c)),
        )
        expect([...changed].every((c) => c === click?.ceid)).toBe(true)
        expect(after.map((row) => row.ceid)).toEqual(ctx.rows.map((row) => row.ceid))
        const data = ({ state: _s, ruleType: _r, message: _m, adminOverride: _a, hidden: _h, waitingList: _w, ...rest }: ScheduleRow) =>
          rest
        expect(after.map(data)).toEqual(ctx.rows.map(data))
      }),
    )
  })

  it('(e) while the competition keeps the athlete out, every row not entered is disabled with the security text, whatever the click', () => {
    fc.assert(
      fc.property(contextArb, clickArb, (ctx, click) => {
        const keptOut = keepsOut(ctx.competition.athleteSecurity, ctx.athlete, ctx.now)
        for (const row of evaluateSchedule(ctx, click)) {
          if (!keptOut || isEntered(row) || row.adminOverride) continue
          expect(row.state).toBe('disabled')
          expect(row.ruleType).toBe('security')
          expect(row.message).toEqual({ code: 'securityRepOnly' })
        }
      }),
    )
  })

  it('(f) a competition restriction that lets the athlete in, or has ended, changes nothing', () => {
    fc.assert(
      fc.property(contextArb, clickArb, (ctx, click) => {
        fc.pre(!keepsOut(ctx.competition.athleteSecurity, ctx.athlete, ctx.now))
        const without = { ...ctx, competition: { ...ctx.competition, athleteSecurity: undefined } }
        expect(evaluateSchedule(ctx, click)).toEqual(evaluateSchedule(without, click))
      }),
    )
  })

  it('(g) without a team section a team row is never offered: entered, disabled or forced by an admin', () => {
    fc.assert(
      fc.property(contextArb, clickArb, (ctx, click) => {
        fc.pre(ctx.competition.noTeamSection === true)
        for (const row of evaluateSchedule(ctx, click)) {
          if (!row.options.isTeamEvent || isEntered(row)) continue
          expect(row.state === 'disabled' || row.adminOverride).toBe(true)
        }
      }),
    )
  })

  it('large schedules too: order-independent and idempotent', () => {
    const ctx: ScheduleContext = makeLargeSchedule(300)
    const once = evaluateSchedule(ctx, { ceid: ctx.rows[3].ceid })
    expect(evaluateSchedule({ ...ctx, rows: once })).toEqual(once)
    expect(byCeid(evaluateSchedule({ ...ctx, rows: [...ctx.rows].reverse() }, { ceid: ctx.rows[3].ceid }))).toEqual(byCeid(once))
  })
})

describe('evaluateSchedule: a club competition’s allowance (step 6 and 9)', () => {
  const allowance = (over: Partial<NonNullable<ScheduleContext['competition']['clubAllowance']>> = {}) => ({
    club: { id: 10, name: 'Flintley AC' },
    maxEntries: 3,
    maxPerEvent: 1,
    maxRelays: 0,
    maxMixedRelays: 0,
    entryCount: 1,
    eventGroups: [{ id: 501, name: 'Group 1', count: 1, athletes: ['Ann Lee'] }],
    teams: [],
    ...over,
  })
  const EVENT_TEXT = 'Your club has made the 1 entries it is allowed in this event.'
  const ENTRY_TEXT = 'Your club has made the 3 entries it is allowed in this competition.'

  it('disables the rows of a group at maxPerEvent with the message, before any click', () => {
    const rows = run([makeRow(1), makeRow(2)], { competition: { clubAllowance: allowance() } })
    expect(seen(rows.get(1)!)).toMatchObject(disabled('comp', EVENT_TEXT))
    expect(rows.get(2)!.state).toBe('available')
  })

  it('a row the athlete holds already is shown as entered, not disabled', () => {
    const rows = run([makeRow(1, { order: inCart })], { competition: { clubAllowance: allowance() } })
    expect(rows.get(1)!.state).toBe('in-cart')
  })

  it('counts the selection on its way: a tick fills the allowance and disables the rest', () => {
    const clubAllowance = allowance({ maxPerEvent: 2, entryCount: 2 })
    const rows = run([makeRow(1), makeRow(2), makeRow(3)], { competition: { clubAllowance } }, { ceid: 2 })
    expect(rows.get(2)!.state).toBe('selected')
    expect(seen(rows.get(1)!)).toMatchObject(disabled('comp', ENTRY_TEXT))
    expect(seen(rows.get(3)!)).toMatchObject(disabled('comp', ENTRY_TEXT))
    const refused = run([makeRow(1), makeRow(2, { state: 'selected' })], { competition: { clubAllowance } }, { ceid: 1 })
    expect(refused.get(1)!.state).toBe('disabled')
  })

  it('no allowance, no club rule; team rows are left to the team section', () => {
    expect(run([makeRow(1)]).get(1)!.state).toBe('available')
    const full = allowance({ entryCount: 3 })
    const team = run([makeRow(1, { options: { isTeamEvent: true } })], { competition: { clubAllowance: full } })
    expect(team.get(1)!.state).toBe('available')
  })

  it('property: whatever is clicked, selected rows never take the club above an allowance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 20 }),
        (maxEntries, maxPerEvent, clicks) => {
          const clubAllowance = allowance({ maxEntries, maxPerEvent, entryCount: 0, eventGroups: [] })
          // Rows 1–8 in four groups of two.
          let rows = Array.from({ length: 8 }, (_, i) => makeRow(i + 1, { eventGroup: { id: Math.ceil((i + 1) / 2), name: 'G' } }))
          for (const ceid of clicks) rows = evaluateSchedule(makeScheduleContext({ rows, competition: { clubAllowance } }), { ceid })
          const chosen = rows.filter((r) => r.state === 'selected')
          if (maxEntries > 0) expect(chosen.length).toBeLessThanOrEqual(maxEntries)
          if (maxPerEvent > 0)
            for (const g of [1, 2, 3, 4]) expect(chosen.filter((r) => r.eventGroup.id === g).length).toBeLessThanOrEqual(maxPerEvent)
        },
      ),
    )
  })
})
