// Regions and counties for the athlete search filter (2-entry.md §3 "Athlete search filter";
// entity levels in 1-shell.md §3). Pure: the service builds the choices, the page narrows them.

import type { NamedRef } from './athlete'

/** Entity levels of areas (1-shell.md §3). */
export const COUNTY_LEVEL = 2
export const REGION_LEVEL = 3

export type County = NamedRef & { regionId: number }
export type AreaChoices = { regions: NamedRef[]; counties: County[] }

const byName = (a: NamedRef, b: NamedRef) => a.name.localeCompare(b.name) || a.id - b.id

/** Regions (level 3) and counties (level 2, with the region they lie in) of a list of areas. */
export function toAreaChoices(areas: ReadonlyArray<{ id: number; name: string; entityLevel: number; parentid: number }>): AreaChoices {
  const regions = areas.filter((a) => a.entityLevel === REGION_LEVEL).map((a) => ({ id: a.id, name: a.name }))
  const regionIds = new Set(regions.map((r) => r.id))
  const counties = areas
    .filter((a) => a.entityLevel === COUNTY_LEVEL)
    .map((a) => ({ id: a.id, name: a.name, regionId: regionIds.has(a.parentid) ? a.parentid : 0 }))
  return { regions: regions.sort(byName), counties: counties.sort(byName) }
}

/**
 * The counties the county choice offers, grouped by region (regions in name order, then counties
 * without a region): all of them, or only those of the chosen region. The chosen county always stays.
 */
export function countyGroups(choices: AreaChoices, regionId: number | null, countyId: number | null = null) {
  const offered = (c: County) => regionId === null || c.regionId === regionId || c.id === countyId
  const groups = choices.regions
    .map((region) => ({ region, counties: choices.counties.filter((c) => c.regionId === region.id && offered(c)) }))
    .filter((g) => g.counties.length > 0)
  const loose = choices.counties.filter((c) => c.regionId === 0 && offered(c))
  return loose.length > 0 ? [...groups, { region: null, counties: loose }] : groups
}
