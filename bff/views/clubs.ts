import type { NamedRef } from '../domain/athlete/athlete'

/** C: clubs, S: schools. */
export type ClubType = 'C' | 'S'

/** The club type-ahead's answer (GET /v2/lookup/clubs). */
export type ClubLookupAnswer = { type: ClubType; startswith: string; clubs: NamedRef[] }

/** One club of the admin club search. */
export type ClubRow = { id: number; name: string; area: string; type: ClubType }

export type AreaOption = { id: number; name: string }
/** The area filter's choices: regions, then each region's counties (null when the lookup is down). */
export type AreaFilterChoices = { regions: AreaOption[]; countyGroups: Array<{ region: AreaOption | null; counties: AreaOption[] }> }

export type ClubSearchView = {
  startswith: string
  type: ClubType
  areaId: number | null
  areas: AreaFilterChoices | null
  items: ClubRow[]
  total: number
  page: number
  pageCount: number
  previousHref: string | null
  nextHref: string | null
}

/** A club's page: its name, entity level (a key of `clubs.level`), area and type. */
export type ClubView = { id: number; name: string; levelKey: string; area: string; region: string; type: ClubType }
