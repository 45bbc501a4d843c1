import { MAPS_SEARCH, enterHref } from '../domain/competition/competition-card'
import { competitionScreenHref } from '../domain/competition/competition-tools'
import { sendAlike, takeAlike, type Alike } from '../domain/text/alike'
import type { CardModel } from './competition-card'

/** What a card in a list derives in the browser: whether someone is signed in, and the legacy site's address. */
export type CardContext = { loggedIn: boolean; legacySiteUrl: string }

type Derived = 'enterHref' | 'checkInHref' | 'links' | 'mapUrl' | 'builderHref' | 'hubHref'

/** A card with the addresses the browser builds from its id left out, where they are the usual ones. */
type CardItem = Omit<CardModel, Derived | 'buttons' | 'status' | 'counts' | 'dates'> & {
  /** One date, or several. */
  date?: string
  dates?: string[]
  /** The buttons shown, by name. */
  buttons: Array<keyof CardModel['buttons']>
  /** The status without its date and its flags that are false: most cards have one alike. */
  status: Partial<CardModel['status']> & Pick<CardModel['status'], 'state'>
  statusDate?: string
  counts: [athletes: number, entries: number, teams: number]
  enterHref?: string
  checkInHref?: string
  links?: CardModel['links']
  /** The maps search's text (the address), or only what follows the location's name in it: the URL is built from it. */
  map?: string
  address?: string
  mapUrl?: string
  /** true: the usual address. */
  builderHref: string | true | null
  hubHref: string | true | null
}

/**
 * Cards in a list as their page sends them: without the addresses the browser builds from the id,
 * and what most cards have alike once (sendAlike). Twenty cards were most of the home page's
 * loader data, encoded on every view and parsed again by the browser.
 */
export type CardsWire = Alike<CardItem>

const NO_BUTTONS: CardModel['buttons'] = {
  enter: false,
  enterSmall: false,
  orgEnter: false,
  information: false,
  viewResults: false,
  checkIn: false,
  contactOrganiser: false,
  contactAthletes: false,
}

/** The addresses a card leads to when nothing about the competition or the user changes them. */
function usual(id: number, o: CardContext) {
  return {
    enterHref: enterHref(id, { shopOnly: false, loggedIn: o.loggedIn }),
    checkInHref: competitionScreenHref('checkinAthlete', id),
    builderHref: competitionScreenHref('builder', id),
    hubHref: competitionScreenHref('competitionHub', id),
    results: `${o.legacySiteUrl.replace(/\/+$/, '')}/${id}/results`,
  }
}

/** Cards as a list page sends them (fullCards puts back what was left out). */
export function compactCards(cards: CardModel[], o: CardContext): CardsWire {
  return sendAlike(
    cards.map((card) => {
      const made = usual(card.id, o)
      const { enterHref, checkInHref, links, mapUrl, builderHref, hubHref, buttons, status, counts, dates } = card
      // Each field named, not an object rest: V8 copies a rest field by field by name, which made
      // compacting twenty cards three times slower (decision 078). The type asks for every field.
      const { date: statusDate, ...flags } = status
      const item: CardItem = {
        id: card.id,
        name: card.name,
        logo: card.logo,
        active: card.active,
        organiserName: card.organiserName,
        locationName: card.locationName,
        teamComp: card.teamComp,
        disabledReason: card.disabledReason,
        newsflashHtml: card.newsflashHtml,
        homeInfoHtml: card.homeInfoHtml,
        enterButtonText: card.enterButtonText,
        ticketButtonText: card.ticketButtonText,
        restriction: card.restriction,
        accessLabel: card.accessLabel,
        ticketHref: card.ticketHref,
        awaitingApproval: card.awaitingApproval,
        e4sStatus: card.e4sStatus,
        tools: card.tools,
        ...(dates.length === 1 ? { date: dates[0] } : { dates }),
        counts: [counts.athletes, counts.entries, counts.teams],
        buttons: (Object.keys(buttons) as Array<keyof typeof buttons>).filter((name) => buttons[name]),
        status: Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== false)) as CardItem['status'],
        builderHref: builderHref !== null && builderHref === made.builderHref ? true : builderHref,
        hubHref: hubHref !== null && hubHref === made.hubHref ? true : hubHref,
      }
      if (statusDate !== undefined) item.statusDate = statusDate
      if (enterHref !== made.enterHref) item.enterHref = enterHref
      if (checkInHref !== made.checkInHref) item.checkInHref = checkInHref
      // A card in a list links out only to its results, and only when it shows that button.
      if (!sameLinks(links, usualLinks(card.buttons, made.results))) item.links = links
      const query = mapUrl?.startsWith(MAPS_SEARCH) ? decodeURIComponent(mapUrl.slice(MAPS_SEARCH.length)) : null
      const named = card.locationName ? `${card.locationName}, ` : null
      if (query !== null && named !== null && query.startsWith(named)) item.address = query.slice(named.length)
      else if (query !== null) item.map = query
      else if (mapUrl !== null) item.mapUrl = mapUrl
      return item
    }),
  )
}

/** The cards compactCards was given (each written out whole: a card is read field by field as it renders). */
export function fullCards(sent: CardsWire, o: CardContext): CardModel[] {
  return takeAlike(sent).map((item) => {
    const made = usual(item.id, o)
    const buttons = { ...NO_BUTTONS }
    for (const name of item.buttons) buttons[name] = true
    const { statusDate, counts, address, map } = item
    return {
      id: item.id,
      name: item.name,
      logo: item.logo,
      active: item.active,
      dates: item.date === undefined ? (item.dates ?? []) : [item.date],
      organiserName: item.organiserName,
      locationName: item.locationName,
      counts: { athletes: counts[0], entries: counts[1], teams: counts[2] },
      teamComp: item.teamComp,
      disabledReason: item.disabledReason,
      newsflashHtml: item.newsflashHtml,
      homeInfoHtml: item.homeInfoHtml,
      enterButtonText: item.enterButtonText,
      ticketButtonText: item.ticketButtonText,
      status: { canEnter: false, open: false, late: false, ...item.status, ...(statusDate === undefined ? {} : { date: statusDate }) },
      buttons,
      enterHref: item.enterHref ?? made.enterHref,
      links: item.links ?? usualLinks(buttons, made.results),
      mapUrl:
        address !== undefined
          ? MAPS_SEARCH + encodeURIComponent(`${item.locationName}, ${address}`)
          : map !== undefined
            ? MAPS_SEARCH + encodeURIComponent(map)
            : (item.mapUrl ?? null),
      restriction: item.restriction,
      accessLabel: item.accessLabel,
      ticketHref: item.ticketHref,
      awaitingApproval: item.awaitingApproval,
      e4sStatus: item.e4sStatus,
      builderHref: item.builderHref === true ? made.builderHref : item.builderHref,
      checkInHref: item.checkInHref ?? made.checkInHref,
      hubHref: item.hubHref === true ? made.hubHref : item.hubHref,
      tools: item.tools,
    } satisfies Record<keyof CardModel, unknown>
  })
}

function usualLinks(buttons: CardModel['buttons'], results: string): CardModel['links'] {
  return buttons.viewResults ? { results } : {}
}

function sameLinks(a: CardModel['links'], b: CardModel['links']): boolean {
  const keys = Object.keys(a) as Array<keyof CardModel['links']>
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}
