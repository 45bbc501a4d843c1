import type { RequestContext } from '../context.server'
import { moveChoices, movesOf, type MoveChoice, type WorkflowStep } from '../domain/status/status-workflow'
import { getCompetitionStatus, saveCompetitionStatus, type CompetitionStatusWire } from '../legacy/competition-status.server'
import { forgetCompetition } from './competitions.server'
import { refused, type Outcome } from './failure.server'

/*
 * The competition status workflow (3-organiser-admin §2, §4, §7): read with the admin's token (the
 * paid amount, reference and notes are not public), never cached; a save ends what shows the old
 * status: the competition's public card and every page of the public list.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'cache' | 'listGeneration'>

export type StatusEditor = { status: CompetitionStatusWire; choices: MoveChoice[]; workflow: WorkflowStep[] }

export async function loadStatusEditor(ctx: Pick<RequestContext, 'legacy'>, compId: number): Promise<StatusEditor> {
  const { data, meta } = await getCompetitionStatus(ctx.legacy, compId)
  return { status: data, choices: moveChoices(data), workflow: meta.workflow }
}

/** Move To's choices by id, and those landing on PAID (the form's rules need both). */
export const editorMoves = (editor: StatusEditor) => movesOf(editor.choices, editor.workflow)

export type StatusSave = { paid: string; moveto: number; reference: string; notes: string }

/** Creates the next status from the current one; a refusal keeps the legacy site's text, never its detail. */
export async function saveStatus(ctx: Ctx, compId: number, current: CompetitionStatusWire, form: StatusSave): Promise<Outcome> {
  try {
    await saveCompetitionStatus(ctx.legacy, { ...current, compid: compId, ...form })
  } catch (err) {
    return refused(err)
  }
  await Promise.all([forgetCompetition(ctx, compId), ctx.listGeneration.next()])
  return { ok: true }
}
