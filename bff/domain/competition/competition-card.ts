// What the public competition card shows (spec 2-entry.md §2 "Public competition card", §6).
import type { CompetitionLocation, CompetitionView, NamedRef } from './competition'
import { statusMoments, type EntryStatus } from './competition-status'
import { builtOnce } from '../text/built-once'
import { addDays, calendarDate, isIsoDate, parseInstant } from '../text/datetime'
import { truncateHtml } from '../text/html-truncate'
import type { Language } from '../routing/language'
import { canBuild, isAdmin, type UserAuth } from '../routing/permissions'

export const NEWSFLASH_MAX_LENGTH = 500
/** Enter button texts longer than this are shown in a smaller button. */
export const ENTER_TEXT_SMALL_AFTER = 10

const OPENING_PARAGRAPH = /<p(?:\s[^>]*)?\/?>/gi
const CLOSING_PARAGRAPH = /<\/p\s*>/gi

/**
 * Strips paragraph tags and cuts to `max` characters plus an ellipsis (only when cut). A closing
 * paragraph becomes a space so that adjacent paragraphs do not run their words together.
 * Expects sanitised HTML; the cut never leaves a broken tag, entity or unclosed element.
 */
export function cutNewsflash(html: string, max: number = NEWSFLASH_MAX_LENGTH): string {
  const stripped = html.replace(OPENING_PARAGRAPH, '').replace(CLOSING_PARAGRAPH, ' ').trim()
  return truncateHtml(stripped, max)
}

export function isMultiDay(comp: CompetitionView): boolean {
  return new Set(comp.dates).size > 1
}

/** The earliest competition date (YYYY-MM-DD), or null when it has none. */
export function firstDate(comp: CompetitionView): string | null {
  return comp.dates.length === 0 ? null : comp.dates.reduce((a, b) => (b < a ? b : a))
}

function lastDate(comp: CompetitionView): string | null {
  return comp.dates.length === 0 ? null : comp.dates.reduce((a, b) => (b > a ? b : a))
}

export type CardButtons = {
  enter: boolean
  /** The enter button text is long: show a smaller button. */
  enterSmall: boolean
  orgEnter: boolean
  information: boolean
  viewResults: boolean
  checkIn: boolean
  contactOrganiser: boolean
  /** Email/Message to the competition's entrants, for its builders and admins; it replaces Contact Organiser (3-organiser-admin §6). */
  contactAthletes: boolean
}

function buildScope(comp: CompetitionView) {
  return { orgId: comp.compOrg.id, compId: comp.id }
}

/**
 * Enter shows whenever the status allows entry, also to anonymous users (they are sent to login
 * first). On club competitions the card cannot know the user's club access: the legacy API checks
 * it when the entry is made. Org Enter is for builders of this competition and admins when
 * Enter is not offered. Check-in is available from opensAt (or at once when null) until the end of
 * the last competition day in the platform's home time zone.
 */
export function cardButtons(comp: CompetitionView, user: UserAuth, status: EntryStatus, now: Date): CardButtons {
  const enter = status.canEnter
  const builds = isAdmin(user) || canBuild(user, buildScope(comp))
  return {
    enter,
    enterSmall: [...comp.ui.enterButtonText.trim()].length > ENTER_TEXT_SMALL_AFTER,
    orgEnter: !enter && (isAdmin(user) || canBuild(user, buildScope(comp))),
    information: true,
    viewResults: comp.resultsAvailable,
    checkIn: comp.checkIn.enabled && checkInOpened(comp, now) && !pastLastDate(comp, now),
    contactOrganiser: comp.contact.visible && !builds,
    contactAthletes: builds,
  }
}

/**
 * The instants at which what a card shows can change with the time (its entry status, Check-in, the
 * restriction notice): between two of them the card is the same at any time. Null when a date is
 * not one these instants can be found for.
 */
export function cardMoments(comp: CompetitionView): number[] | null {
  const last = lastDate(comp)
  if (last !== null && !isIsoDate(last)) return null
  // The day after the last competition day begins, in the home time zone (pastLastDate).
  const dayAfter = last === null ? null : parseInstant(`${addDays(last, 1)}T00:00:00`)
  const others = [comp.checkIn.opensAt, comp.restriction.endsAt].map((iso) => (iso === null ? null : parseInstant(iso)))
  return [...statusMoments(comp), dayAfter, ...others].filter((at) => at !== null)
}

/** How many of a card's moments have come at `now`: cards with as many are the same at both times. */
export function momentsPassed(moments: readonly number[], now: Date): number {
  const at = now.getTime()
  let passed = 0
  for (const moment of moments) if (at >= moment) passed++
  return passed
}

