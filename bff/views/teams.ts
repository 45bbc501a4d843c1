import type { ClubAllowance } from '../domain/clubcomp/club-allowance'
import type { TeamProblem, TeamCandidate, TeamHeader, TeamOnFile } from '../domain/teams/team-rules'

/** The entry page's team section (2-entry §2): browser-safe, the components import it. */

export type TeamEntity = { id: number; level: number; name: string }

export type TeamView = {
  teamId: number
  ceid: number
  name: string
  eventName: string
  paid: boolean
  /** Names by position; empty when the competition does not show team athletes. */
  athletes: Array<{ pos: number; name: string }>
}

export type TeamSectionView = {
  /** The club the user enters teams for; null: the user represents no club (no team may be made). */
  entity: TeamEntity | null
  /** Team events offered (maxAthletes above -1). */
  headers: TeamHeader[]
  teams: TeamView[]
  /** Every team of the user's entity, for the rules. */
  onFile: TeamOnFile[]
  compTeamLimit: number
  compTeamCount: number
  /** A club competition's allowance for the club (relays and mixed relays); null: no club rules. */
  clubAllowance: ClubAllowance | null
}

export type TeamFormView = {
  header: TeamHeader
  /** The saved team being changed; 0 for a new team. */
  teamId: number
  /** The saved team is paid for: it may change, and stays the one cart line already paid. */
  paid: boolean
  /** The name prefilled from the competition's format, or the saved team's name. */
  name: string
  /** Athlete ids by slot (positions, then substitutes) of a saved team; empty for a new one. */
  members: number[]
  /** A free form's row texts by position and `others` answers (decision 056); empty for the picker form. */
  rows: string[]
  others: string[]
  positions: number
  substitutes: number
  candidates: TeamCandidate[]
}

export type TeamPostResult = {
  problems: TeamProblem[]
  values?: { ceid: number; teamId: number; name: string; members: number[]; rows?: string[]; others?: string[] }
}
