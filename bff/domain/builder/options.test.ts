import { describe, expect, it } from 'vitest'
import { displayInstant } from './dates'
import { OPTIONS_MESSAGES_EN, validateOptions, type OptionsRuleInput } from './options'

const valid: OptionsRuleInput = {
  priority: { required: true, code: 'ABCDE', date: '15/06/2026', time: '12:00' },
  entriesOpen: displayInstant('11/06/2026', '09:00'),
  entriesClose: displayInstant('01/07/2026', '23:59'),
  checkInUseTerms: false,
  checkInTerms: '',
  subscriptionCloses: { date: '', time: '' },
}

type Over = { priority?: Partial<OptionsRuleInput['priority']> } & Partial<Omit<OptionsRuleInput, 'priority'>>
const messages = (over: Over) =>
  validateOptions({ ...valid, ...over, priority: { ...valid.priority, ...over.priority } }).map((p) => [
    p.field,
    OPTIONS_MESSAGES_EN[p.code],
  ])

describe('builder step 2 rules (3-organiser-admin §5), each with the exact message', () => {
  it('accepts valid options, and a competition without priority whatever its priority fields say', () => {
    expect(messages({})).toEqual([])
    expect(messages({ priority: { required: false, code: '', date: 'rubbish' } })).toEqual([])
  })

  const cases: Array<[string, Over, string, string]> = [
    ['priority without a code', { priority: { code: '  ' } }, 'priorityCode', "A 'Priority' code is Required."],
    ['priority without a finish date', { priority: { date: '' } }, 'priorityDate', 'Required'],
    ['priority without a finish time', { priority: { time: '' } }, 'priorityTime', 'Required'],
    ['priority finish not a date', { priority: { date: '30/02/2026' } }, 'priorityDate', 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!'],
    ['priority finish not a time', { priority: { time: '7pm' } }, 'priorityTime', 'Please enter time HH:mm, e.g. 09:25, 23:59!'],
    [
      'priority finish after entries close',
      { priority: { date: '02/07/2026' } },
      'priorityDate',
      "'Priority' date entered after entries closing date",
    ],
    [
      'priority finish before entries open',
      { priority: { date: '10/06/2026' } },
      'priorityDate',
      "'Priority' date entered before entries open date",
    ],
    [
      'waiting list closing on a date that is not one',
      { subscriptionCloses: { date: '31/04/2026', time: '' } },
      'subscriptionCloses',
      'Please enter date DD/MM/YYYY, e.g. 28/03/1970!',
    ],
    [
      'waiting list closing at a time that is not one',
      { subscriptionCloses: { date: '', time: '25:00' } },
      'subscriptionClosesTime',
      'Please enter time HH:mm, e.g. 09:25, 23:59!',
    ],
    ['check-in terms used but empty', { checkInUseTerms: true, checkInTerms: ' ' }, 'checkInTerms', "Enter 'terms and conditions'."],
  ]
  it.each(cases)('%s', (_label, over, field, message) => {
    expect(messages(over)).toEqual([[field, message]])
  })

  it('without an entries window yet, the priority finish is not compared', () => {
    expect(messages({ entriesOpen: null, entriesClose: null, priority: { date: '01/01/2030' } })).toEqual([])
  })
})