function checkInOpened(comp: CompetitionView, now: Date): boolean {
  if (comp.checkIn.opensAt === null) return true
  const opensAt = parseInstant(comp.checkIn.opensAt)
  return opensAt !== null && now.getTime() >= opensAt
}

function pastLastDate(comp: CompetitionView, now: Date): boolean {
  const last = lastDate(comp)
  return last !== null && calendarDate(now) > last
}

/**
 * Where Enter leads. This app serves only v2 routes, so unlike v1 (entry?comporgid=&compid=) the
 * target is always /v2/entry-v2/{id}, or the shop for SHOP_ONLY competitions; `currentPath` is
 * accepted for callers that still pass it and does not change the result.
 */
export function enterTarget(comp: CompetitionView, opts: { loggedIn: boolean; currentPath?: string }): string {
  return enterHref(comp.id, { shopOnly: comp.ui.entryDefaultPanel === 'SHOP_ONLY', loggedIn: opts.loggedIn })
}

/** Enter's address for competition `id` (the shop for SHOP_ONLY competitions), through login for an anonymous user. */
export function enterHref(id: number, opts: { shopOnly: boolean; loggedIn: boolean }): string {
  const target = opts.shopOnly ? `/v2/shop-v2/${id}` : `/v2/entry-v2/${id}`
  return opts.loggedIn ? target : `/v2/login-v2?redirectFrom=${encodeURIComponent(target)}`
}

export type ExternalLinks = { results: string; schedule: string; entries: string; card: string; live: string }

/** Pages served outside the app: {host}/{compId}/results and so on. */
export function externalLinks(comp: CompetitionView, host: string): ExternalLinks {
  const base = `${host.replace(/\/+$/, '')}/${comp.id}`
  return {
    results: `${base}/results`,
    schedule: `${base}/schedule`,
    entries: `${base}/entries`,
    card: `${base}/card`,
    live: `${base}/live`,
  }
}

export const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query='

/** A maps search for the venue, or null when there is no location or nothing to search for. */
export function locationMapUrl(location: CompetitionLocation | null): string | null {
  if (location === null) return null
  const parts = [location.name, location.address1, location.address2, location.town, location.postcode]
    .map((part) => part.trim())
    .filter((part) => part !== '')
  return parts.length === 0 ? null : MAPS_SEARCH + encodeURIComponent(parts.join(', '))
}

const nameOrder = builtOnce((lang: Language) => new Intl.Collator(lang, { sensitivity: 'base', numeric: true }))

export type RestrictionNotice = { clubs: NamedRef[]; areas: NamedRef[]; endsAt: string | null }

/**
 * The athlete-security notice ("Restriction Ends"): shown while the competition restricts entry to
 * some clubs or areas (options.athleteSecurity clubs, areas), with no cut-off or before it. The one
 * cut-off (onlyClubsUpTo) ends the whole restriction, areas as well as clubs. Clubs and areas are
 * each sorted by name. An unparseable cut-off counts as none.
 */
export function restrictionNotice(comp: CompetitionView, now: Date, lang: Language = 'en'): RestrictionNotice | null {
  const { clubs, areas, endsAt } = comp.restriction
  if (clubs.length === 0 && areas.length === 0) return null
  const endsAtMs = endsAt === null ? null : parseInstant(endsAt)
  if (endsAtMs !== null && now.getTime() >= endsAtMs) return null
  const collator = nameOrder(lang)
  const byName = (refs: NamedRef[]) => [...refs].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
  return { clubs: byName(clubs), areas: byName(areas), endsAt: endsAtMs === null ? null : endsAt }
}

export type AccessLabel = 'Admin' | 'Builder'

export function accessLabel(comp: CompetitionView, user: UserAuth): AccessLabel | null {
  if (isAdmin(user)) return 'Admin'
  return canBuild(user, buildScope(comp)) ? 'Builder' : null
}

/** The organiser status a competition must have, else the card says 'Awaiting Approval' (3-organiser-admin §3). */
const APPROVED = 'approved'

/** Only when the legacy site sent a status: a competition without one says nothing of approval. */
export function awaitingApproval(comp: CompetitionView): boolean {
  return comp.workflow !== null && comp.workflow.organiserStatus.trim().toLowerCase() !== APPROVED
}

export type E4sStatus = { description: string; href: string }

/**
 * The E4S section of the card, for site admins only (3-organiser-admin §6), on every competition,
 * past ones too: the current status, which opens the status editor and comes back to `returnTo`.
 */
export function e4sStatus(comp: CompetitionView, user: UserAuth, returnTo: string): E4sStatus | null {
  if (!isAdmin(user)) return null
  return {
    description: comp.workflow?.description ?? '',
    href: `/v2/comp-status-v2/${comp.id}?${new URLSearchParams({ returnTo })}`,
  }
}
