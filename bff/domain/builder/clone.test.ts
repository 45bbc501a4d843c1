import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cloneMessage, validateCloneDate, withoutClonePrefix } from './clone'

const NOW = new Date('2026-06-01T10:00:00Z')
const message = (date: string) => {
  const code = validateCloneDate(date, NOW)
  return code === null ? null : cloneMessage(code)
}

describe('cloning a competition (3-organiser-admin §2)', () => {
  it.each([
    ['Cloned 1 Summer Open', 'Summer Open'],
    ['Cloned 12 Summer Open', 'Summer Open'],
    ['Summer Open', 'Summer Open'],
    ['Summer Cloned 1 Open', 'Summer Cloned 1 Open'],
    ['Cloned Summer Open', 'Cloned Summer Open'],
  ])('%s loads as %s', (name, shown) => {
    expect(withoutClonePrefix(name)).toBe(shown)
  })

  it.each([
    ['', 'Required.'],
    ['  ', 'Required.'],
    ['31/02/2027', 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!'],
    ['2027-01-01', 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!'],
    ['31/05/2026', 'Competition date cannot be before current time.'],
    ['01/06/2026', null],
    ['29.02.2028', null],
    ['01-07-2026', null],
  ])('a new date of %j: %s', (date, expected) => {
    expect(message(date)).toBe(expected)
  })

  it('a new date in the past is always refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3650 }), (daysBack) => {
        const d = new Date(NOW.getTime() - daysBack * 86_400_000)
        const shown = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
        expect(message(shown)).toBe('Competition date cannot be before current time.')
      }),
    )
  })
})
