import type { EventType, SeedCompetition, SeedData } from '../seed/index'
import { businessError } from './wire'
import { publicStatus } from './competition-status'

/**
 * The public competition summary as the legacy list and info calls write it: organiser options
 * nested under `options` (never the priority code), counts as strings and teamComp as a tinyint,
 * as they come out of the legacy database.
 */
export function competitionSummary(seed: SeedData, comp: SeedCompetition) {
  const location = seed.locations.find((l) => l.id === comp.locationId)
  const o = comp.options
  return {
    id: comp.id,
    name: comp.name,
    logo: comp.logo,
    date: comp.date,
    dates: comp.dates,
    indoorOutdoor: comp.indoorOutdoor,
    clubId: comp.organiserClubId,
    club: comp.organiserClubName,
    compOrg: { id: comp.compOrgId, name: comp.compOrgName },
    status: publicStatus(seed, comp),
    location: location ? { ...location, id: String(location.id) } : null,
    active: comp.active,
    teamComp: comp.teamComp ? 1 : 0,
    counts: { athletes: String(comp.counts.athletes), entries: String(comp.counts.entries), teams: String(comp.counts.teams) },
    opendate: comp.opendate,
    closedate: comp.closedate,
    newsFlash: comp.newsFlash,
    options: {
      saleenddate: o.saleenddate,
      disabled: o.disabled,
      disabledReason: o.disabledReason,
      homeInfo: o.homeInfo,
      priority: { required: o.priority.required, dateTime: o.priority.dateTime, message: o.priority.message },
      compLimits: { ...o.compLimits },
      athleteSecurity: {
        areas: o.athleteSecurity.areas.map((a) => ({ ...a })),
        clubs: o.athleteSecurity.clubs.map((c) => ({ ...c })),
        onlyClubsUpTo: o.athleteSecurity.onlyClubsUpTo,
      },
      clubComp: o.clubComp,
      isClubComp: o.isClubComp,
      resultsAvailable: o.resultsAvailable,
      checkIn: {
        enabled: o.checkIn.enabled,
        checkInDateTimeOpens: o.checkIn.checkInDateTimeOpens,
        defaultFrom: o.checkIn.defaultFrom,
        defaultTo: o.checkIn.defaultTo,
        qrCode: o.checkIn.qrCode,
      },
      ui: { ...o.ui, sectionsToHide: [...o.ui.sectionsToHide] },
      contact: { ...o.contact },
      useV2Routes: o.useV2Routes,
      timetable: o.timetable,
      showTeamAthletes: o.showTeamAthletes,
    },
  }
}

export function competitionInfo(seed: SeedData, comp: SeedCompetition) {
  return { ...competitionSummary(seed, comp), information: comp.information, termsConditions: comp.termsConditions }
}

export type CompetitionFilterResult =
  | { error: ReturnType<typeof businessError> }
  | { items: SeedCompetition[]; totalCount: number; pagenumber: number; pagesize: number }

const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100
const KINDS = new Set<string>(['T', 'F', 'M', 'R', 'X'])

type Query = Record<string, unknown>

function text(q: Query, name: string): string {
  const v = q[name]
  return typeof v === 'string' ? v.trim() : ''
}

function whole(q: Query, name: string, fallback: number): number {
  const n = Number.parseInt(text(q, name), 10)
  return Number.isFinite(n) ? n : fallback
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))

function kindsOf(seed: SeedData, comp: SeedCompetition): Set<EventType> {
  const kinds = new Set<EventType>()
  for (const ce of comp.compEvents) {
    const event = seed.events.find((e) => e.id === ce.eventId)
    if (event) kinds.add(event.tf)
  }
  return kinds
}

function matchesText(seed: SeedData, comp: SeedCompetition, needle: string): boolean {
  if (String(comp.id) === needle) return true
  const location = seed.locations.find((l) => l.id === comp.locationId)
  return [comp.name, comp.organiserClubName, location?.name ?? '', location?.town ?? ''].some((h) => h.toLowerCase().includes(needle))
}

/**
 * The public list filter. organiserid is the organiser club (the config meta's organisers),
 * comporgid the organisation running the competition (get-all-comps); compTypes keeps
 * competitions holding events of at least one of the kinds.
 */
export function filterCompetitions(seed: SeedData, q: Query): CompetitionFilterResult {
  const fromdate = text(q, 'fromdate')
  const todate = text(q, 'todate')
  if (fromdate && !isDate(fromdate)) return { error: businessError('Invalid from date.') }
  if (todate && !isDate(todate)) return { error: businessError('Invalid to date.') }
  const needle = text(q, 'freetextsearch').toLowerCase()
  const organiserId = whole(q, 'organiserid', 0)
  const compOrgId = whole(q, 'comporgid', 0)
  const locationId = whole(q, 'locationid', 0)
  const eventId = whole(q, 'eventid', 0)
  const type = text(q, 'type').toUpperCase()
  const kinds = text(q, 'compTypes')
    .split('~')
    .map((k) => k.trim().toUpperCase())
    .filter((k) => KINDS.has(k))
  const pagenumber = Math.max(1, whole(q, 'pagenumber', 1))
  const pagesize = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(q, 'pagesize', DEFAULT_PAGE_SIZE)))

  const matching = seed.competitions
    .filter((c) => !fromdate || (c.dates.at(-1) ?? c.date) >= fromdate)
    .filter((c) => !todate || c.date <= todate)
    .filter((c) => !needle || matchesText(seed, c, needle))
    .filter((c) => !organiserId || c.organiserClubId === organiserId)
    .filter((c) => !compOrgId || c.compOrgId === compOrgId)
    .filter((c) => !locationId || c.locationId === locationId)
    .filter((c) => (type !== 'I' && type !== 'O') || c.indoorOutdoor === type)
    .filter((c) => !eventId || c.compEvents.some((ce) => ce.eventId === eventId))
    .filter((c) => kinds.length === 0 || kinds.some((k) => kindsOf(seed, c).has(k as EventType)))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)

  const start = (pagenumber - 1) * pagesize
  return { items: matching.slice(start, start + pagesize), totalCount: matching.length, pagenumber, pagesize }
}
