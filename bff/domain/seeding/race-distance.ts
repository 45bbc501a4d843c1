// The distance of a race from the name organisers give its event: '100m', '100 Metres', '110mH',
// '80mH U15G', '3000mSC', '1.5km', '5k', '1 Mile', '4x100m Relay', '4 x 100 Metres Relay', '4x100 Relay'.
// The seeding page draws lanes by it, results entry reads times for it, PB bounds check against it.

export type RaceDistance = {
  /** Metres run by the team or athlete: a relay's legs times its leg. */
  metres: number
  relay: boolean
}

const MILE = 1609
const HALF_MARATHON = 21_097.5
// Not a number inside a word: 'U15', 'V35', 'W40' are age groups.
const NUMBER = String.raw`(?<![a-z\d.])(\d+(?:\.\d+)?)`
// A unit ends the number: metres ('m', 'metres', 'meters', written on to 'H' for hurdles or 'SC' for
// steeplechase), kilometres ('km', 'k'); a letter after the unit makes it another word ('kg', 'mins').
const METRES = new RegExp(String.raw`${NUMBER}\s*(?:metres?|meters?|mtrs?|m)(?=h\b|sc\b|[^a-z]|$)`)
const KILOMETRES = new RegExp(String.raw`${NUMBER}\s*(?:km|kms|k)(?=[^a-z]|$)`)
const MILES = new RegExp(String.raw`(?:${NUMBER}\s*)?\bmiles?\b`)
// A number written straight onto hurdles or steeplechase ('100H', '400 Hurdles', '2000 SC').
const BARE = new RegExp(String.raw`${NUMBER}\s*(?:h|hurdles|sc|steeple\w*)\b`)
const RELAY = new RegExp(String.raw`(?<![a-z\d.])(\d+)\s*x\s*(\d+(?:\.\d+)?)\s*(km|k|metres?|meters?|m)?(?=[^a-z]|$)`)

/** The race's distance; null when the name holds none that can be read (a field event, 'Medley Relay'). */
export function raceDistance(name: string): RaceDistance | null {
  const text = name.toLowerCase().replace(/×/g, 'x')
  const relay = RELAY.exec(text)
  if (relay) {
    const leg = Number(relay[2]) * (relay[3]?.startsWith('k') ? 1000 : 1)
    return valid(Number(relay[1]) * leg, true)
  }
  const isRelay = /\brelay\b/.test(text)
  if (/\bmarathon\b/.test(text)) return valid(/\bhalf\b/.test(text) ? HALF_MARATHON : 2 * HALF_MARATHON, isRelay)
  const miles = MILES.exec(text)
  if (miles) return valid((miles[1] === undefined ? 1 : Number(miles[1])) * MILE, isRelay)
  const km = KILOMETRES.exec(text)
  if (km) return valid(Number(km[1]) * 1000, isRelay)
  const m = METRES.exec(text) ?? BARE.exec(text)
  return m ? valid(Number(m[1]), isRelay) : null
}

function valid(metres: number, relay: boolean): RaceDistance | null {
  const rounded = Math.round(metres)
  return rounded > 0 ? { metres: rounded, relay } : null
}

/** The race's metres; null when the name holds no distance (a field event). */
export const raceMetres = (name: string): number | null => raceDistance(name)?.metres ?? null
