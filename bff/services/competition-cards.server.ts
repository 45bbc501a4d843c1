import type { CompetitionView } from '../domain/competition'
import {
  accessLabel,
  cardButtons,
  cutNewsflash,
  enterTarget,
  externalLinks,
  locationMapUrl,
  restrictionNotice,
} from '../domain/competition-card'
import { entryStatus } from '../domain/competition-status'
import type { Language } from '../domain/language'
import { legacyAssetUrl } from '../domain/legacy-url'
import { isLoggedIn, type UserAuth } from '../domain/permissions'

/**
 * Everything a card shows, decided on the server: the browser gets the outcome of the rules
 * (which buttons, which status), never the user's permissions, and only the fields it shows
 * (twenty cards travel in every home page).
 */
export function toCardModel(
  comp: CompetitionView,
  o: { auth: UserAuth; lang: Language; now: Date; legacySiteUrl: string; currentPath: string; full?: boolean },
) {
  const status = entryStatus(comp, o.now)
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
    buttons: cardButtons(comp, o.auth, status, o.now),
    enterHref: enterTarget(comp, { loggedIn: isLoggedIn(o.auth), currentPath: o.currentPath }),
    links: externalLinks(comp, o.legacySiteUrl),
    mapUrl: locationMapUrl(comp.location),
    restriction: restrictionNotice(comp, o.now, o.lang),
    accessLabel: accessLabel(comp, o.auth),
    /** A linked ticket competition has its own shop, opened with this one as the parent. */
    ticketHref: comp.ui.ticketCompId > 0 ? `/v2/shop-v2/${comp.ui.ticketCompId}?parentCompId=${comp.id}` : null,
  }
}

export type CardModel = ReturnType<typeof toCardModel>
