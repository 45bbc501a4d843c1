// Results at the simulator (3-organiser-admin §2 results rows, §7 track upload): each event group's
// entries (the check-in desk's athletes entered in it, with their bibs) and the results the track
// upload writes, kept per event group and heat; a heat uploaded again replaces the one before.
import type { SeedCompetition } from '../seed/index'
import { checkInDesk } from './checkin'
import type { SimUser, SimulatorState } from './state'

/** Lanes are given only to a field that fits one heat of this many lanes (as if seeded in bib order). */
const ONE_HEAT_LANES = 8

export type GroupEntry = {
  entryId: number
  athleteId: number
  bibNo: string
  firstName: string
  surName: string
  club: string
  laneNo: number | null
}

export type ResultRow = {
  entryId: number
  athleteId: number
  bibNo: string
  firstName: string
  surName: string
  club: string
  place: number | null
  /** '' finished, else DNS / DNF / DQ. */
  status: string
  /** Seconds, to the hundredth. */
  time: number | null
  reactionTime: number | null
  laneNo: number | null
  pb: boolean
  sb: boolean
  /** A jump or throw (the field upload, our invention): the best mark in metres and the attempts. */
  mark?: number | null
  /** A vertical jump's are one string of O / X / - per bar height of the heat. */
  attempts?: Array<number | string | null>
}

export type HeatResults = {
  eventNo: number
  round: number | null
  heat: number | null
  wind: number | null
  /** A vertical jump's bar heights in metres (the field upload, our invention). */
  heights?: number[]
  rows: ResultRow[]
}

export type EventGroupInfo = { id: number; eventNo: number; name: string; startDateTime: string }

const stores = new WeakMap<SimulatorState, Map<string, Map<string, HeatResults>>>()

/** The competition's event groups in start order, numbered 1, 2, ... as the scoreboard numbers them. */
export function eventGroupsOf(comp: SeedCompetition): EventGroupInfo[] {
  const byGroup = new Map<number, { name: string; start: string }>()
  for (const e of comp.compEvents) {
    if (e.isTeamEvent || byGroup.has(e.eventGroupId)) continue
    byGroup.set(e.eventGroupId, { name: e.eventGroup, start: e.startdate })
  }
  return [...byGroup.entries()]
    .sort((a, b) => a[1].start.localeCompare(b[1].start) || a[0] - b[0])
    .map(([id, g], i) => ({ id, eventNo: i + 1, name: g.name, startDateTime: g.start }))
}

export function findEventGroup(state: SimulatorState, compId: number, egId: number) {
  const comp = state.seed.competitions.find((c) => c.id === compId)
  const group = comp ? eventGroupsOf(comp).find((g) => g.id === egId) : undefined
  return comp && group ? { comp, group } : undefined
}

/** The athletes entered in an event group, in bib order. */
export function eventGroupEntries(state: SimulatorState, comp: SeedCompetition, egId: number): GroupEntry[] {
  const ceids = new Set(comp.compEvents.filter((e) => e.eventGroupId === egId).map((e) => e.ceid))
  const entered = (checkInDesk(state, comp.id)?.athletes ?? []).flatMap((a) => {
    const entry = a.entries.find((e) => ceids.has(e.ceid))
    return entry
      ? [{ entryId: entry.id, athleteId: a.athleteId, bibNo: a.bibNo, firstName: a.firstName, surName: a.surName, club: a.club }]
      : []
  })
  entered.sort((a, b) => Number(a.bibNo) - Number(b.bibNo) || a.bibNo.localeCompare(b.bibNo))
  const lanes = entered.length <= ONE_HEAT_LANES
  return entered.map((e, i) => ({ ...e, laneNo: lanes ? i + 1 : null }))
}

function groupStore(state: SimulatorState, compId: number, egId: number): Map<string, HeatResults> {
  let all = stores.get(state)
  if (!all) stores.set(state, (all = new Map()))
  const key = `${compId}:${egId}`
  let heats = all.get(key)
  if (!heats) all.set(key, (heats = new Map()))
  return heats
}

export function storeHeat(state: SimulatorState, compId: number, egId: number, heat: HeatResults): void {
  groupStore(state, compId, egId).set(`${heat.round ?? ''}:${heat.heat ?? ''}`, heat)
}

/** An event group's heats as uploaded, in round then heat order. */
export function heatsOf(state: SimulatorState, compId: number, egId: number): HeatResults[] {
  return [...groupStore(state, compId, egId).values()].sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || (a.heat ?? 0) - (b.heat ?? 0))
}

/** Admin, or a SCOREBOARD / BUILDER / ADMIN grant that covers the competition (§6: builders pass). */
export function mayScore(user: SimUser, comp: SeedCompetition): boolean {
  if (user.role === 'E4SUSER') return true
  return user.permissions.some((p) => {
    const role = String(p.role).toUpperCase()
    if (!['SCOREBOARD', 'BUILDER', 'ADMIN'].includes(role)) return false
    return (p.orgid === 0 || p.orgid === comp.compOrgId) && (p.compid === 0 || p.compid === comp.id)
  })
}
