import { describe, expect, it } from 'vitest'
import { nextConditionStep, normalisePriorityCode, priorityCodeRequired } from './entry-conditions'

const now = new Date('2026-11-22T12:00:00Z')
const comp = (priority: { required: boolean; dateTime: string | null }, termsHtml = '') => ({
  id: 7,
  priority: { ...priority, message: '' },
  termsHtml,
})

describe('priorityCodeRequired', () => {
  it.each([
    [{ required: false, dateTime: null }, false],
    [{ required: true, dateTime: null }, true],
    [{ required: true, dateTime: '' }, true],
    [{ required: true, dateTime: '2026-11-23T09:00:00+01:00' }, true],
    [{ required: true, dateTime: '2026-11-22T13:00:00+01:00' }, false], // exactly now: open to all
    [{ required: true, dateTime: '2026-11-21T09:00:00+01:00' }, false],
  ])('%o → %s', (priority, expected) => {
    expect(priorityCodeRequired(comp(priority), now)).toBe(expected)
  })
})

describe('nextConditionStep', () => {
  const none = { priority: [], terms: [] }
  it('priority first, then terms, then entry', () => {
    const c = comp({ required: true, dateTime: null }, '<p>Terms</p>')
    expect(nextConditionStep(c, none, now)).toBe('priority')
    expect(nextConditionStep(c, { priority: [7], terms: [] }, now)).toBe('terms')
    expect(nextConditionStep(c, { priority: [7], terms: [7] }, now)).toBe('entry')
  })
  it('no priority and no terms: straight to entry; confirmations of other competitions do not count', () => {
    expect(nextConditionStep(comp({ required: false, dateTime: null }), none, now)).toBe('entry')
    expect(nextConditionStep(comp({ required: true, dateTime: null }), { priority: [8], terms: [] }, now)).toBe('priority')
  })
  it('blank terms are no terms', () => {
    expect(nextConditionStep(comp({ required: false, dateTime: null }, '  '), none, now)).toBe('entry')
  })
})

describe('normalisePriorityCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalisePriorityCode(' abCde ')).toBe(normalisePriorityCode('ABCDE'))
  })
})
