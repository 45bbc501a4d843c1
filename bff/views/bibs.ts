// View types of the bibs page (browser-safe).
import type { UserMessage } from './message'

export type BibRowView = { athleteId: number; name: string; dob: string; club: string; bibNo: string; duplicate: boolean }

export type BibsPageView = {
  compId: number
  competitionName: string
  /** The competition's bib sort (bibSort1..3), as keys of `bibs.sortKey`. */
  sort: string[]
  rows: BibRowView[]
  /** Bib numbers held by more than one athlete (the spec's uniqueness message shows when any). */
  duplicates: string[]
  unused: number[]
}

export type BibsPostResult = { ok: boolean; message: UserMessage; athleteId?: number }
