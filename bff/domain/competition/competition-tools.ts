// The competition's tools (3-organiser-admin §6): which of the twelve links a user may use on one
// competition, grouped as the organiser's day goes. The card, the competition admin card and the
// competition hub all show this one list, so they cannot disagree.
import { screenHref, type HandOverLinks } from '../routing/hash-links'
import { hasPermission, type PermissionName, type UserAuth } from '../routing/permissions'
import type { CompetitionView } from './competition'

export type ToolGroup = 'build' | 'before' | 'onTheDay' | 'after'
export const TOOL_GROUPS: readonly ToolGroup[] = ['build', 'before', 'onTheDay', 'after']

export type ToolKey =
  | 'builder'
  | 'bibs'
  | 'message'
  | 'autoEntries'
  | 'ticketAdmin'
  | 'scoreboard'
  | 'checkin'
  | 'ticketScan'
  | 'photoFinish'
  | 'resultsEntry'
  | 'organiserReport'
  | 'contactAthletes'

type ToolDef = {
  key: ToolKey
  group: ToolGroup
  /** The screen it opens, by its name in the route table. */
  route: string
  needs: PermissionName
  /** What §6 asks beyond the permission. */
  when?: 'autoEntryTarget' | 'checkInEnabled'
}

/**
 * The §6 links, in the order of the day. Email/Message is the competition's messages, Contact
 * Athletes writes to its entrants; Scoreboard is the stadium screens' outputs; Results Entry needs
 * an event group, so it opens the seeding page, which lists them (the hub lists them too).
 */
export const TOOLS: readonly ToolDef[] = [
  { key: 'builder', group: 'build', route: 'builder', needs: 'BUILDER' },
  { key: 'bibs', group: 'before', route: 'bibs', needs: 'BUILDER' },
  { key: 'message', group: 'before', route: 'messages', needs: 'BUILDER' },
  { key: 'contactAthletes', group: 'before', route: 'messageCreate', needs: 'BUILDER' },
  { key: 'autoEntries', group: 'before', route: 'autoEntries', needs: 'BUILDER', when: 'autoEntryTarget' },
  { key: 'ticketAdmin', group: 'before', route: 'ticketAdmin', needs: 'TICKET' },
  { key: 'scoreboard', group: 'before', route: 'scoreboardOutputList', needs: 'SCOREBOARD' },
  { key: 'checkin', group: 'onTheDay', route: 'checkin', needs: 'CHECKIN', when: 'checkInEnabled' },
  { key: 'ticketScan', group: 'onTheDay', route: 'ticketGatekeeper', needs: 'TICKET' },
  { key: 'photoFinish', group: 'onTheDay', route: 'resultsImportFile', needs: 'SCOREBOARD' },
  { key: 'resultsEntry', group: 'onTheDay', route: 'seeding', needs: 'SCOREBOARD' },
  { key: 'organiserReport', group: 'after', route: 'organiserReport', needs: 'BUILDER' },
]

export type Tool = { key: ToolKey; group: ToolGroup; href: string }

export type ToolsCompetition = Pick<CompetitionView, 'id' | 'compOrg' | 'checkIn'>

/**
 * The address of a competition's screen: the route's v2 path with the competition in whichever param
 * names it, or the legacy screen when it hands over (`handOver`).
 */
export function competitionScreenHref(route: string, compId: number, handOver?: HandOverLinks | null): string {
  return screenHref(route, { id: String(compId), compId: String(compId) }, handOver)
}

/** `autoEntryTarget`: the competition's auto-entries target (0 none), as its builder reads it. */
export function competitionTools(comp: ToolsCompetition, user: UserAuth, autoEntryTarget = 0, handOver?: HandOverLinks | null): Tool[] {
  const scope = { orgId: comp.compOrg.id, compId: comp.id }
  const extra = { autoEntryTarget: autoEntryTarget > 0, checkInEnabled: comp.checkIn.enabled }
  return TOOLS.filter((t) => hasPermission(user, t.needs, scope) && (t.when === undefined || extra[t.when])).map((t) => ({
    key: t.key,
    group: t.group,
    href: competitionScreenHref(t.route, comp.id, handOver),
  }))
}

/** The tools in their groups, empty groups left out. */
export function toolsByGroup(tools: readonly Tool[]): Array<{ group: ToolGroup; tools: Tool[] }> {
  return TOOL_GROUPS.map((group) => ({ group, tools: tools.filter((t) => t.group === group) })).filter((g) => g.tools.length > 0)
}
