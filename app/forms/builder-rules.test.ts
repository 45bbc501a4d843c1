import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { deleteRuleSchema, ruleSchema } from './builder-rules'

// The Rules step's forms as both the browser and the server parse them.

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) data.append(k, one)
  return data
}
const existing = [{ id: 71, agid: 3 }]
const save = (fields: Record<string, string | string[]>) =>
  parseWithZod(form({ intent: 'save', ...fields }), { schema: ruleSchema(existing) })

describe('the rule form', () => {
  it('reads empty limits as none, trims the label, keeps each event once', () => {
    const s = save({ ruleId: '0', agid: '5', maxEvents: ' 2 ', maxField: '', uniqueText: ' Sprints ', uniqueEvents: ['1', '2', '2'] })
    expect(s.status).toBe('success')
    if (s.status !== 'success') return
    expect(s.value).toMatchObject({ id: 0, agid: 5, unique: { text: 'Sprints', eventIds: [1, 2] } })
    expect(s.value.limits).toMatchObject({ maxEvents: 2, maxField: 0, maxTeamEvents: 0 })
  })

  const refused: Array<[string, Record<string, string | string[]>, string, string]> = [
    ['a limit that is not a whole number', { agid: '5', maxEvents: '1.5' }, 'maxEvents', 'builder:rules.WHOLE_NUMBER'],
    ['a negative limit', { agid: '5', maxTrack: '-1' }, 'maxTrack', 'builder:rules.WHOLE_NUMBER'],
    ['a second rule for an age group', { ruleId: '0', agid: '3' }, 'agid', 'builder:rules.RULE_EXISTS?id=3'],
    ['a unique group without a label', { agid: '5', uniqueEvents: ['1', '2'] }, 'uniqueText', 'builder:rules.UNIQUE_TEXT_REQUIRED'],
    [
      'a unique group of one event',
      { agid: '5', uniqueText: 'Sprints', uniqueEvents: '1' },
      'uniqueEvents',
      'builder:rules.UNIQUE_TWO_EVENTS',
    ],
  ]
  it.each(refused)('refuses %s', (_name, fields, field, key) => {
    const s = save(fields)
    expect(s.status).toBe('error')
    expect(s.reply().error).toEqual({ [field]: [key] })
  })

  it('editing a rule keeps its own age group', () => {
    expect(save({ ruleId: '71', agid: '3' }).status).toBe('success')
  })

  it('a delete names one rule by its id', () => {
    expect(parseWithZod(form({ intent: 'deleteRule', ruleId: '71' }), { schema: deleteRuleSchema }).status).toBe('success')
    expect(parseWithZod(form({ intent: 'deleteRule', ruleId: 'x' }), { schema: deleteRuleSchema }).status).toBe('error')
  })
})
