import type { CompetitionView } from '../domain/competition/competition'
import {
  accessLabel,
  awaitingApproval,
  cardButtons,
  e4sStatus,
  cutNewsflash,
  enterTarget,
  externalLinks,
  locationMapUrl,
  restrictionNotice,
} from '../domain/competition/competition-card'
import { entryStatus } from '../domain/competition/competition-status'
import { competitionScreenHref, competitionTools } from '../domain/competition/competition-tools'
import type { HandOverLinks } from '../domain/routing/hash-links'
import type { Language } from '../domain/routing/language'
import { legacyAssetUrl } from '../domain/routing/legacy-url'
import { canBuild, canCheckIn, canStaff, isLoggedIn, type UserAuth } from '../domain/routing/permissions'
import type { CardModel } from '../views/competition-card'

/** A card's model (twenty cards travel in every home page: only the fields it shows). */
export function toCardModel(
  comp: CompetitionView,
  o: {
    auth: UserAuth
    lang: Language
    now: Date
    legacySiteUrl: string
    currentPath: string
    full?: boolean
    /** The competition's auto-entries target, for the full card's Auto Entry (0 or absent: none). */
    autoEntryTarget?: number
    /** The screens that hand over: their links lead to the legacy site (decision 074). */
    handOver?: HandOverLinks | null
  },
): CardModel {
  const status = entryStatus(comp, o.now)
  const scope = { orgId: comp.compOrg.id, compId: comp.id }
  const buttons = cardButtons(comp, o.auth, status, o.now)
  const links = externalLinks(comp, o.legacySiteUrl)
  return {
    id: comp.id,
    name: comp.name,
    logo: legacyAssetUrl(comp.logo, o.legacySiteUrl),
    active: comp.active,
    dates: comp.dates,
    organiserName: comp.organiser.name,
    locationName: comp.location?.name ?? null,
    counts: comp.counts,
    teamComp: comp.teamComp,
    disabledReason: comp.disabled ? comp.disabledReason : '',
    newsflashHtml: o.full ? comp.newsflashHtml : cutNewsflash(comp.newsflashHtml),
    homeInfoHtml: comp.homeInfoHtml,
    enterButtonText: comp.ui.enterButtonText,
    ticketButtonText: comp.ui.ticketCompButtonText,
    status,
    buttons,
    enterHref: enterTarget(comp, { loggedIn: isLoggedIn(o.auth), currentPath: o.currentPath }),
    // A card in a list links out only to its results, and only when it shows that button.
    links: o.full ? links : buttons.viewResults ? { results: links.results } : {},
    mapUrl: locationMapUrl(comp.location),
    restriction: restrictionNotice(comp, o.now, o.lang),
    accessLabel: accessLabel(comp, o.auth),
    ticketHref: comp.ui.ticketCompId > 0 ? `/v2/shop-v2/${comp.ui.ticketCompId}?parentCompId=${comp.id}` : null,
    awaitingApproval: awaitingApproval(comp),
    e4sStatus: e4sStatus(comp, o.auth, o.currentPath),
    builderHref: canBuild(o.auth, scope) ? competitionScreenHref('builder', comp.id, o.handOver) : null,
    // Those who may work the desk check athletes in there (§6 Organiser Check-in); everyone else checks their own entries.
    checkInHref: competitionScreenHref(
      comp.checkIn.enabled && canCheckIn(o.auth, scope) ? 'checkin' : 'checkinAthlete',
      comp.id,
      o.handOver,
    ),
    hubHref: canStaff(o.auth, scope) ? competitionScreenHref('competitionHub', comp.id, o.handOver) : null,
    tools: o.full ? competitionTools(comp, o.auth, o.autoEntryTarget ?? 0, o.handOver) : [],
  }
}
