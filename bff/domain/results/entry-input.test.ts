import { describe, expect, it } from 'vitest'
import { attemptText, readAttempt, readTrackInput, repeatedBibs } from './entry-input'
import { parseLif } from './lif'

describe('readTrackInput', () => {
  it('reads a time, a status in any case, or nothing yet', () => {
    expect(readTrackInput('10.53', '100m')).toEqual({ ok: true, time: 10.53, thousandths: null, status: null })
    expect(readTrackInput('1:52.34', '800m')).toEqual({ ok: true, time: 112.34, thousandths: null, status: null })
    expect(readTrackInput(' dnf ', '100m')).toEqual({ ok: true, time: null, thousandths: null, status: 'DNF' })
    expect(readTrackInput('', '100m')).toEqual({ ok: true, time: null, thousandths: null, status: null })
  })

  it('rounds typed thousandths up to the next hundredth (Rule 19.24), as the photo-finish reader does', () => {
    expect(readTrackInput('10.523', '100m')).toEqual({ ok: true, time: 10.53, thousandths: 10.523, status: null })
    expect(readTrackInput('10.520', '100m')).toEqual({ ok: true, time: 10.52, thousandths: 10.52, status: null })
    const lif = parseLif('1,1,1,100m\n1,7,4,A,B,C,10.523')
    expect(lif.ok && lif.file.rows[0].officialTime).toBe(10.53)
  })

  it('refuses what is not a time, and a time faster than the event allows', () => {
    expect(readTrackInput('fast', '100m')).toEqual({ ok: false, error: 'notATime' })
    expect(readTrackInput('1:75.00', '800m')).toEqual({ ok: false, error: 'notATime' })
    expect(readTrackInput('5.20', '100m')).toEqual({ ok: false, error: 'outOfRange' })
  })
})

describe('readAttempt', () => {
  it('reads a mark (comma or point), a foul, a pass or nothing', () => {
    expect(readAttempt('6.52', 'Long Jump', 'D')).toEqual({ ok: true, attempt: 6.52 })
    expect(readAttempt('6,52', 'Long Jump', 'D')).toEqual({ ok: true, attempt: 6.52 })
    expect(readAttempt('x', 'Long Jump', 'D')).toEqual({ ok: true, attempt: 'X' })
    expect(readAttempt('-', 'Long Jump', 'D')).toEqual({ ok: true, attempt: '-' })
    expect(readAttempt(' ', 'Long Jump', 'D')).toEqual({ ok: true, attempt: null })
  })

  it('refuses what is not a mark, and a mark beyond the event', () => {
    expect(readAttempt('far', 'Long Jump', 'D')).toEqual({ ok: false, error: 'notAMark' })
    expect(readAttempt('99', 'Long Jump', 'D')).toEqual({ ok: false, error: 'outOfRange' })
    expect(readAttempt('3.10', 'High Jump', 'H')).toEqual({ ok: false, error: 'outOfRange' })
  })

  it('shows an attempt as it is typed back', () => {
    expect([6.5, 'X', '-', null].map((a) => attemptText(a as never))).toEqual(['6.50', 'X', '-', ''])
  })
})

describe('repeatedBibs', () => {
  it('names each bib given twice, blanks aside', () => {
    expect([...repeatedBibs(['7', '8', ' 7', '', '', '9', '8'])]).toEqual(['7', '8'])
  })
})
