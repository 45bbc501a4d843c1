// Bibs at the simulator (3-organiser-admin §2 Bibs, §7): a competition's athletes and their bib
// numbers. A competition with check-in enabled shares its desk's athletes, so a bib changed here is
// the one the desk searches; any other gets a roster drawn once from the seed's athletes.
import { createRandom } from '../seed/index'
import { checkInDesk } from './checkin'
import type { SimulatorState } from './state'

export type BibHolder = { athleteId: number; firstName: string; surName: string; dob: string; club: string; bibNo: string }

export const NOT_UNIQUE = 'Please make sure all entries have unique bib numbers.'
const ROSTER_SIZE = 24

const rosters = new WeakMap<SimulatorState, Map<number, BibHolder[]>>()

export function bibRoster(state: SimulatorState, compId: number): BibHolder[] | undefined {
  if (!state.seed.competitions.some((c) => c.id === compId)) return undefined
  const desk = checkInDesk(state, compId)
  if (desk) return desk.athletes
  let byComp = rosters.get(state)
  if (!byComp) rosters.set(state, (byComp = new Map()))
  let roster = byComp.get(compId)
  if (!roster) {
    const random = createRandom(compId * 17 + 1)
    const clubName = (id: number) => state.seed.clubs.find((c) => c.id === id)?.name ?? ''
    roster = random
      .shuffle(state.seed.athletes)
      .slice(0, ROSTER_SIZE)
      .map((a, i) => ({
        athleteId: a.id,
        firstName: a.firstName,
        surName: a.surName,
        dob: a.dob,
        club: clubName(a.clubId),
        bibNo: String(i + 1),
      }))
    byComp.set(compId, roster)
  }
  return roster
}

/** Gives the athlete the bib; refused when another athlete holds it. Answers the refusal or null. */
export function changeBib(roster: BibHolder[], athleteId: number, bibNo: string): string | null {
  const athlete = roster.find((a) => a.athleteId === athleteId)
  if (!athlete) return `Athlete ${athleteId} is not entered in this competition.`
  if (roster.some((a) => a.athleteId !== athleteId && a.bibNo === bibNo)) return NOT_UNIQUE
  athlete.bibNo = bibNo
  return null
}

/** Numbers from 1 to the highest bib given that nobody holds. */
export function unusedBibNumbers(roster: readonly BibHolder[]): number[] {
  const taken = new Set(
    roster
      .map((a) => a.bibNo)
      .filter((b) => /^\d+$/.test(b))
      .map(Number),
  )
  const top = Math.max(0, ...taken)
  const out: number[] = []
  for (let n = 1; n <= top; n++) if (!taken.has(n)) out.push(n)
  return out
}
