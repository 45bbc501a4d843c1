/**
 * Sanity bounds for a PB when the event sets no min/max (issue 11: a 99 m Long Jump was saved).
 * Built on senior world records (the better of men's and women's, any implement), with a 10 %
 * margin so that no real mark, youth implements included, is ever refused: distances, heights
 * and points get a ceiling, times a floor.
 */
import { round2 } from '../text/rounding'
import type { MeasureType } from '../schedule/schedule'
import { raceDistance } from '../seeding/race-distance'

export type SanityBounds = { floor?: number; ceiling?: number }

const MARGIN = 0.1

/** Field events and combined events: the world record, in metres or points. */
const FIELD_RECORDS: readonly { name: RegExp; type: MeasureType; record: number }[] = [
  { name: /high jump/, type: 'H', record: 2.45 },
  { name: /pole vault/, type: 'H', record: 6.3 },
  { name: /triple jump/, type: 'D', record: 18.29 },
  { name: /long jump/, type: 'D', record: 8.95 },
  { name: /shot/, type: 'D', record: 23.56 },
  { name: /discus/, type: 'D', record: 76.8 },
  { name: /hammer/, type: 'D', record: 86.74 },
  // The old-model javelin's record: still the longest throw.
  { name: /javelin/, type: 'D', record: 104.8 },
  { name: /weight/, type: 'D', record: 25.86 },
  { name: /decathlon|heptathlon|pentathlon|athlon/, type: 'P', record: 9126 },
]

/** Track races: the world record in seconds by distance in metres (flat races; hurdles add to them). */
export const RACE_RECORDS: Readonly<Record<number, number>> = {
  60: 6.34,
  100: 9.58,
  150: 14.35,
  200: 19.19,
  300: 30.69,
  400: 43.03,
  800: 100.91,
  1000: 131.96,
  1500: 206,
  1609: 223.13,
  3000: 440.67,
  5000: 755.36,
  10000: 1571,
}

/** No one has run faster than Bolt's 100 m average, 10.44 m/s: the floor of a race without a record here. */
const FASTEST_SPEED = 100 / 9.58

export function sanityBounds(eventName: string, type: MeasureType): SanityBounds {
  const name = eventName.toLowerCase()
  if (type === 'T') {
    const race = raceDistance(name)
    if (race === null || race.relay) return {}
    const record = RACE_RECORDS[race.metres] ?? race.metres / FASTEST_SPEED
    return { floor: round2(record * (1 - MARGIN)) }
  }
  const field = FIELD_RECORDS.find((f) => f.type === type && f.name.test(name))
  return field ? { ceiling: round2(field.record * (1 + MARGIN)) } : {}
}
