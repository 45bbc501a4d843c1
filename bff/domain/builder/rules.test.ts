import { describe, expect, it } from 'vitest'
import { formatRuleProblem, validateCompRule, type CompRuleInput } from './rules'

const valid: CompRuleInput = { id: 0, agid: 3, unique: { text: '', eventIds: [] } }
const existing = [
  { id: 71, agid: 3 },
  { id: 72, agid: 0 },
]
type Over = Partial<Omit<CompRuleInput, 'unique'>> & { unique?: Partial<CompRuleInput['unique']> }
const messages = (over: Over) =>
  validateCompRule({ ...valid, ...over, unique: { ...valid.unique, ...over.unique } }, existing).map((p) => [p.field, formatRuleProblem(p)])

describe('builder step 5 rules (3-organiser-admin §5 Comp rule unique group), each with the exact message', () => {
  it('accepts a rule for an age group without one, the edit of a rule in place, and a full unique group', () => {
    expect(messages({ agid: 5 })).toEqual([])
    expect(messages({ id: 71 })).toEqual([])
    expect(messages({ agid: 5, unique: { text: 'One sprint', eventIds: [1, 2] } })).toEqual([])
  })

  const cases: Array<[string, Over, Array<[string, string]>]> = [
    ['a second rule for an age group', { agid: 3 }, [['agid', 'A comp rule for [3] already exists.']]],
    ['a second rule for every age group (0)', { agid: 0 }, [['agid', 'A comp rule for [0] already exists.']]],
    ['an edit moved onto another rule’s age group', { id: 71, agid: 0 }, [['agid', 'A comp rule for [0] already exists.']]],
    ['a unique group with events and no label', { agid: 5, unique: { eventIds: [1, 2] } }, [['uniqueText', 'Enter an Text label.']]],
    ['a unique group with a blank label', { agid: 5, unique: { text: '  ', eventIds: [1, 2] } }, [['uniqueText', 'Enter an Text label.']]],
    [
      'a unique group with one event',
      { agid: 5, unique: { text: 'Sprints', eventIds: [1] } },
      [['uniqueEvents', 'Select at least 2 events.']],
    ],
    [
      'a unique group naming one event twice',
      { agid: 5, unique: { text: 'Sprints', eventIds: [1, 1] } },
      [['uniqueEvents', 'Select at least 2 events.']],
    ],
    ['a label and no events', { agid: 5, unique: { text: 'Sprints' } }, [['uniqueEvents', 'Select at least 2 events.']]],
    [
      'every problem at once',
      { agid: 3, unique: { eventIds: [4] } },
      [
        ['agid', 'A comp rule for [3] already exists.'],
        ['uniqueText', 'Enter an Text label.'],
        ['uniqueEvents', 'Select at least 2 events.'],
      ],
    ],
  ]
  it.each(cases)('%s', (_name, over, expected) => {
    expect(messages(over)).toEqual(expected)
  })
})
