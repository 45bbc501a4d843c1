import { placeTrack } from './places'

/*
 * The public rankings of a race's event group (3-organiser-admin §2 public-rankings): every athlete
 * once, at their best time over all the heats and rounds, placed overall by the same rule as a heat
 * (ties share a place). An athlete without a time (DNS, DNF, DQ) is listed unplaced after the placed.
 */

/** One result of a heat; `athlete` tells the same athlete apart across heats; `status` '' when none. */
export type HeatResult = { athlete: string; time: number | null; status: string }

const timed = (r: HeatResult) => r.status === '' && r.time !== null && r.time > 0

export function rankOverall<R extends HeatResult>(results: readonly R[]): Array<{ place: number | null; result: R }> {
  const best = new Map<string, R>()
  for (const r of results) {
    const kept = best.get(r.athlete)
    if (!kept || (timed(r) && (!timed(kept) || (r.time as number) < (kept.time as number)))) best.set(r.athlete, r)
  }
  const rows = [...best.values()]
  const places = placeTrack(rows.map((r) => ({ time: timed(r) ? r.time : null, status: null })))
  return rows
    .map((result, i) => ({ place: places[i] ?? null, result }))
    .sort((a, b) => (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER))
}
