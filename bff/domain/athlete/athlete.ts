// Pure athlete rules (2-entry.md §3 and §5 "Athlete"): view model types, the search filter in the
// URL, the registration number (URN) pattern check, age info and display name. No I/O: the UI
// and the services share these.

export const GENDERS = ['F', 'M', 'O'] as const
export type Gender = (typeof GENDERS)[number]

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value)
}

/** Athlete search: page size 5, sorted by name (2-entry.md §9). */
export const ATHLETE_PAGE_SIZE = 5

export type NamedRef = { id: number; name: string }

export type AgeInfo = {
  /** Empty when no competition is given: age groups are defined per competition. */
  ageGroup: string
  vetAgeGroup: string
  /** null when the legacy site did not say. */
  currentAge: number | null
}

/** What the athlete form edits besides names, gender, date of birth and clubs; the same in the view and the input. */
export type AthleteDetails = {
  urn: string
  aocode: string
  emergency: { name: string; tel: string; relationship: string }
  socials: { tiktok: string; instagram: string; facebook: string }
  coach: string
  trainingGroup: string
}

export type AthleteView = {
  id: number
  firstName: string
  surName: string
  /** '' when the legacy record has none. */
  gender: Gender | ''
  /** YYYY-MM-DD, '' when unknown. */
  dob: string
  club: NamedRef | null
  club2: NamedRef | null
  school: NamedRef | null
  classification: number
  ageInfo: AgeInfo
  /** On the user's own list (not only reachable as a club or county representative): may be unlinked. */
  linked: boolean
  /** Saved generic athlete entity per competition id (1-shell.md §4). */
  compEntities: Record<string, NamedRef>
} & AthleteDetails

export type AthleteFilter = {
  region: number | null
  county: number | null
  /** A club name or part of one. */
  club: string
  firstName: string
  surName: string
  gender: Gender | ''
}

export const EMPTY_ATHLETE_FILTER: AthleteFilter = { region: null, county: null, club: '', firstName: '', surName: '', gender: '' }

export type AthletePage = { items: AthleteView[]; total: number; page: number; pageSize: number }

/** What create and update send, in view names; club ids already resolved. */
export type AthleteInput = {
  firstName: string
  surName: string
  gender: Gender
  /** YYYY-MM-DD. */
  dob: string
  clubId: number
  club2Id: number
  schoolId: number
} & AthleteDetails

/** The create/edit form's checked values (app/forms/athlete.ts): clubs and schools by name, dob YYYY-MM-DD. */
export type AthleteDraft = {
  firstName: string
  surName: string
  gender: Gender
  dob: string
  club: string
  club2: string
  school: string
  aocode: string
  urn: string
  emergencyName: string
  emergencyTel: string
  emergencyRelationship: string
  tiktok: string
  instagram: string
  facebook: string
  coach: string
  trainingGroup: string
}

const MAX_TEXT = 100

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, MAX_TEXT)
}

function positiveId(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name)
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null
  const n = Number(raw.trim())
  return n > 0 ? n : null
}

/** The search filter and page from the list page's URL; anything malformed reads as unset. */
export function parseAthleteFilter(params: URLSearchParams): { filter: AthleteFilter; page: number } {
  const gender = text(params, 'gender').toUpperCase()
  const page = positiveId(params, 'page') ?? 1
  return {
    filter: {
      region: positiveId(params, 'region'),
      county: positiveId(params, 'county'),
      club: text(params, 'club'),
      firstName: text(params, 'firstName'),
      surName: text(params, 'surName'),
      gender: isGender(gender) ? gender : '',
    },
    page,
  }
}

/** The inverse of parseAthleteFilter: only set values, page 1 left out. */
export function athleteFilterToSearchParams(filter: AthleteFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.firstName) params.set('firstName', filter.firstName)
  if (filter.surName) params.set('surName', filter.surName)
  if (filter.club) params.set('club', filter.club)
  if (filter.gender) params.set('gender', filter.gender)
  if (filter.region) params.set('region', String(filter.region))
  if (filter.county) params.set('county', String(filter.county))
  if (page > 1) params.set('page', String(page))
  return params
}

const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s

/**
 * The URN pattern of an athletic organisation as a RegExp. The config may hold a bare pattern or a
 * '/pattern/flags' literal (as PHP stores them); null when there is none or it does not compile.
 * A bare pattern without anchors must match the whole value.
 */
export function compileUrnPattern(source: string | null | undefined): RegExp | null {
  if (typeof source !== 'string' || source.trim() === '') return null
  const literal = REGEX_LITERAL.exec(source.trim())
  const [body, flags] = literal ? [literal[1], literal[2].replace(/[gy]/g, '')] : [source.trim(), '']
  try {
    return new RegExp(`^(?:${body})$`, flags)
  } catch {
    return null
  }
}

/** 2-entry.md §5: the URN matches the supplied pattern or is empty; no (usable) pattern accepts any URN. */
export function matchesUrnPattern(urn: unknown, pattern: string | null | undefined): boolean {
  if (urn === undefined || urn === null) return true
  if (typeof urn !== 'string') return false
  const value = urn.trim()
  if (value === '') return true
  const compiled = compileUrnPattern(pattern)
  return compiled === null || compiled.test(value)
}

/** First name then surname; either part may be missing. */
export function athleteDisplayName(a: { firstName: string; surName: string }): string {
  return [a.firstName.trim(), a.surName.trim()].filter(Boolean).join(' ')
}

/** Age info as the page shows it: texts trimmed, an age of 0 or less (unknown) as null. */
export function toAgeInfo(w: { ageGroup?: string; vetAgeGroup?: string; currentAge?: number } | null | undefined): AgeInfo {
  const age = w?.currentAge
  return {
    ageGroup: (w?.ageGroup ?? '').trim(),
    vetAgeGroup: (w?.vetAgeGroup ?? '').trim(),
    currentAge: typeof age === 'number' && Number.isFinite(age) && age > 0 ? Math.floor(age) : null,
  }
}

/** YYYY-MM-DD to the form's DD/MM/YYYY; '' for anything else. */
export function isoToDisplayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim())
  return m ? `${m[3]}/${m[2]}/${m[1]}` : ''
}

/** The page to go to after create: returnTo (already checked to be same-site) with athlete={id} set. */
export function withAthleteParam(path: string, athleteId: number): string {
  const hashAt = path.indexOf('#')
  const hash = hashAt >= 0 ? path.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path
  const queryAt = beforeHash.indexOf('?')
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
  params.set('athlete', String(athleteId))
  return `${pathname}?${params.toString()}${hash}`
}
