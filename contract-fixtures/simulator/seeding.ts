// Seeding at the simulator (our invention, docs/legacy-wire.md "Seeding"): a competition's entries
// per event group with the athletes' PBs, and the heats an organiser saved for an event group. A
// competition with check-in enabled takes its entries from its desk (same athletes and bibs);
// any other enters each athlete of its bib roster in one or two events, drawn once.
import { createRandom, type SeedCompetition } from '../seed/index'
import { bibRoster } from './bibs'
import { checkInDesk } from './checkin'
import type { SimUser, SimulatorState } from './state'

export type SeedingEntry = {
  entryId: number
  athleteId: number
  bibNo: string
  firstName: string
  surName: string
  club: string
  gender: string
  ageGroup: string
  /** Seconds for a race, metres for a throw or jump; 0: no PB. */
  pb: number
  /** The season's best, as pb; 0: none this season. */
  sb: number
}

export type SavedHeat = { heatNo: number; group: string; athletes: Array<{ entryId: number; lane: number; rank: number }> }

export type SavedSeeding = {
  eventGroupId: number
  seed: number
  /** 'd' (heats in an order drawn by lot) is our invention (issue 29). */
  heatOrder: 's' | 'f' | 'd'
  laneCount: number
  firstLane: number
  gender: boolean
  age: boolean
  /** Our invention (issue 29): the lane draw and Rule 20.3.1's clubs apart; absent on older records. */
  laneDraw?: 'lot' | 'seeded'
  clubsApart?: boolean
  seedOn?: 'pb' | 'sb'
  seededAt: string
  heats: SavedHeat[]
}

type CompSeeding = { entries: Map<number, SeedingEntry[]>; saved: Map<number, SavedSeeding> }

const byState = new WeakMap<SimulatorState, Map<number, CompSeeding>>()

// A plausible PB from an event's name: races by distance, field events by a typical range.
const FIELD_RANGES: Array<[RegExp, number, number]> = [
  [/high jump/i, 1.3, 2.0],
  [/pole/i, 2.4, 4.8],
  [/long|triple/i, 4.2, 7.2],
  [/shot/i, 7, 15],
  [/discus/i, 20, 50],
  [/javelin|hammer/i, 25, 60],
]

function drawPb(random: ReturnType<typeof createRandom>, eventName: string): number {
  // One athlete in eight has no PB yet.
  if (random.int(1, 8) === 8) return 0
  const field = FIELD_RANGES.find(([re]) => re.test(eventName))
  if (field) return Math.round((field[1] + (random.int(0, 1000) / 1000) * (field[2] - field[1])) * 100) / 100
  const relay = /(\d+)\s*x\s*(\d+)\s*m/i.exec(eventName)
  const metres = relay ? Number(relay[1]) * Number(relay[2]) : Number(/(\d+)\s*m\b/i.exec(eventName)?.[1] ?? 400)
  const base = metres <= 400 ? metres / 8.2 : metres / 6.4
  return Math.round(base * (1 + random.int(0, 250) / 1000) * 100) / 100
}

/**
 * A season's best a little short of the PB (2 % slower, 3 % shorter), drawn from nothing random so the
 * rest of the seed stays as it was; an entry id ending in 0 has none this season.
 */
function seasonBest(entryId: number, pb: number, eventName: string): number {
  if (pb === 0 || entryId % 10 === 0) return 0
  const field = FIELD_RANGES.some(([re]) => re.test(eventName))
  return Math.round(pb * (field ? 0.97 : 1.02) * 100) / 100
}

const withSeasonBest = (e: Omit<SeedingEntry, 'sb'>, eventName: string): SeedingEntry => ({
  ...e,
  sb: seasonBest(e.entryId, e.pb, eventName),
})

