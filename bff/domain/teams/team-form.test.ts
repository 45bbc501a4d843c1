import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FORM_TEXT_MAX, filledRows, freeFormProblems, freeRows, isFreeForm, otherQuestions } from './team-form'
import { checkTeam } from './team-rules'
import { teamCheck, teamHeader, teamOptions } from './team-rules.test-support'

const ROWS = [
  { pos: 2, label: 'Leg 2' },
  { pos: 1, label: 'Leg 1' },
  { pos: 3, label: 'Leg 3' },
  { pos: 4, label: 'Leg 4' },
  { pos: 5, label: 'Reserve' },
]
const school = {
  formType: 'SCHOOL',
  showForm: true,
  min: 4,
  max: 5,
  formRows: ROWS,
  others: [
    { label: 'Teacher in charge', value: '' },
    { label: '', value: 'unused' },
  ],
}
const NAMES = ['Ann Lee', 'Bea Moss', 'Cat North', 'Dee Oak']
const texts = (rows: string[], others: string[] = ['Mr Hall'], name = 'Larkhill School') =>
  checkTeam(teamCheck({ header: teamHeader({}, school), name, athleteIds: [], candidates: [], form: { rows, others } })).map((p) => p.text)

describe('the form type', () => {
  it('DEFAULT, an empty type, or a form not shown keep the athlete pickers; another shown type is a free form', () => {
    expect(isFreeForm({ formType: 'DEFAULT', showForm: true })).toBe(false)
    expect(isFreeForm({ formType: '', showForm: true })).toBe(false)
    expect(isFreeForm({ formType: 'SCHOOL', showForm: false })).toBe(false)
    expect(isFreeForm({ formType: 'SCHOOL', showForm: true })).toBe(true)
    expect(isFreeForm({ formType: 'league', showForm: true })).toBe(true)
  })

  it('rows come from formRows by position; without them, min then up to max as the picker form', () => {
    expect(freeRows(school).map((r) => r.label)).toEqual(['Leg 1', 'Leg 2', 'Leg 3', 'Leg 4', 'Reserve'])
    expect(freeRows({ min: 4, max: 6, formRows: [] })).toHaveLength(6)
    expect(freeRows({ min: 4, max: 0, formRows: [] })).toHaveLength(5)
  })

  it('only the others pairs with a label are asked', () => {
    expect(otherQuestions(school)).toEqual([{ label: 'Teacher in charge', value: '' }])
  })
})

describe('checkTeam with a free form: one case per message', () => {
  it('four names and the answer pass; the athlete rules do not apply', () => {
    expect(texts(NAMES)).toEqual([])
    const strict = { ...school, singleClub: true, mustBeIndivEntered: true, minTargetAgeGroupCount: 3 }
    expect(
      checkTeam(teamCheck({ header: teamHeader({}, strict), athleteIds: [], candidates: [], form: { rows: NAMES, others: ['x'] } })),
    ).toEqual([])
  })

  it('short and over count filled rows with the spec texts', () => {
    expect(texts(['Ann Lee', ' ', 'Cat North'])).toEqual([
      "Team event 'Larkhill School' requires between 4 and 5 athletes, only 2 selected.",
    ])
    expect(texts([...NAMES, 'Eve Pine', 'Fay Quay'])).toEqual([
      "Team event 'Larkhill School' is over the maximum allowed athletes 5.",
      'This form has 5 rows.',
    ])
  })

  it('a name too long, a name twice, an unanswered or too long answer', () => {
    const long = 'x'.repeat(FORM_TEXT_MAX + 1)
    expect(texts([...NAMES.slice(0, 3), long])).toEqual([`Leg 4: at most ${FORM_TEXT_MAX} characters.`])
    expect(texts([...NAMES.slice(0, 3), ' ann lee '])).toEqual(['ann lee is chosen more than once.'])
    expect(texts(NAMES, [' '])).toEqual(['Please fill in Teacher in charge.'])
    expect(texts(NAMES, [long])).toEqual([`Teacher in charge: at most ${FORM_TEXT_MAX} characters.`])
  })

  it('an athlete id posted to a free form is unknown', () => {
    const problems = checkTeam(
      teamCheck({ header: teamHeader({}, school), athleteIds: [1], candidates: [], form: { rows: NAMES, others: ['x'] } }),
    )
    expect(problems.map((p) => p.code)).toContain('unknownAthlete')
  })
})

describe('free form properties', () => {
  it('a form that passes never has more filled rows than max or than the form has, nor a text over the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(''), fc.string({ maxLength: 70 })), { maxLength: 9 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        (rows, min, extra) => {
          const options = teamOptions({ formType: 'SCHOOL', showForm: true, min, max: min + extra })
          const problems = checkTeam(
            teamCheck({ header: teamHeader({}, options), athleteIds: [], candidates: [], form: { rows, others: [] } }),
          )
          if (problems.length > 0) return
          const filled = filledRows(rows)
          expect(filled.length).toBeLessThanOrEqual(min + extra)
          expect(filled.length).toBeGreaterThanOrEqual(min)
          expect(filledRows(rows.slice(freeRows(options).length))).toEqual([])
          for (const v of filled) expect(v.length).toBeLessThanOrEqual(FORM_TEXT_MAX)
        },
      ),
    )
  })

  it('the free form problems are the same whatever blank rows pad the end', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }), fc.integer({ min: 0, max: 3 }), (rows, pad) => {
        expect(freeFormProblems(school, [...rows, ...Array<string>(pad).fill(' ')], ['x'])).toEqual(freeFormProblems(school, rows, ['x']))
      }),
    )
  })
})
