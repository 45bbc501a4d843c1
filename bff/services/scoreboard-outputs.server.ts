import type { RequestContext } from '../context.server'
import { DEFAULT_TIMINGS, type OutputConfig } from '../domain/scoreboard/outputs'
import { deleteOutput, getOutput, listOutputs, saveOutput, type OutputWire } from '../legacy/scoreboard-outputs.server'
import type { OutputView } from '../views/scoreboard-outputs'
import { orAbsent, refused, type Outcome } from './failure.server'

/* Scoreboard outputs of a competition (docs/legacy-wire.md "Scoreboard outputs"): never cached, a screen shows a change at once. */

type Ctx = Pick<RequestContext, 'legacy'>

const orDefault = (value: number, fallback: number) => (value > 0 ? value : fallback)

export function toOutputView(wire: OutputWire): OutputView {
  const c = wire.config
  return {
    id: wire.id,
    name: wire.name,
    kind: wire.kind,
    eventNo: wire.eventNo === 0 ? 'all' : wire.eventNo,
    timings: {
      showScoreMs: orDefault(c.showScore, DEFAULT_TIMINGS.showScoreMs),
      showPictureMs: orDefault(c.showPicture, DEFAULT_TIMINGS.showPictureMs),
      showVideoMs: orDefault(c.showVideo, DEFAULT_TIMINGS.showVideoMs),
      ranksPerPage: orDefault(c.ranksPerPage, DEFAULT_TIMINGS.ranksPerPage),
      ranksPageTimeMs: orDefault(c.ranksPageTime, DEFAULT_TIMINGS.ranksPageTimeMs),
    },
  }
}

export async function loadOutputs(ctx: Ctx, compId: number): Promise<OutputView[]> {
  return (await listOutputs(ctx.legacy, compId)).data.map(toOutputView)
}

/** One output, or null when the legacy site has none by that id. */
export async function loadOutput(ctx: Ctx, compId: number, outputId: number): Promise<OutputView | null> {
  const answer = await orAbsent(getOutput(ctx.legacy, compId, outputId))
  return answer && answer.data.compId === compId ? toOutputView(answer.data) : null
}

/** Creates (id 0) or updates an output; answers its id when saved. */
export async function saveOutputConfig(ctx: Ctx, compId: number, id: number, config: OutputConfig): Promise<Outcome & { id?: number }> {
  const t = config.timings
  try {
    const { data } = await saveOutput(ctx.legacy, {
      id,
      compId,
      name: config.name,
      kind: config.kind,
      eventNo: config.eventNo === 'all' ? 0 : config.eventNo,
      config: {
        showScore: t.showScoreMs,
        showPicture: t.showPictureMs,
        showVideo: t.showVideoMs,
        ranksPerPage: t.ranksPerPage,
        ranksPageTime: t.ranksPageTimeMs,
      },
    })
    return { ok: true, id: data.id }
  } catch (err) {
    return refused(err)
  }
}

export async function removeOutput(ctx: Ctx, compId: number, outputId: number): Promise<Outcome> {
  try {
    await deleteOutput(ctx.legacy, compId, outputId)
    return { ok: true }
  } catch (err) {
    return refused(err)
  }
}
