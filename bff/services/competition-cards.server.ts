import type { CompetitionView } from '../domain/competition/competition'
import {
  accessLabel,
  awaitingApproval,
  cardButtons,
  cardMoments,
  e4sStatus,
  cutNewsflash,
  enterTarget,
  externalLinks,
  locationMapUrl,
  momentsPassed,
  restrictionNotice,
} from '../domain/competition/competition-card'
import { entryStatus } from '../domain/competition/competition-status'
import { competitionScreenHref, competitionTools } from '../domain/competition/competition-tools'
import type { HandOverLinks } from '../domain/routing/hash-links'
import type { Language } from '../domain/routing/language'
import { legacyAssetUrl } from '../domain/routing/legacy-url'
import { canBuild, canCheckIn, canStaff, isLoggedIn, type UserAuth } from '../domain/routing/permissions'
import { deepFreeze, isDeeplyFrozen, oncePerFrozen } from '../domain/text/deep-freeze'
import type { CardModel } from '../views/competition-card'
import { compactCards, type CardContext, type CardsWire } from '../views/competition-card-wire'

type CardOptions = {
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
}

/** A card's model (twenty cards travel in every home page: only the fields it shows). */
export function toCardModel(comp: CompetitionView, o: CardOptions): CardModel {
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

const KEPT_VIEWS_PER_LIST = 50
const momentsOf = oncePerFrozen(cardMoments)
const listed = new WeakMap<readonly CompetitionView[], Map<string, CardsWire>>()

/**
 * A list's cards as its page sends them (compactCards). A cached list is shared and frozen
 * (decision 079): its cards are made once for each way of seeing them (the user, the page, the
 * language) and each span of time in which none of them changes (cardMoments), then sent as made
 * to every view after (decision 082). The time is not in the key: between two moments it changes
 * nothing a card shows.
 */
export function listCards(comps: readonly CompetitionView[], o: CardOptions, context: CardContext): CardsWire {
  const make = () => compactCards(comps.map((comp) => toCardModel(comp, o)), context)
  if (!isDeeplyFrozen(comps)) return make()
  const moments = comps.map((comp) => momentsOf(comp))
  if (moments.some((m) => m === null)) return make()
  // Everything the cards are made from but the time; a Set would write as {} in JSON.
  const { now: _now, handOver, ...seen } = o
  const screens = handOver ? [...handOver.screens, handOver.legacySiteUrl] : null
  const key = JSON.stringify([seen, screens, context, moments.map((m) => momentsPassed(m!, o.now))])
  let views = listed.get(comps)
  if (!views) listed.set(comps, (views = new Map()))
  let cards = views.get(key)
  if (!cards) {
    cards = deepFreeze(make())
    if (views.size >= KEPT_VIEWS_PER_LIST) views.delete(views.keys().next().value as string)
    views.set(key, cards)
  }
  return cards
}
