// Check-in at the simulator: for each competition with check-in enabled, a desk list of athletes
// with their entries (drawn once, reproducibly, from the seed's athletes and the competition's
// events), and the collected / checked-in marks the desks make (3-organiser-admin §3, §7).
import { createRandom, type SeedCompetition } from '../seed/index'
import type { SimUser, SimulatorState } from './state'

export type CheckInEntry = {
  id: number
  ceid: number
  name: string
  dateTime: string
  ageGroup: string
  /** Minutes before the start; -1 = the competition's default. */
  checkInFrom: number
  checkInTo: number
  checkedIn: boolean
}

export type CheckInAthlete = {
  athleteId: number
  firstName: string
  surName: string
  dob: string
  urn: string
  gender: string
  bibNo: string
  club: string
  collected: boolean
  collectedTime: string
  confirmedTime: string
  entries: CheckInEntry[]
}

export type CheckInDesk = {
  compId: number
  athletes: CheckInAthlete[]
  /** Mark keys already applied: a replayed mark is answered as done, never applied twice. */
  appliedMarks: Set<string>
}

const desks = new WeakMap<SimulatorState, Map<number, CheckInDesk>>()
const ATHLETES_PER_DESK = 48

function drawDesk(state: SimulatorState, comp: SeedCompetition): CheckInDesk {
  const random = createRandom(comp.id * 7 + 3)
  const events = comp.compEvents.filter((e) => !e.isTeamEvent)
  const clubName = (id: number) => state.seed.clubs.find((c) => c.id === id)?.name ?? ''
  const ageGroupName = (id: number | undefined) => state.seed.ageGroups.find((a) => a.id === id)?.name ?? ''
  const people = random.shuffle(state.seed.athletes).slice(0, events.length === 0 ? 0 : ATHLETES_PER_DESK)
  const sorted = [...people].sort((a, b) => a.surName.localeCompare(b.surName) || a.firstName.localeCompare(b.firstName))
  let entryId = comp.id * 10_000
  const athletes = sorted.map((person, index): CheckInAthlete => {
    const chosen = random.shuffle(events).slice(0, random.int(1, Math.min(3, events.length)))
    return {
      athleteId: person.id,
      firstName: person.firstName,
      surName: person.surName,
      dob: person.dob,
      urn: person.urn,
      gender: person.gender,
      bibNo: String(index + 1),
      club: clubName(person.clubId),
      collected: false,
      collectedTime: '',
      confirmedTime: '',
      entries: chosen.map((event, i) => ({
        id: ++entryId,
        ceid: event.ceid,
        name: event.eventGroup,
        dateTime: event.startdate,
        ageGroup: ageGroupName(event.ageGroupIds[0]),
        // Every third event keeps its own, shorter window (an hour before to 15 minutes before).
        checkInFrom: (event.ceid + i) % 3 === 0 ? 60 : -1,
        checkInTo: (event.ceid + i) % 3 === 0 ? 15 : -1,
        checkedIn: false,
      })),
    }
  })
  return { compId: comp.id, athletes, appliedMarks: new Set() }
}

/** The desk of a competition with check-in enabled; undefined otherwise. */
export function checkInDesk(state: SimulatorState, compId: number): CheckInDesk | undefined {
  const comp = state.seed.competitions.find((c) => c.id === compId)
  if (!comp || !comp.options.checkIn.enabled) return undefined
  let byComp = desks.get(state)
  if (!byComp) desks.set(state, (byComp = new Map()))
  let desk = byComp.get(compId)
  if (!desk) byComp.set(compId, (desk = drawDesk(state, comp)))
  return desk
}

/** Admin, or a CHECKIN / BUILDER / ADMIN grant that covers the competition. */
export function mayCheckIn(state: SimulatorState, user: SimUser, compId: number): boolean {
  if (user.role === 'E4SUSER') return true
  const comp = state.seed.competitions.find((c) => c.id === compId)
  return user.permissions.some((p) => {
    const role = String(p.role).toUpperCase()
    if (!['CHECKIN', 'BUILDER', 'ADMIN'].includes(role)) return false
    const orgCovers = p.orgid === 0 || p.orgid === comp?.compOrgId
    return orgCovers && (p.compid === 0 || p.compid === compId)
  })
}

export type CheckInQuery = {
  firstName: string
  surName: string
  club: string
  urn: string
  bibNo: string
  event: string
  /** '' any, '1' collected, '0' not collected. */
  collected: string
  /** '1': who is here, athletes checked in to at least one entry. */
  whois?: string
}

const contains = (value: string, part: string) => part === '' || value.toLowerCase().includes(part.toLowerCase())

