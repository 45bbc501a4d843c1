import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { entryStatus, type EntryStatus } from './competition-status'
import { makeCompetition } from './competition.test-support'

// Open 1 Mar 09:00 UTC; standard entries end 20 Mar 18:00 UTC (shown 17:59); close 5 Apr 23:59 BST.
const OPEN = '2026-03-01T09:00:00+00:00'
const SALE_END = '2026-03-20T18:00:00+00:00'
const CLOSE = '2026-04-05T23:59:00+01:00'
const base = { openDate: OPEN, closeDate: CLOSE, saleEndDate: SALE_END }

const at = (iso: string, deltaMs = 0) => new Date(new Date(iso).getTime() + deltaMs)
const MID = at('2026-03-10T12:00:00Z')

describe('entryStatus: precedence', () => {
  it('not active wins over everything', () => {
    const comp = makeCompetition({
      ...base,
      active: false,
      disabled: true,
      limits: { athletes: 1, entries: 0, teams: 0 },
      counts: { athletes: 5, entries: 0, teams: 0 },
    })
    expect(entryStatus(comp, MID)).toEqual<EntryStatus>({ canEnter: false, open: false, late: false, state: 'not-active' })
  })

  it('disabled comes next, also before opening', () => {
    const comp = makeCompetition({ ...base, disabled: true })
    expect(entryStatus(comp, at(OPEN, -1)).state).toBe('disabled')
    expect(entryStatus(comp, MID)).toEqual<EntryStatus>({ canEnter: false, open: false, late: false, state: 'disabled' })
  })

  it('not yet open beats a reached limit', () => {
    const comp = makeCompetition({ ...base, limits: { athletes: 2, entries: 0, teams: 0 }, counts: { athletes: 2, entries: 0, teams: 0 } })
    expect(entryStatus(comp, at(OPEN, -1))).toMatchObject({ state: 'opens', date: OPEN, canEnter: false })
  })

  it('a reached limit beats the close date', () => {
    const comp = makeCompetition({ ...base, limits: { athletes: 2, entries: 0, teams: 0 }, counts: { athletes: 2, entries: 0, teams: 0 } })
    expect(entryStatus(comp, at(CLOSE, 1000)).state).toBe('closed-limit')
  })
})

describe('entryStatus: limits', () => {
  const limited = (
    limits: Partial<Record<'athletes' | 'entries' | 'teams', number>>,
    counts: Partial<Record<'athletes' | 'entries' | 'teams', number>>,
    teamComp = false,
  ) =>
    makeCompetition({
      ...base,
      teamComp,
      limits: { athletes: 0, entries: 0, teams: 0, ...limits },
      counts: { athletes: 0, entries: 0, teams: 0, ...counts },
    })

  it.each([
    ['athletes at the limit', limited({ athletes: 100 }, { athletes: 100 }), { kind: 'athletes', max: 100 }],
    ['athletes over the limit', limited({ athletes: 100 }, { athletes: 101 }), { kind: 'athletes', max: 100 }],
    ['entries at the limit', limited({ entries: 50 }, { entries: 50 }), { kind: 'entries', max: 50 }],
    ['teams at the limit on a team comp', limited({ teams: 4 }, { teams: 4 }, true), { kind: 'teams', max: 4 }],
    ['athletes reported before entries', limited({ athletes: 1, entries: 1 }, { athletes: 1, entries: 1 }), { kind: 'athletes', max: 1 }],
  ])('%s closes entry', (_name, comp, limit) => {
    expect(entryStatus(comp, MID)).toEqual<EntryStatus>({
      canEnter: false,
      open: false,
      late: false,
      state: 'closed-limit',
      limit,
    } as EntryStatus)
  })

  it.each([
    ['one below the limit', limited({ athletes: 100 }, { athletes: 99 })],
    ['a limit of 0 means none', limited({ athletes: 0, entries: 0 }, { athletes: 5000, entries: 9000 })],
    ['a negative limit means none', limited({ athletes: -1 }, { athletes: 5 })],
    ['teams ignored on a non-team comp', limited({ teams: 1 }, { teams: 3 })],
  ])('%s leaves entry open', (_name, comp) => {
    expect(entryStatus(comp, MID).canEnter).toBe(true)
  })
})

