import type { CompetitionView } from '../domain/competition/competition'
import type {
  accessLabel,
  cardButtons,
  e4sStatus,
  enterTarget,
  externalLinks,
  locationMapUrl,
  restrictionNotice,
} from '../domain/competition/competition-card'
import type { entryStatus } from '../domain/competition/competition-status'
import type { Tool } from '../domain/competition/competition-tools'

/**
 * Everything a competition card shows, decided on the server: the browser gets the outcome of the
 * rules (which buttons, which status), never the user's permissions, and only the fields it shows.
 */
export type CardModel = {
  id: number
  name: string
  logo: string | null
  active: CompetitionView['active']
  dates: CompetitionView['dates']
  organiserName: string
  locationName: string | null
  counts: CompetitionView['counts']
  teamComp: CompetitionView['teamComp']
  disabledReason: string
  newsflashHtml: string
  homeInfoHtml: CompetitionView['homeInfoHtml']
  enterButtonText: CompetitionView['ui']['enterButtonText']
  ticketButtonText: CompetitionView['ui']['ticketCompButtonText']
  status: ReturnType<typeof entryStatus>
  buttons: ReturnType<typeof cardButtons>
  enterHref: ReturnType<typeof enterTarget>
  /** All five on a full card; a card in a list has only results, when it shows that button. */
  links: Partial<ReturnType<typeof externalLinks>>
  mapUrl: ReturnType<typeof locationMapUrl>
  restriction: ReturnType<typeof restrictionNotice>
  accessLabel: ReturnType<typeof accessLabel>
  /** A linked ticket competition has its own shop, opened with this one as the parent. */
  ticketHref: string | null
  /** 'Awaiting Approval': the organiser status is not Approved. */
  awaitingApproval: boolean
  /** The admin's E4S section: the status, a link to its editor; null for everyone else. */
  e4sStatus: ReturnType<typeof e4sStatus>
  /** The Builder label is a link for the competition's builders. */
  builderHref: string | null
  /** Check In: the organiser's desk for those who may work it, else the athlete's own check-in. */
  checkInHref: string
  /** The competition's hub, for everyone who works it (builder, check-in, ticket, scoreboard). */
  hubHref: string | null
  /** The §6 links the user may use (full card only; a card in a list links to the hub instead). */
  tools: Tool[]
}
