// Race times, one reader for what the results team types and what a photo-finish file holds.
// World Athletics Technical Rule 19.24 (fully automatic timing): times are read to the 1/1000 s and,
// unless it is exactly a 1/100 s, converted to the next longer 1/100 s (10.521 and 10.529 are both
// 10.53). Rule 21 then separates athletes level on the hundredth by the thousandths where the timing
// shows them (places.ts).

export type RaceTime = {
  /** Seconds as timed, thousandths (and any further digit) kept. */
  timed: number
  /** Seconds for results: the next longer hundredth (Rule 19.24). */
  official: number
  /** True when the time was given to the thousandth or finer, so the thousandths can separate a tie. */
  thousandths: boolean
}

const TIME = /^(?:(?:(\d+):)?(\d{1,2}):)?(\d+)(?:[.,](\d{1,4}))?$/

/** '10.523', '10,52', '1:52.34', '1:02:03.4', '58'; null when not a time (minutes or seconds of 60 and over after a colon too). */
export function readRaceTime(text: string): RaceTime | null {
  const m = TIME.exec(text.trim())
  if (m === null) return null
  const [, h, mi, s, fraction = ''] = m
  if ((h !== undefined || mi !== undefined) && Number(s) >= 60) return null
  if (h !== undefined && Number(mi) >= 60) return null
  // Whole ten-thousandths, so that binary fractions cannot tip the rounding.
  const tenThousandths = (Number(h ?? 0) * 3600 + Number(mi ?? 0) * 60 + Number(s)) * 10_000 + Number(fraction.padEnd(4, '0'))
  if (tenThousandths <= 0) return null
  return { timed: tenThousandths / 10_000, official: Math.ceil(tenThousandths / 100) / 100, thousandths: fraction.length >= 3 }
}
