/*
 * Who is here (decision 028): the athletes checked in to at least one entry. The page asks the
 * legacy site with `whois=1` but reads each athlete's own flags: a site that ignores the parameter
 * (the spec names it, not what it does) would otherwise list everyone as checked in.
 */

export function isHere(athlete: { entries: ReadonlyArray<{ checkedIn: boolean }> }): boolean {
  return athlete.entries.some((e) => e.checkedIn)
}

/** The athletes who are here, in the order given. */
export function whoIsHere<A extends { entries: ReadonlyArray<{ checkedIn: boolean }> }>(athletes: readonly A[]): A[] {
  return athletes.filter(isHere)
}
