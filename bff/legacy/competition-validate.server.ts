import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { isRecord, segment } from './wire'

/*
 * `GET /v5/competition/validate/{id}` (3-organiser-admin §7): the problems the legacy site finds in
 * a competition. The answer's shape is our reading (docs/legacy-wire.md "Competition check"): a
 * list of `{ code, message }`, also read as plain texts or with the text under `text` or `error`.
 */

export type CompetitionProblemWire = { code: string; message: string }

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

function problemOf(item: unknown): CompetitionProblemWire | null {
  if (typeof item === 'string') return item.trim() ? { code: '', message: item.trim() } : null
  if (!isRecord(item)) return null
  const message = str(item.message) || str(item.text) || str(item.error)
  return message ? { code: str(item.code), message } : null
}

const problemsWire = z
  .array(z.unknown())
  .nullish()
  .transform((items) => (items ?? []).flatMap((i) => problemOf(i) ?? []))
  .pipe(z.array(z.object({ code: z.string(), message: z.string() })))

const validateAnswer = envelope(problemsWire)
export type ValidateAnswer = z.infer<typeof validateAnswer>

export function validateCompetition(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'competition.validate',
    method: 'GET',
    path: rest(`/v5/competition/validate/${segment(compId)}`),
    auth: 'required',
    schema: validateAnswer,
  })
}
