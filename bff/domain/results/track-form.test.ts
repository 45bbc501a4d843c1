import { describe, expect, it } from 'vitest'
import { readTrackForm, readWind, windAffected, type TrackFormEntry } from './track-form'

const ENTRIES: TrackFormEntry[] = [
  { entryId: 1, bibNo: '7', pb: 11.0, sb: null },
  { entryId: 2, bibNo: '8', pb: 10.5, sb: 10.9 },
  { entryId: 3, bibNo: '9', pb: 0, sb: null },
]
const row = (bib: string, mark: string, lane = '') => ({ bib, lane, mark })

describe('readTrackForm', () => {
  it('places the heat, flags PB and SB, keeps lanes and leaves blank rows out', () => {
    const form = readTrackForm(
      { rows: [row('7', '10.91', '4'), row('8', '10.80', '5'), row('9', 'dns', '6'), row('', '')], wind: '+1.2' },
      '100m',
      ENTRIES,
    )
    expect(form).toEqual({
      ok: true,
      wind: 1.2,
      rows: [
        { entryId: 1, lane: 4, time: 10.91, thousandths: null, status: null, place: 2, pb: true, sb: false },
        { entryId: 2, lane: 5, time: 10.8, thousandths: null, status: null, place: 1, pb: false, sb: true },
        { entryId: 3, lane: 6, time: null, thousandths: null, status: 'DNS', place: null, pb: false, sb: false },
      ],
    })
  })

  it('reads typed thousandths as the photo-finish file does: up to the next hundredth, the tie broken on thousandths', () => {
    const form = readTrackForm({ rows: [row('7', '10.524'), row('8', '10.521'), row('9', '10.53')], wind: '' }, '100m', ENTRIES)
    expect(form.ok && form.rows.map((r) => [r.time, r.thousandths, r.place])).toEqual([
      [10.53, 10.524, 1],
      [10.53, 10.521, 1],
      // 10.53 typed to the hundredth: the tie with the thousandths cannot be broken, all three share.
      [10.53, null, 1],
    ])
    const two = readTrackForm({ rows: [row('7', '10.524'), row('8', '10.521')], wind: '' }, '100m', ENTRIES)
    expect(two.ok && two.rows.map((r) => [r.time, r.place])).toEqual([
      [10.53, 2],
      [10.53, 1],
    ])
  })

  it('reports every bad row at once: not a time, out of range, the same bib twice, an unknown bib, a mark without bib', () => {
    const form = readTrackForm(
      { rows: [row('7', 'quick'), row('8', '4.10'), row('9', '11.00'), row('9', '11.10'), row('44', '11.2'), row('', '11.3')], wind: '' },
      '100m',
      ENTRIES,
    )
    expect(form).toEqual({
      ok: false,
      errors: [
        { row: 0, error: 'notATime', value: 'quick' },
        { row: 1, error: 'outOfRange', value: '4.10' },
        { row: 2, error: 'sameBib', value: '9' },
        { row: 3, error: 'sameBib', value: '9' },
        { row: 4, error: 'unknownBib', value: '44' },
        { row: 5, error: 'noBib', value: '' },
      ],
    })
  })

  it('refuses a wind that is not m/s, and a form with no result', () => {
    expect(readTrackForm({ rows: [row('7', '23.00')], wind: 'calm' }, '200m', ENTRIES)).toEqual({
      ok: false,
      errors: [{ row: null, error: 'badWind', value: 'calm' }],
    })
    expect(readTrackForm({ rows: [row('7', '')], wind: '' }, '100m', ENTRIES)).toEqual({
      ok: false,
      errors: [{ row: null, error: 'nothing', value: '' }],
    })
  })

  it('ignores the wind of a race that is not wind-affected', () => {
    expect(readTrackForm({ rows: [row('7', '2:01.5')], wind: 'calm' }, '800m', ENTRIES)).toMatchObject({ ok: true, wind: null })
  })
})

describe('wind', () => {
  it('is measured up to 200 m, not for relays or longer races', () => {
    expect(['100m', '200m', '110m Hurdles', '60m'].map(windAffected)).toEqual([true, true, true, true])
    expect(['400m', '4x100m Relay', '1500m', 'Long Jump'].map(windAffected)).toEqual([false, false, false, false])
  })

  it('reads signed m/s to the tenth', () => {
    expect(['+1.2', '-0.4', '0', '1,3', ''].map(readWind)).toEqual([
      { ok: true, wind: 1.2 },
      { ok: true, wind: -0.4 },
      { ok: true, wind: 0 },
      { ok: true, wind: 1.3 },
      { ok: true, wind: null },
    ])
    expect(readWind('1.25')).toEqual({ ok: false })
  })
})
