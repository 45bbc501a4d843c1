import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPaidStep, moveChoices, movesOf, paidAmount, statusProblems, type CurrentStatus, type WorkflowStep } from './status-workflow'

const WORKFLOW: WorkflowStep[] = [
  { id: 1, code: 'NEW', description: 'New', previd: 0, nextid: 2 },
  { id: 2, code: 'APPROVED', description: 'Approved', previd: 1, nextid: 3 },
  { id: 3, code: 'INVOICED', description: 'Invoiced', previd: 2, nextid: 4 },
  { id: 4, code: 'PAID', description: 'Paid', previd: 3, nextid: 0 },
]
const at = (wfid: number): CurrentStatus => {
  const step = WORKFLOW.find((s) => s.id === wfid)!
  const name = (id: number) => WORKFLOW.find((s) => s.id === id)?.description ?? ''
  return { wfid, description: step.description, previd: step.previd, prevdescription: name(step.previd), nextid: step.nextid, nextdescription: name(step.nextid) }
}

describe('moveChoices', () => {
  it.each([
    [1, [1, 2]],
    [2, [1, 2, 3]],
    [3, [2, 3, 4]],
    [4, [3, 4]],
  ])('from step %i offers %j (back, stay, on)', (wfid, ids) => {
    expect(moveChoices(at(wfid)).map((c) => c.id)).toEqual(ids)
  })

  it('marks the current step', () => {
    expect(moveChoices(at(3)).filter((c) => c.current)).toEqual([{ id: 3, description: 'Invoiced', current: true }])
  })
})

describe('isPaidStep', () => {
  it('reads the code, else the description', () => {
    expect(isPaidStep(WORKFLOW, 4)).toBe(true)
    expect(isPaidStep(WORKFLOW, 3)).toBe(false)
    expect(isPaidStep([{ id: 9, code: '', description: 'paid', previd: 0, nextid: 0 }], 9)).toBe(true)
    expect(isPaidStep(WORKFLOW, 99)).toBe(false)
  })
})

describe('statusProblems (3-organiser-admin §5 "Status form")', () => {
  const o = (wfid: number) => movesOf(moveChoices(at(wfid)), WORKFLOW)
  it.each([
    ['paid empty', { paid: '', moveto: 3, reference: '' }, 2, { paid: 'PAID_EMPTY' }],
    ['paid only symbols', { paid: '£ ,', moveto: 3, reference: '' }, 2, { paid: 'PAID_EMPTY' }],
    ['move to 0', { paid: '10', moveto: 0, reference: '' }, 2, { moveto: 'MOVE_TO_EMPTY' }],
    ['move to a step the workflow does not offer from here', { paid: '10', moveto: 4, reference: '' }, 2, { moveto: 'MOVE_TO_EMPTY' }],
    ['to PAID without a bank reference', { paid: '120', moveto: 4, reference: '  ' }, 3, { reference: 'BANK_REF_REQUIRED' }],
    ['every rule at once', { paid: '', moveto: 0, reference: '' }, 3, { paid: 'PAID_EMPTY', moveto: 'MOVE_TO_EMPTY' }],
    ['to PAID with a reference', { paid: '£120.00', moveto: 4, reference: 'BACS 0042' }, 3, {}],
    ['staying put', { paid: '0', moveto: 2, reference: '' }, 2, {}],
  ])('%s', (_name, input, from, expected) => {
    expect(statusProblems(input, o(from))).toEqual(expected)
  })

  it('never lets a move to PAID through without a reference', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', ' ', '\t'), (paid, reference) => {
        expect(statusProblems({ paid, moveto: 4, reference }, o(3)).reference).toBe('BANK_REF_REQUIRED')
      }),
    )
  })

  it('paidAmount keeps only digits and the point', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(paidAmount(s)).toMatch(/^[0-9.]*$/)
      }),
    )
  })
})
