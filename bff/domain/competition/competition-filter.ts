// The competition-list filter in the URL and on the legacy wire (spec 2-entry.md §2, §7).
import { COMPETITION_PAGE_SIZE, type CompetitionFilter, type CompetitionKind, type CompetitionType } from './competition'
import { addDays, isIsoDate } from '../text/datetime'
import { TEXT_INPUT_MAX } from '../text/limits'

export const DEFAULT_FROM_DAYS_BACK = 7

const COMPETITION_TYPES: readonly CompetitionType[] = ['ALL', 'I', 'O']
const COMPETITION_KINDS: readonly CompetitionKind[] = ['T', 'F', 'M', 'R', 'X']
const KIND_SEPARATOR = '~'

/** URL parameter names. */
const PARAM = {
  fromDate: 'from',
  toDate: 'to',
  freeText: 'q',
  organiserId: 'organiser',
  locationId: 'location',
  type: 'type',
  compOrgId: 'compOrg',
  eventId: 'event',
  compTypes: 'compTypes',
  page: 'page',
} as const satisfies Record<keyof CompetitionFilter, string>

type IdField = 'organiserId' | 'locationId' | 'compOrgId' | 'eventId'
const ID_FIELDS: readonly IdField[] = ['organiserId', 'locationId', 'compOrgId', 'eventId']

/** From-date a week back, type ALL, first page, everything else empty. `today` must be a real YYYY-MM-DD. */

export function defaultFilter(today: string): CompetitionFilter {
  return {
    fromDate: addDays(today, -DEFAULT_FROM_DAYS_BACK),
    toDate: '',
    freeText: '',
    organiserId: 0,
    locationId: 0,
    type: 'ALL',
    compOrgId: 0,
    eventId: 0,
    compTypes: [],
    page: 1,
  }
}

function nonNegativeInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null
  const value = Number(raw.trim())
  return Number.isSafeInteger(value) ? value : null
}

function parseDate(raw: string | null): string | null {
  const value = raw?.trim() ?? ''
  return isIsoDate(value) ? value : null
}

function parseType(raw: string | null): CompetitionType | null {
  const value = raw?.trim().toUpperCase()
  return COMPETITION_TYPES.find((t) => t === value) ?? null
}

function parseKinds(values: string[]): CompetitionKind[] {
  const kinds = values
    .flatMap((value) => value.split(KIND_SEPARATOR))
    .map((value) => value.trim().toUpperCase())
    .flatMap((value) => COMPETITION_KINDS.filter((kind) => kind === value))
  return [...new Set(kinds)]
}

/** Reads the filter from the URL; anything missing or invalid falls back to its default. */
export function parseFilter(params: URLSearchParams, today: string): CompetitionFilter {
  const defaults = defaultFilter(today)
  const ids = Object.fromEntries(ID_FIELDS.map((field) => [field, nonNegativeInt(params.get(PARAM[field])) ?? defaults[field]])) as Record<
    IdField,
    number
  >
  const page = nonNegativeInt(params.get(PARAM.page))
  return {
    ...defaults,
    ...ids,
    fromDate: parseDate(params.get(PARAM.fromDate)) ?? defaults.fromDate,
    toDate: parseDate(params.get(PARAM.toDate)) ?? defaults.toDate,
    freeText: params.get(PARAM.freeText)?.trim().slice(0, TEXT_INPUT_MAX) ?? defaults.freeText,
    type: parseType(params.get(PARAM.type)) ?? defaults.type,
    compTypes: parseKinds(params.getAll(PARAM.compTypes)),
    page: page !== null && page >= 1 ? page : defaults.page,
  }
}

/** The URL form of a filter: only values that differ from the defaults, so the default list URL is bare. */
export function filterToSearchParams(filter: CompetitionFilter, today: string): URLSearchParams {
  const defaults = defaultFilter(today)
  const params = new URLSearchParams()
  const setIfChanged = (field: keyof CompetitionFilter, value: string | number) => {
    if (value !== defaults[field]) params.set(PARAM[field], String(value))
  }
  setIfChanged('fromDate', filter.fromDate)
  setIfChanged('toDate', filter.toDate)
  setIfChanged('freeText', filter.freeText)
  for (const field of ID_FIELDS) setIfChanged(field, filter[field])
  setIfChanged('type', filter.type)
  if (filter.compTypes.length > 0) params.set(PARAM.compTypes, filter.compTypes.join(KIND_SEPARATOR))
  setIfChanged('page', filter.page)
  return params
}

/** Query parameters of GET /v5/public/comps/filter. compTypes is left out when empty. */
export function filterToWire(filter: CompetitionFilter): Record<string, string | number> {
  const wire: Record<string, string | number> = {
    fromdate: filter.fromDate,
    todate: filter.toDate,
    freetextsearch: filter.freeText,
    organiserid: filter.organiserId,
    locationid: filter.locationId,
    type: filter.type,
    comporgid: filter.compOrgId,
    eventid: filter.eventId,
    pagenumber: filter.page,
    pagesize: COMPETITION_PAGE_SIZE,
  }
  if (filter.compTypes.length > 0) wire.compTypes = filter.compTypes.join(KIND_SEPARATOR)
  return wire
}
