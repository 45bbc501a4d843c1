/*
 * Places of an event group's results as the results team enters them (issue 16 item 6).
 * Races: fastest time first; field: best mark first, a tie broken by the next-best mark, then the
 * one after (count-back on marks; the vertical jumps' count-back on failures is in vertical-form.ts).
 * Equal results share a place and the next place is skipped (1, 2, 2, 4). DNS, DNF, DQ and a
 * result without a time or a valid mark are unplaced.
 */

export type ResultStatus = 'DNS' | 'DNF' | 'DQ'
export const RESULT_STATUSES: readonly ResultStatus[] = ['DNS', 'DNF', 'DQ']

/** One field attempt: metres, a foul ('X'), a pass ('-'), or not taken (null). */
export type Attempt = number | 'X' | '-' | null

/** time: the official time; thousandths: the time as timed to the thousandth, when known. */
export type TrackResult = { time: number | null; thousandths?: number | null; status: ResultStatus | null }
export type FieldResult = { attempts: readonly Attempt[]; status: ResultStatus | null }

/** Places aligned with the rows; `better(a, b)` < 0 when a ranks ahead of b, 0 when level. */
function placesBy<K>(keys: readonly (K | null)[], better: (a: K, b: K) => number): (number | null)[] {
  const ranked = keys
    .map((key, index) => ({ key, index }))
    .filter((row): row is { key: K; index: number } => row.key !== null)
    .sort((a, b) => better(a.key, b.key))
  const places: (number | null)[] = keys.map(() => null)
  ranked.forEach((row, i) => {
    const previous = ranked[i - 1]
    places[row.index] = previous && better(previous.key, row.key) === 0 ? (places[previous.index] as number) : i + 1
  })
  return places
}

const hundredths = (seconds: number) => Math.round(seconds * 100)

/**
 * Fastest first on the official hundredths; athletes level there are separated by their thousandths
 * (Rule 21.2) when every one of them has a time to the thousandth, and share the place otherwise.
 */
export function placeTrack(rows: readonly TrackResult[]): (number | null)[] {
  const timed = (r: TrackResult) => r.status === null && r.time !== null && r.time > 0
  const level = new Map<number, boolean>()
  for (const r of rows.filter(timed)) {
    const key = hundredths(r.time!)
    level.set(key, (level.get(key) ?? true) && typeof r.thousandths === 'number')
  }
  const keys = rows.map((r) => {
    if (!timed(r)) return null
    const key = hundredths(r.time!)
    return { key, fine: level.get(key) ? Math.round(r.thousandths! * 1000) : 0 }
  })
  return placesBy(keys, (a, b) => a.key - b.key || a.fine - b.fine)
}

/** The valid marks of a series, best first. */
export function validMarks(attempts: readonly Attempt[]): number[] {
  return attempts.filter((a): a is number => typeof a === 'number' && a > 0).sort((a, b) => b - a)
}

/** The best mark of a series; null for no valid mark. */
export function bestMark(attempts: readonly Attempt[]): number | null {
  return validMarks(attempts)[0] ?? null
}

function countBack(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] === undefined ? 0 : Math.round(b[i] * 100)) - (a[i] === undefined ? 0 : Math.round(a[i] * 100))
    if (diff !== 0) return diff
  }
  return 0
}

export function placeField(rows: readonly FieldResult[]): (number | null)[] {
  const keys = rows.map((r) => {
    const marks = validMarks(r.attempts)
    return r.status === null && marks.length > 0 ? marks : null
  })
  return placesBy(keys, countBack)
}

/**
 * A personal or season's best the result beats (strictly); a PB or SB of 0 or none is not known.
 * A new PB is shown as PB only, as results lists do, though it is the season's best too.
 */
export type KnownBests = { pb: number | null; sb: number | null }

const NONE_KNOWN: KnownBests = { pb: null, sb: null }

/** An entry's known bests from those read for its event group (a 0 is none: bestFlags ignores it). */
export const knownBests = (bests: ReadonlyMap<number, KnownBests>, entryId: number): KnownBests => bests.get(entryId) ?? NONE_KNOWN

export function bestFlags(result: number | null, known: KnownBests, lowerIsBetter: boolean): { pb: boolean; sb: boolean } {
  const beats = (best: number | null) =>
    result !== null &&
    result > 0 &&
    best !== null &&
    best > 0 &&
    (lowerIsBetter ? hundredths(result) < hundredths(best) : hundredths(result) > hundredths(best))
  const pb = beats(known.pb)
  return { pb, sb: !pb && beats(known.sb) }
}
