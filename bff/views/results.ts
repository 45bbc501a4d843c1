// View types of the results pages: the photo-finish import and the public results (browser-safe).
import type { UserMessage } from './message'

export type EventGroupChoice = { id: number; eventNo: number; name: string; heats: number }

/** results-import-file (photo finish) or results-import (timing system): one page, titled for each. */
export type ResultsImportKind = 'photoFinish' | 'timing'

export type ResultsImportPageView = {
  kind: ResultsImportKind
  compId: number
  competitionName: string
  eventGroups: EventGroupChoice[]
  /** Upload size cap, in KB, for the form's help text. */
  maxKb: number
}

/** One row of the file as the review shows it. */
export type ImportRowView = {
  line: number
  place: number | null
  status: string
  bib: string
  lane: number | null
  name: string
  time: string
}

export type ImportEntryView = { entryId: number; label: string }

export type ImportReviewView = {
  eventGroupId: number
  eventGroupName: string
  /** The file, carried in the form (base64) so the save needs no server state and no JavaScript. */
  file: string
  heading: { eventName: string; round: number | null; heat: number | null; wind: string }
  matched: Array<ImportRowView & { entry: string; by: string }>
  /** note: why an odd row of the file needs a look (lifOddRow.{code}), before the match's reason. */
  review: Array<ImportRowView & { reason: string; note: { code: string; value: string } | null; choice: string }>
  /** Entries the review may pick: every entry of the event group. */
  entries: ImportEntryView[]
  missing: string[]
}

export type ResultsImportPostResult =
  | { stage: 'read'; ok: false; message: UserMessage; eventGroupId?: number }
  | { stage: 'review'; ok: boolean; message?: UserMessage; review: ImportReviewView }
  | { stage: 'saved'; ok: true; message: UserMessage; eventGroupId: number; saved: number; dropped: number }

export type ResultRowView = {
  place: number | null
  status: string
  bib: string
  name: string
  club: string
  mark: string
  /** Seconds, for the rankings; null for a status. */
  time: number | null
  pb: boolean
  sb: boolean
  /** A jump's or throw's attempts as results print them ('6.52', 'X', '-', ''); empty for a race. */
  attempts: string[]
}

/** `field`: a jump's or throw's series (best mark and attempts) rather than a race's heat. */
export type HeatView = { label: { round: number | null; heat: number | null }; wind: string; field: boolean; rows: ResultRowView[] }

export type EventGroupResultsView = {
  id: number
  eventNo: number
  name: string
  /** 'HH:mm'; null for 'TBC'. */
  time: string | null
  heats: HeatView[]
}

export type PublicResultsView = { compId: number; competitionName: string; date: string; eventGroups: EventGroupResultsView[] }

export type ResultsReadView = { compId: number; competitionName: string; eventGroup: EventGroupResultsView }

/** One athlete of the public rankings: the best time over the heats, placed overall. */
export type RankingRowView = { place: number | null; bib: string; name: string; club: string; mark: string }

/** `field`: a jump or throw, ranked by best mark (the series as placed). */
export type RankingsView = {
  compId: number
  competitionName: string
  eventGroup: { id: number; name: string }
  field: boolean
  /** A high jump or pole vault: count-back on failures, not on the next-best mark. */
  vertical: boolean
  rows: RankingRowView[]
}

export type ResultsQrView = { compId: number; competitionName: string; url: string; qr: string }

/** One row of the results entry form: what is (or was) typed, and its problem if any. */
export type ResultsEntryRowView = { bib: string; lane: string; name: string; mark: string; error: UserMessage | null }

export type ResultsEntryView = {
  compId: number
  competitionName: string
  eventGroupId: number
  eventGroupName: string
  /** Heats to choose from: the seeded heats, else heat 1 and the next one after those saved. */
  heats: number[]
  heat: number
  seeded: boolean
  /** A race (times); else see `field`. */
  race: boolean
  /** A horizontal jump or a throw: one row per athlete with its attempts; null otherwise. */
  field: FieldEntryView | null
  /** A vertical jump: the bar heights and one row per athlete with its attempts per height; null otherwise. */
  vertical: VerticalEntryView | null
  /** The race is wind-affected: the form asks the heat's wind. */
  wind: boolean
  rows: ResultsEntryRowView[]
}

export type ResultsEntryPostResult =
  | { ok: false; message: UserMessage; heat: number; wind: string; windError: UserMessage | null; rows: ResultsEntryRowView[] }
  | { ok: true; message: UserMessage; heat: number }
  | FieldEntryPostResult
  | VerticalEntryPostResult

/** One athlete's series on the field form: what is (or was) typed, and its problem if any. */
export type FieldEntryRowView = { bib: string; name: string; attempts: string[]; error: UserMessage | null }

export type FieldEntryView = { attempts: number; rows: FieldEntryRowView[] }

export type FieldEntryPostResult = { ok: false; message: UserMessage; rows: FieldEntryRowView[] } | { ok: true; message: UserMessage }

/** One athlete's attempts per bar height on the vertical jump form ('O', 'XO', 'XXX', '-' or ''), and its problem if any. */
export type VerticalEntryRowView = { bib: string; name: string; attempts: string[]; error: UserMessage | null }

/** The bar heights as typed (blank columns to add more) and the rows, as many cells each as heights. */
export type VerticalEntryView = { heights: string[]; heightErrors: (UserMessage | null)[]; rows: VerticalEntryRowView[] }

/** What was typed comes back, saved or not, so the next heights are added to it. */
export type VerticalEntryPostResult = { ok: boolean; message: UserMessage; vertical: VerticalEntryView }
