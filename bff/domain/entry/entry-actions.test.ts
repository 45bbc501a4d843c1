import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cancelChoices,
  moveDestinations,
  readCancelForm,
  readPaidForm,
  REASON_MAX,
  type CancelRule,
  type Settlement,
} from './entry-actions'

const CLOSE = '2026-12-05T23:59:00+01:00'
const closeMs = Date.parse(CLOSE)
const ALL: CancelRule = { hrsBeforeClose: 48, refund: true, credit: true }
const hoursBefore = (h: number) => new Date(closeMs - h * 3_600_000)

describe('cancelChoices', () => {
  it.each<[string, CancelRule, number, Date, Settlement[], boolean]>([
    ['paid, well before close', ALL, 1, hoursBefore(72), ['refund', 'credit', 'none'], false],
    ['paid, exactly at the window edge', ALL, 1, hoursBefore(48), ['refund', 'credit', 'none'], false],
    ['paid, inside the last 48 hours', ALL, 1, hoursBefore(47), ['none'], true],
    ['paid, credit only', { ...ALL, refund: false }, 1, hoursBefore(72), ['credit', 'none'], false],
    ['paid, neither allowed', { ...ALL, refund: false, credit: false }, 1, hoursBefore(72), ['none'], false],
    ['unpaid', ALL, 0, hoursBefore(72), ['none'], false],
    ['cheque awaiting payment', ALL, 2, hoursBefore(72), ['none'], false],
    ['auto free price', ALL, 3, hoursBefore(72), ['none'], false],
    ['a 0-hour window, just before close', { ...ALL, hrsBeforeClose: 0 }, 1, hoursBefore(0.5), ['refund', 'credit', 'none'], false],
  ])('%s', (_name, rule, paid, now, settlements, windowClosed) => {
    expect(cancelChoices(rule, CLOSE, paid, now)).toEqual({ settlements, windowClosed })
  })

  it('closes the window when the close date cannot be read', () => {
    expect(cancelChoices(ALL, 'TBC', 1, hoursBefore(500))).toEqual({ settlements: ['none'], windowClosed: true })
  })

  it('always offers cancelling with neither, and money only for a paid entry before the window closes', () => {
    fc.assert(
      fc.property(
        fc.record({ hrsBeforeClose: fc.integer({ min: 0, max: 500 }), refund: fc.boolean(), credit: fc.boolean() }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -1000, max: 1000 }),
        (rule, paid, hours) => {
          const { settlements } = cancelChoices(rule, CLOSE, paid, hoursBefore(hours))
          expect(settlements.at(-1)).toBe('none')
          const money = settlements.filter((s) => s !== 'none')
          if (paid !== 1 || hours < rule.hrsBeforeClose) expect(money).toEqual([])
          if (!rule.refund) expect(money).not.toContain('refund')
          if (!rule.credit) expect(money).not.toContain('credit')
        },
      ),
    )
  })
})

describe('readCancelForm', () => {
  const allowed: Settlement[] = ['credit', 'none']
  it('takes a trimmed reason and an allowed settlement', () => {
    expect(readCancelForm({ reason: '  Injured ', settle: 'credit' }, allowed)).toEqual({
      ok: true,
      reason: 'Injured',
      settlement: 'credit',
    })
  })
  it.each([
    [{ reason: '   ', settle: 'none' }, 'reasonRequired'],
    [{ reason: undefined, settle: 'none' }, 'reasonRequired'],
    [{ reason: 'x'.repeat(REASON_MAX + 1), settle: 'none' }, 'reasonTooLong'],
    [{ reason: 'Injured', settle: 'refund' }, 'settlementNotAllowed'],
    [{ reason: 'Injured', settle: 'REFUND' }, 'settlementNotAllowed'],
    [{ reason: 'Injured', settle: null }, 'settlementNotAllowed'],
  ])('%o → %s', (fields, error) => {
    expect(readCancelForm(fields, allowed)).toEqual({ ok: false, error })
  })
  it('never accepts a settlement outside the allowed ones', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.subarray<Settlement>(['refund', 'credit', 'none']), (reason, settle, allowedNow) => {
        const form = readCancelForm({ reason, settle }, allowedNow)
        if (form.ok) {
          expect(allowedNow).toContain(form.settlement)
          expect(form.reason).toBe(form.reason.trim())
          expect(form.reason.length).toBeGreaterThan(0)
        }
      }),
    )
  })
})

describe('moveDestinations', () => {
  it('leaves out the current event and orders by start time, then name', () => {
    const events = [
      { ceid: 3, name: 'Shot Put', startDateTime: '2026-12-06T10:00' },
      { ceid: 1, name: '100m', startDateTime: '2026-12-06T09:00' },
      { ceid: 2, name: 'Long Jump', startDateTime: '2026-12-06T09:00' },
    ]
    expect(moveDestinations(events, 2).map((e) => e.ceid)).toEqual([1, 3])
  })
})

describe('the set-paid form (2-entry §7, 3-organiser-admin §3 payment statuses)', () => {
  it("reads one of §3's four statuses and a trimmed note", () => {
    for (const s of ['0', '1', '2', '3'])
      expect(readPaidForm({ paid: s, message: ' Cheque 104 ' })).toEqual({ ok: true, paid: Number(s), message: 'Cheque 104' })
    expect(readPaidForm({ paid: '1', message: null })).toEqual({ ok: true, paid: 1, message: '' })
  })

  it('refuses any other status and a note over 200 characters', () => {
    for (const paid of ['4', '-1', '', '1.0', null, 1])
      expect(readPaidForm({ paid, message: '' })).toEqual({ ok: false, error: 'statusRequired' })
    expect(readPaidForm({ paid: '1', message: 'x'.repeat(201) })).toEqual({ ok: false, error: 'paidMessageTooLong' })
    expect(readPaidForm({ paid: '1', message: 'x'.repeat(200) }).ok).toBe(true)
  })
})