describe('entryStatus: dates and boundaries', () => {
  const comp = makeCompetition(base)
  const STD_END_MS = new Date(SALE_END).getTime() - 60_000

  it('1 ms before opening: opens, with the open date', () => {
    expect(entryStatus(comp, at(OPEN, -1))).toEqual<EntryStatus>({ canEnter: false, open: false, late: false, state: 'opens', date: OPEN })
  })

  it('exactly at opening: open for standard entries', () => {
    expect(entryStatus(comp, at(OPEN))).toEqual<EntryStatus>({
      canEnter: true,
      open: true,
      late: false,
      state: 'std-entries-close',
      date: '2026-03-20T17:59:00+00:00',
    })
  })

  it('1 ms after opening: open', () => {
    expect(entryStatus(comp, at(OPEN, 1)).canEnter).toBe(true)
  })

  it('1 ms before saleEnd − 60 s: still standard entries', () => {
    expect(entryStatus(comp, new Date(STD_END_MS - 1))).toMatchObject({ state: 'std-entries-close', late: false })
  })

  it('exactly at saleEnd − 60 s: late entries, dated with the close date', () => {
    expect(entryStatus(comp, new Date(STD_END_MS))).toEqual<EntryStatus>({
      canEnter: true,
      open: true,
      late: true,
      state: 'late-entries-close',
      date: CLOSE,
    })
  })

  it('1 ms after saleEnd − 60 s and after saleEnd itself: late', () => {
    expect(entryStatus(comp, new Date(STD_END_MS + 1))).toMatchObject({ state: 'late-entries-close', late: true })
    expect(entryStatus(comp, at(SALE_END, 1))).toMatchObject({ state: 'late-entries-close', late: true })
  })

  it('1 ms before closing: still open', () => {
    expect(entryStatus(comp, at(CLOSE, -1))).toMatchObject({ state: 'late-entries-close', canEnter: true })
  })

  it('exactly at closing: closed, with the close date', () => {
    expect(entryStatus(comp, at(CLOSE))).toEqual<EntryStatus>({ canEnter: false, open: false, late: true, state: 'closed', date: CLOSE })
  })

  it('1 ms after closing: closed', () => {
    expect(entryStatus(comp, at(CLOSE, 1)).state).toBe('closed')
  })

  it('without a saleEndDate: entries close, never late', () => {
    const plain = makeCompetition({ ...base, saleEndDate: null })
    expect(entryStatus(plain, MID)).toEqual<EntryStatus>({ canEnter: true, open: true, late: false, state: 'entries-close', date: CLOSE })
    expect(entryStatus(plain, at(CLOSE, -1)).late).toBe(false)
  })

  it('the standard-entries date keeps the offset as written', () => {
    const bst = makeCompetition({ ...base, saleEndDate: '2026-03-31T00:00:00+01:00' })
    expect(entryStatus(bst, MID).date).toBe('2026-03-30T23:59:00+01:00')
  })

  it('compares instants, not wall clocks, across offsets', () => {
    // 23:59 +01:00 is 22:59 UTC.
    expect(entryStatus(comp, at('2026-04-05T22:58:59.999Z')).canEnter).toBe(true)
    expect(entryStatus(comp, at('2026-04-05T22:59:00Z')).canEnter).toBe(false)
  })

  it('reads an offset-less date-time as London wall-clock time', () => {
    const local = makeCompetition({ ...base, closeDate: '2026-04-05T23:59:00' })
    expect(entryStatus(local, at('2026-04-05T22:58:59Z')).canEnter).toBe(true)
    expect(entryStatus(local, at('2026-04-05T22:59:00Z')).state).toBe('closed')
  })

  it('fails closed on an unparseable open or close date', () => {
    expect(entryStatus(makeCompetition({ ...base, openDate: 'soon' }), MID)).toEqual<EntryStatus>({
      canEnter: false,
      open: false,
      late: false,
      state: 'closed',
    })
    expect(entryStatus(makeCompetition({ ...base, closeDate: '2026-02-30T10:00:00Z' }), MID).state).toBe('closed')
  })

  it('treats an unparseable saleEndDate as none', () => {
    expect(entryStatus(makeCompetition({ ...base, saleEndDate: 'n/a' }), MID)).toMatchObject({ state: 'entries-close', late: false })
  })
})

describe('entryStatus: invariants', () => {
  it('open equals canEnter; a date is given exactly for dated states; late only after the standard end', () => {
    const start = new Date(OPEN).getTime() - 5 * 86_400_000
    const end = new Date(CLOSE).getTime() + 5 * 86_400_000
    fc.assert(
      fc.property(
        fc.integer({ min: start, max: end }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (ms, active, disabled, withSaleEnd, limit, count) => {
          const comp = makeCompetition({
            ...base,
            active,
            disabled,
            saleEndDate: withSaleEnd ? SALE_END : null,
            limits: { athletes: limit, entries: 0, teams: 0 },
            counts: { athletes: count, entries: 0, teams: 0 },
          })
          const status = entryStatus(comp, new Date(ms))
          expect(status.open).toBe(status.canEnter)
          const dated = ['opens', 'closed', 'std-entries-close', 'late-entries-close', 'entries-close'].includes(status.state)
          expect(status.date !== undefined).toBe(dated)
          expect(status.limit !== undefined).toBe(status.state === 'closed-limit')
          expect(status.late).toBe(withSaleEnd && ms >= new Date(SALE_END).getTime() - 60_000)
          if (status.canEnter) {
            expect(active && !disabled).toBe(true)
            expect(ms >= new Date(OPEN).getTime() && ms < new Date(CLOSE).getTime()).toBe(true)
          }
        },
      ),
    )
  })
})
