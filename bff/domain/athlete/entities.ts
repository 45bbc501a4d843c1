// A user's entities: the clubs, counties and regions they represent (1-shell §3 user entities). Pure.

export type Represents = { clubs: readonly number[]; counties: readonly number[]; regions: readonly number[] }

export function holdsEntity(represents: Represents): boolean {
  return represents.clubs.length + represents.counties.length + represents.regions.length > 0
}

/** 2-entry §5: "Athlete link deletion is allowed only if the user has no entities." */
export function mayUnlinkAthletes(represents: Represents): boolean {
  return !holdsEntity(represents)
}
