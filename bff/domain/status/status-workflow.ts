// The competition status workflow (3-organiser-admin §3 "Competition status", §4, §5 "Status form").

export type WorkflowStep = { id: number; code: string; description: string; previd: number; nextid: number }

/** The status a competition is at, as the editor needs it. */
export type CurrentStatus = {
  wfid: number
  description: string
  previd: number
  prevdescription: string
  nextid: number
  nextdescription: string
}

export type MoveChoice = { id: number; description: string; current: boolean }

/**
 * Where Move To may lead: back a step, stay (to record a payment or a note), or on a step, as the
 * status's previd and nextid say (0: none that way).
 */
export function moveChoices(status: CurrentStatus): MoveChoice[] {
  const choices: MoveChoice[] = []
  if (status.previd > 0) choices.push({ id: status.previd, description: status.prevdescription, current: false })
  if (status.wfid > 0) choices.push({ id: status.wfid, description: status.description, current: true })
  if (status.nextid > 0) choices.push({ id: status.nextid, description: status.nextdescription, current: false })
  return choices
}

const PAID_CODE = 'PAID'

/** Whether moving to `wfid` lands on PAID: by the workflow's code, or its description when no step has a code. */
export function isPaidStep(workflow: readonly WorkflowStep[], wfid: number): boolean {
  const step = workflow.find((s) => s.id === wfid)
  if (!step) return false
  const name = step.code.trim() || step.description.trim()
  return name.toUpperCase() === PAID_CODE
}

/** Paid with everything but digits and the decimal point stripped: '' is no amount. */
export function paidAmount(paid: string): string {
  return paid.replace(/[^0-9.]/g, '')
}

export type StatusFormInput = { paid: string; moveto: number; reference: string }
export type StatusProblem = 'PAID_EMPTY' | 'MOVE_TO_EMPTY' | 'BANK_REF_REQUIRED'

/**
 * The status form's rules (§5), every one at once: saving is blocked while any is broken. A move
 * must be one the workflow offers from here.
 */
export function statusProblems(
  input: StatusFormInput,
  moves: { choiceIds: readonly number[]; paidIds: readonly number[] },
): Partial<Record<'paid' | 'moveto' | 'reference', StatusProblem>> {
  const problems: Partial<Record<'paid' | 'moveto' | 'reference', StatusProblem>> = {}
  if (paidAmount(input.paid) === '') problems.paid = 'PAID_EMPTY'
  if (!moves.choiceIds.includes(input.moveto)) problems.moveto = 'MOVE_TO_EMPTY'
  else if (moves.paidIds.includes(input.moveto) && input.reference.trim() === '') problems.reference = 'BANK_REF_REQUIRED'
  return problems
}

/** The moves a status offers, by id, and those of them that land on PAID. */
export function movesOf(choices: readonly MoveChoice[], workflow: readonly WorkflowStep[]) {
  return { choiceIds: choices.map((c) => c.id), paidIds: choices.filter((c) => isPaidStep(workflow, c.id)).map((c) => c.id) }
}
