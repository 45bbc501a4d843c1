import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller, writeAnswerSchema } from './client.server'
import { id, lenient, num, segment, text } from './wire'

/*
 * Scoreboard outputs, the stadium screens of a competition (3-organiser-admin §2
 * scoreboard-output-list, scoreboard-output, output*; §3 Scoreboard config). The spec shows no
 * calls: all four are our invention (docs/legacy-wire.md "Scoreboard outputs"). eventNo 0 is the
 * event group on now; config carries the spec's Scoreboard config in milliseconds.
 */

const config = lenient({
  polling: num,
  showScore: num,
  showPicture: num,
  showVideo: num,
  ranksPerPage: num,
  ranksPageTime: num,
})

export const outputWire = z.object({
  id,
  compId: id,
  name: text,
  kind: z.enum(['scoreboard', 'schedule']).catch('scoreboard'),
  eventNo: z.coerce.number().int().min(0).catch(0),
  config,
})
export type OutputWire = z.infer<typeof outputWire>

export type OutputInput = {
  /** 0 creates. */
  id: number
  compId: number
  name: string
  kind: 'scoreboard' | 'schedule'
  eventNo: number
  config: { showScore: number; showPicture: number; showVideo: number; ranksPerPage: number; ranksPageTime: number }
}

const listAnswer = envelope(z.array(outputWire))
const oneAnswer = envelope(outputWire)

const listPath = (compId: number) => rest(`/v5/scoreboard/outputs/${segment(compId)}`)
const publicPath = (compId: number, outputId: number) => rest(`/v5/public/scoreboard/output/${segment(compId)}/${segment(outputId)}`)

/** The competition's outputs (scoreboard permission). */
export function listOutputs(legacy: LegacyCaller, compId: number) {
  return legacy.call({ endpoint: 'scoreboard.outputs', method: 'GET', path: listPath(compId), auth: 'required', schema: listAnswer })
}

/** One output, public: a stadium screen shows it without a login. */
export function getOutput(legacy: LegacyCaller, compId: number, outputId: number) {
  return legacy.call({ endpoint: 'scoreboard.output', method: 'GET', path: publicPath(compId, outputId), auth: 'none', schema: oneAnswer })
}

/** Creates (id 0) or updates an output; answers the output as saved. */
export function saveOutput(legacy: LegacyCaller, input: OutputInput) {
  return legacy.call({
    endpoint: 'scoreboard.output.save',
    method: 'POST',
    path: rest('/v5/scoreboard/output'),
    body: input,
    auth: 'required',
    schema: oneAnswer,
    changes: [listPath(input.compId), rest('/v5/public/scoreboard/output')],
  })
}

export function deleteOutput(legacy: LegacyCaller, compId: number, outputId: number) {
  return legacy.call({
    endpoint: 'scoreboard.output.delete',
    method: 'DELETE',
    path: rest(`/v5/scoreboard/output/${segment(compId)}/${segment(outputId)}`),
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    changes: [listPath(compId), publicPath(compId, outputId)],
  })
}
