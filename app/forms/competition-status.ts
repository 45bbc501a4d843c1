import { z } from 'zod'
import { statusProblems, type StatusProblem } from '#bff/domain/status/status-workflow'
import { TEXT_INPUT_MAX } from '#bff/domain/text/limits'

// The status editor's form (3-organiser-admin §5 "Status form"): shared by the browser and the server.

const MESSAGES: Record<StatusProblem, string> = {
  PAID_EMPTY: 'compstatus.paidRequired',
  MOVE_TO_EMPTY: 'compstatus.moveToRequired',
  BANK_REF_REQUIRED: 'compstatus.referenceRequired',
}

const NOTES_MAX = 2000

/** `moves`: Move To's choices by id, and those that land on PAID. */
export function statusSchema(moves: { choiceIds: readonly number[]; paidIds: readonly number[] }) {
  return z
    .object({
      paid: z.string().max(TEXT_INPUT_MAX).optional(),
      moveto: z.string().max(10).optional(),
      reference: z.string().max(TEXT_INPUT_MAX).optional(),
      notes: z.string().max(NOTES_MAX).optional(),
    })
    .transform((v) => ({
      paid: (v.paid ?? '').trim(),
      moveto: /^\d+$/.test(v.moveto ?? '') ? Number(v.moveto) : 0,
      reference: (v.reference ?? '').trim(),
      notes: (v.notes ?? '').trim(),
    }))
    .superRefine((v, ctx) => {
      // Every rule at once: saving is blocked while any message shows.
      for (const [path, problem] of Object.entries(statusProblems(v, moves)))
        ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES[problem] })
    })
}

export type StatusFormValue = z.output<ReturnType<typeof statusSchema>>
