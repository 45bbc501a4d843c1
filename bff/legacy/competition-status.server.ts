import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller, writeAnswerSchema } from './client.server'
import { id, lenient, num, segment, text } from './wire'

/*
 * The competition status workflow (3-organiser-admin §3 "Competition status", §7 "services
 * /v5/competition/status"). The read by competition id is our reading of the resource helper's
 * GET /{id}; the save is the spec's "create status" (docs/legacy-wire.md "Competition status").
 */

/** The Competition status entity of §3; `moveto` is what a save asks for (0 on a read). */
export const competitionStatusWire = lenient({
  id: num,
  compid: num,
  code: text,
  description: text,
  status: text,
  invoicelink: text,
  reference: text,
  notes: text,
  value: text,
  wfid: num,
  previd: num,
  prevdescription: text,
  nextid: num,
  nextdescription: text,
  paid: text,
  moveto: num,
})
export type CompetitionStatusWire = z.infer<typeof competitionStatusWire>

/** One step of the workflow (wfid): its code (PAID for paid) and neighbours. */
export const workflowStepWire = z.object({ id, code: text, description: text, previd: num, nextid: num })
export type WorkflowStepWire = z.infer<typeof workflowStepWire>

const workflowWire = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((i) => {
      const step = workflowStepWire.safeParse(i)
      return step.success ? [step.data] : []
    }),
  )

const statusAnswer = envelope(competitionStatusWire, lenient({ workflow: workflowWire }))
export type CompetitionStatusAnswer = z.infer<typeof statusAnswer>

/** The competition's current status with the workflow it moves along (admins only). */
export function getCompetitionStatus(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'competition.status',
    method: 'GET',
    path: rest(`/v5/competition/status/${segment(compId)}`),
    auth: 'required',
    schema: statusAnswer,
  })
}

export type CompetitionStatusInput = CompetitionStatusWire & { compid: number; moveto: number }

/** Creates the next status (the spec's "status base: paid, moveto and status fields"). */
export function saveCompetitionStatus(legacy: LegacyCaller, input: CompetitionStatusInput) {
  return legacy.call({
    endpoint: 'competition.status.save',
    method: 'POST',
    path: rest('/v5/competition/status'),
    body: input,
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    changes: [rest('/v5/competition/status'), rest('/v5/public/comp'), rest(`/v5/competition/${segment(input.compid)}`)],
  })
}