export function searchDesk(desk: CheckInDesk, q: CheckInQuery): CheckInAthlete[] {
  return desk.athletes.filter(
    (a) =>
      contains(a.firstName, q.firstName) &&
      contains(a.surName, q.surName) &&
      contains(a.club, q.club) &&
      contains(a.urn, q.urn) &&
      (q.bibNo === '' || a.bibNo === q.bibNo) &&
      (q.event === '' || a.entries.some((e) => contains(e.name, q.event))) &&
      (q.collected === '' || a.collected === (q.collected === '1')) &&
      (q.whois !== '1' || a.entries.some((e) => e.checkedIn)),
  )
}

export type MarkState = { collected?: boolean; entries?: Array<{ id: number; checkedIn: boolean }> }

export type CheckInMark = MarkState & {
  athleteId: number
  key?: string
  /** What the desk saw when it made the mark: if the athlete has changed since, the mark is a conflict. */
  was?: MarkState
}

export type MarkStatus = 'applied' | 'done' | 'conflict'

function matches(athlete: CheckInAthlete, state: MarkState): boolean {
  if (state.collected !== undefined && athlete.collected !== state.collected) return false
  return (state.entries ?? []).every((s) => athlete.entries.find((e) => e.id === s.id)?.checkedIn === s.checkedIn)
}

/**
 * Applies marks in order. A mark whose key was applied before is done (not applied twice); one whose
 * `was` no longer holds is a conflict (not applied). Answers the athletes touched and each mark's status.
 */
export function applyMarks(
  desk: CheckInDesk,
  marks: CheckInMark[],
  now: string,
): { athletes: CheckInAthlete[]; statuses: MarkStatus[] } | string {
  const touched = new Map<number, CheckInAthlete>()
  for (const mark of marks) {
    const athlete = desk.athletes.find((a) => a.athleteId === mark.athleteId)
    if (!athlete) return `Athlete ${mark.athleteId} is not entered in this competition.`
    for (const change of [...(mark.entries ?? []), ...(mark.was?.entries ?? [])]) {
      if (!athlete.entries.some((e) => e.id === change.id)) return `Entry ${change.id} is not one of this athlete's entries.`
    }
  }
  const statuses: MarkStatus[] = []
  for (const mark of marks) {
    const athlete = desk.athletes.find((a) => a.athleteId === mark.athleteId)!
    touched.set(athlete.athleteId, athlete)
    if (mark.key !== undefined && desk.appliedMarks.has(mark.key)) {
      statuses.push('done')
      continue
    }
    if (mark.was !== undefined && !matches(athlete, mark.was)) {
      statuses.push('conflict')
      continue
    }
    if (mark.key !== undefined) desk.appliedMarks.add(mark.key)
    if (mark.collected !== undefined && mark.collected !== athlete.collected) {
      athlete.collected = mark.collected
      athlete.collectedTime = mark.collected ? now : ''
    }
    for (const change of mark.entries ?? []) {
      const entry = athlete.entries.find((e) => e.id === change.id)!
      entry.checkedIn = change.checkedIn
      athlete.confirmedTime = athlete.entries.some((e) => e.checkedIn) ? now : ''
    }
    statuses.push('applied')
  }
  return { athletes: [...touched.values()], statuses }
}

export function clearDesk(desk: CheckInDesk, what: { collected: boolean; checkedIn: boolean }): void {
  for (const athlete of desk.athletes) {
    if (what.collected) {
      athlete.collected = false
      athlete.collectedTime = ''
    }
    if (what.checkedIn) {
      for (const entry of athlete.entries) entry.checkedIn = false
      athlete.confirmedTime = ''
    }
  }
}

/** An athlete as the legacy check-in calls send one (flags as 0/1). */
export function checkInAthleteWire(a: CheckInAthlete) {
  return {
    id: a.athleteId,
    athleteId: a.athleteId,
    firstName: a.firstName,
    surName: a.surName,
    dob: a.dob,
    urn: a.urn,
    gender: a.gender,
    bibNo: a.bibNo,
    teamBibNo: '',
    club: a.club,
    collected: a.collected ? 1 : 0,
    confirmedTime: a.confirmedTime,
    collectedTime: a.collectedTime,
    entries: a.entries.map((e) => ({
      id: e.id,
      name: e.name,
      checkedIn: e.checkedIn ? 1 : 0,
      dateTime: e.dateTime,
      ageGroup: e.ageGroup,
      checkInFrom: e.checkInFrom,
      checkInTo: e.checkInTo,
    })),
  }
}

/**
 * The check-in code of a competition with check-in enabled (our reading of the stats' `codes`): one
 * per competition, drawn from its id so the desk and the verify call agree.
 */
export function checkInCodeOf(compId: number): string {
  return `E4S${((compId * 7919) % 9000) + 1000}`
}
