/**
 * The competition as the app reasons about it: what the services build from the legacy wire,
 * what the domain rules read, and what the card shows. Dates are ISO strings; HTML fields are
 * already sanitised by the service.
 */
import type { EntrySectionName } from '../entry/entry-sections'

export type NamedRef = { id: number; name: string }

export type EntryDefaultPanel = 'SCHEDULE' | 'SHOP' | 'SHOP_ONLY'

export type CompetitionLocation = {
  id: number
  name: string
  address1: string
  address2: string
  town: string
  postcode: string
}

export type CompetitionView = {
  id: number
  name: string
  /** null when the competition has no logo of its own (the legacy default logo counts as none). */
  logo: string | null
  /** Every competition day, YYYY-MM-DD ascending; more than one means multi day. */
  dates: string[]
  /** The organiser club shown on the card. */
  organiser: NamedRef
  /** The organisation that runs it (permission grants use its id). */
  compOrg: NamedRef
  location: CompetitionLocation | null
  active: boolean
  teamComp: boolean
  clubComp: boolean
  counts: { athletes: number; entries: number; teams: number }
  /** A limit applies only when above 0. */
  limits: { athletes: number; entries: number; teams: number }
  /** The team section lists each team's athletes. */
  showTeamAthletes: boolean
  /** Entries open / close, ISO date-time with offset. */
  openDate: string
  closeDate: string
  /** End of standard (early) entries, ISO date-time, or null. */
  saleEndDate: string | null
  disabled: boolean
  disabledReason: string
  /** Sanitised HTML. */
  newsflashHtml: string
  homeInfoHtml: string
  informationHtml: string
  termsHtml: string
  restriction: {
    clubs: NamedRef[]
    areas: NamedRef[]
    /** ISO date-time when the club restriction ends, or null for no cut-off. */
    endsAt: string | null
  }
  resultsAvailable: boolean
  checkIn: { enabled: boolean; opensAt: string | null }
  ui: {
    enterButtonText: string
    entryDefaultPanel: EntryDefaultPanel
    /** Entry page sections the organiser hides. */
    sectionsToHide: EntrySectionName[]
    ticketCompId: number
    ticketCompButtonText: string
  }
  useV2Routes: boolean
  priority: { required: boolean; dateTime: string | null; message: string }
  contact: { visible: boolean; email: string; tel: string; name: string }
  /** Its place in the status workflow (3-organiser-admin §3), or null when the legacy site sent none. */
  workflow: { wfid: number; description: string; organiserStatus: string } | null
}

/** Competition-list filter: lives in the URL (see competition-filter.ts for parsing). */
export type CompetitionType = 'ALL' | 'I' | 'O'
export type CompetitionKind = 'T' | 'F' | 'M' | 'R' | 'X'

export type CompetitionFilter = {
  /** YYYY-MM-DD; default 7 days before today. */
  fromDate: string
  /** YYYY-MM-DD or '' for open-ended. */
  toDate: string
  freeText: string
  /** 0 means any. */
  organiserId: number
  locationId: number
  /** ALL, I (indoor) or O (outdoor). */
  type: CompetitionType
  compOrgId: number
  eventId: number
  /** Event kinds the competition must hold; joined by '~' on the wire. Empty means any. */
  compTypes: CompetitionKind[]
  /** 1-based. */
  page: number
}

export const COMPETITION_PAGE_SIZE = 20

export type CompetitionPage = {
  items: readonly CompetitionView[]
  page: number
  pageSize: number
  total: number
}