function drawEntries(state: SimulatorState, comp: SeedCompetition): Map<number, SeedingEntry[]> {
  const random = createRandom(comp.id * 13 + 5)
  const athleteOf = (id: number) => state.seed.athletes.find((a) => a.id === id)
  const groups = new Map<number, SeedingEntry[]>()
  const add = (eventGroupId: number, entry: SeedingEntry) => groups.set(eventGroupId, [...(groups.get(eventGroupId) ?? []), entry])
  const events = comp.compEvents.filter((e) => !e.isTeamEvent)
  const desk = checkInDesk(state, comp.id)
  const ageGroupName = (id: number | undefined) => state.seed.ageGroups.find((a) => a.id === id)?.name ?? ''
  if (desk) {
    for (const a of desk.athletes) {
      for (const e of a.entries) {
        const event = events.find((ce) => ce.ceid === e.ceid)
        if (!event) continue
        const { athleteId, bibNo, firstName, surName, club, gender } = a
        add(
          event.eventGroupId,
          withSeasonBest(
            {
              entryId: e.id,
              athleteId,
              bibNo,
              firstName,
              surName,
              club,
              gender,
              ageGroup: e.ageGroup,
              pb: drawPb(random, event.eventGroup),
            },
            event.eventGroup,
          ),
        )
      }
    }
    return groups
  }
  let entryId = comp.id * 10_000 + 5_000
  for (const a of bibRoster(state, comp.id) ?? []) {
    if (events.length === 0) break
    for (const event of random.shuffle(events).slice(0, random.int(1, Math.min(2, events.length)))) {
      const { athleteId, bibNo, firstName, surName, club } = a
      const gender = athleteOf(athleteId)?.gender ?? ''
      add(
        event.eventGroupId,
        withSeasonBest(
          {
            entryId: ++entryId,
            athleteId,
            bibNo,
            firstName,
            surName,
            club,
            gender,
            ageGroup: ageGroupName(event.ageGroupIds[0]),
            pb: drawPb(random, event.eventGroup),
          },
          event.eventGroup,
        ),
      )
    }
  }
  return groups
}

/** The seeding of a competition the seed knows; undefined otherwise. */
export function compSeeding(state: SimulatorState, compId: number): CompSeeding | undefined {
  const comp = state.seed.competitions.find((c) => c.id === compId)
  if (!comp) return undefined
  let byComp = byState.get(state)
  if (!byComp) byState.set(state, (byComp = new Map()))
  let found = byComp.get(compId)
  if (!found) byComp.set(compId, (found = { entries: drawEntries(state, comp), saved: new Map() }))
  return found
}

/** Admin, or a BUILDER / SCOREBOARD / ADMIN grant that covers the competition (3-organiser-admin §6). */
export function maySeed(state: SimulatorState, user: SimUser, compId: number): boolean {
  if (user.role === 'E4SUSER') return true
  const comp = state.seed.competitions.find((c) => c.id === compId)
  return user.permissions.some((p) => {
    if (!['SCOREBOARD', 'BUILDER', 'ADMIN'].includes(String(p.role).toUpperCase())) return false
    return (p.orgid === 0 || p.orgid === comp?.compOrgId) && (p.compid === 0 || p.compid === compId)
  })
}

export const HEATS_MISMATCH = "The heats must hold each of the event group's entries once."

/** Checks heats against the event group's entries: every entry once, one athlete per lane in a heat. Answers the refusal or null. */
export function checkHeats(entries: readonly SeedingEntry[], heats: readonly SavedHeat[]): string | null {
  const placed = heats.flatMap((h) => h.athletes.map((a) => a.entryId))
  const known = new Set(entries.map((e) => e.entryId))
  if (placed.length !== known.size || new Set(placed).size !== placed.length || placed.some((id) => !known.has(id))) return HEATS_MISMATCH
  for (const heat of heats) {
    const lanes = heat.athletes.map((a) => a.lane)
    if (new Set(lanes).size !== lanes.length || lanes.some((l) => !Number.isInteger(l) || l < 1))
      return 'Two athletes of a heat share a lane.'
  }
  return null
}
