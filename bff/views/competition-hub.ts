import type { Tool, ToolGroup } from '../domain/competition/competition-tools'
import type { UserMessage } from './message'

/** One competition a user works on, as My competitions lists it. */
export type MyCompetitionView = {
  id: number
  name: string
  /** YYYY-MM-DD, its first day ('' when it has none). */
  date: string
  organiser: string
  upcoming: boolean
  hubHref: string
}

export type MyCompetitionsView = {
  items: MyCompetitionView[]
  /** A call that failed: its competitions are missing, the others are listed. */
  failure: UserMessage | null
  /** An admin, or a grant for every organisation: the list is the coming weeks', the rest is searched from the home page. */
  everyCompetition: boolean
  /** Builders of any organisation may search clubs (the route table's rule); the v2 menu offers it to admins only. */
  clubSearch: boolean
}

export type HubEventGroupView = {
  id: number
  name: string
  time: string | null
  entries: number
  /** The public results show a heat of it. */
  resultsSaved: boolean
  resultsEntryHref: string
}

/** One competition's tools, in the order of the organiser's day, with the counts that are cheap to read. */
export type CompetitionHubView = {
  compId: number
  name: string
  date: string
  organiser: string
  counts: {
    athletes: number
    entries: number
    checkedIn: { collected: number; expected: number } | null
    /** Event groups with results saved (the public results); null when they could not be read. */
    resultsSaved: number | null
  }
  groups: Array<{ group: ToolGroup; tools: Tool[] }>
  /** Results entry, one link per event group (scoreboard staff); null when the user may not enter results. */
  eventGroups: HubEventGroupView[] | null
  /** A section whose call failed: the rest of the hub still shows. */
  failures: UserMessage[]
  /** Builders: the competition's secondary products, listed with the build tools. */
  productsHref: string | null
  /** Builders of a competition whose check-in is off: where to turn it on (the builder's Options step). */
  checkInOffHref: string | null
  showEntryHref: string
  compAdminHref: string
}
