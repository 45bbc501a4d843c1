import type { RequestContext } from '../context.server'
import { sanityBounds } from '../domain/athlete/pb-bounds'
import { formatPerformance, parsePerformance, unitOfInput } from '../domain/athlete/performance'
import { savePbV2 } from '../legacy/athletes.server'
import { getEntryPerf, type EntryPerfWire } from '../legacy/entry-perf.server'
import type { EntryPbView } from '../views/athlete-pb'
import { displayUnit, unitsFor } from './entry.server'
import { orAbsent, refused, type Outcome } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy'>

const unitsOf = (perf: EntryPerfWire) => unitsFor({ uomType: perf.uom[0]?.uomType ?? 'T', perfInfo: { uom: perf.uom } })

function toView(perf: EntryPerfWire): EntryPbView {
  const units = unitsOf(perf)
  const shown = (value: number, text: string) => (value > 0 ? formatPerformance(value, displayUnit(value, units)) || text : '')
  return {
    entryId: perf.entryId,
    compId: perf.compId,
    compName: perf.compName,
    athleteName: `${perf.firstName} ${perf.surName}`.trim(),
    eventName: perf.eventName,
    perfText: shown(perf.perf, perf.perfText),
    pbText: shown(perf.pb, perf.pbText),
    placeholder: displayUnit(perf.perf, units).pattern,
    limits: { min: perf.limits.min, max: perf.limits.max },
  }
}

/** The user's entry and its performance; null when the legacy site says it is not theirs or not there. */
export async function loadEntryPb(ctx: Ctx, entryId: number): Promise<EntryPbView | null> {
  const answer = await orAbsent(getEntryPerf(ctx.legacy, entryId))
  return answer ? toView(answer.data) : null
}

/**
 * Saves the PB of one entry (pbupdatev2), checked first with the PB parser against the event's unit
 * and limits (2-entry §5 "Performance (PB) input"); the spec's messages either way.
 */
export async function saveEntryPb(ctx: Ctx, entryId: number, input: string): Promise<Outcome> {
  const answer = await orAbsent(getEntryPerf(ctx.legacy, entryId))
  if (!answer) return { ok: false, status: 404, message: { key: 'entry.pbError' } }
  const perf = answer.data
  const units = unitsOf(perf)
  const parsed = parsePerformance(input, unitOfInput(input, units), {
    min: perf.limits.min,
    max: perf.limits.max,
    sanity: sanityBounds(perf.eventName, units[0].type),
  })
  if (!parsed.ok) return { ok: false, status: 400, message: { key: `performance.${parsed.message}` } }
  if (parsed.value <= 0) return { ok: false, status: 400, message: { key: 'performance.notANumber' } }
  try {
    await savePbV2(ctx.legacy, { entryId: perf.entryId, performance: parsed.value })
    return { ok: true, message: { key: 'entry.pbSaved', values: { event: perf.eventName } } }
  } catch (err) {
    return refused(err, 400, { refusal: { key: 'entry.pbError' } })
  }
}
