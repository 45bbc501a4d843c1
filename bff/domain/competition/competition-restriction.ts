/**
 * The competition's athlete security (options.athleteSecurity, spec 2-entry.md §3 and §4 step 2) as
 * a row rule: while it runs, only athletes of a listed club or area may enter. The card shows the
 * same restriction as a notice (competition-card.ts restrictionNotice); both read the cut-off alike.
 */
import type { NamedRef } from './competition'
import { parseInstant } from '../text/datetime'
import type { CompetitionRestriction, ScheduleAthlete } from '../schedule/schedule'

/** The restriction as the legacy competition options carry it (an empty cut-off means none). */
export function toCompetitionRestriction(wire: { clubs: NamedRef[]; areas: NamedRef[]; onlyClubsUpTo: string }): CompetitionRestriction {
  const endsAt = wire.onlyClubsUpTo.trim()
  return { clubs: wire.clubs.map((c) => c.id), areas: wire.areas.map((a) => a.id), endsAt: endsAt === '' ? null : endsAt }
}

/**
 * Whether the restriction keeps this athlete out now. An unparseable cut-off counts as none (the
 * restriction stays), as on the card. The legacy athlete does not say which area it is in (ids 0):
 * an areas-only restriction is then left to the server, which re-checks every entry, rather than
 * shut every row to athletes who may well belong there.
 */
export function keepsOut(restriction: CompetitionRestriction | undefined, athlete: ScheduleAthlete, now: Date): boolean {
  if (restriction === undefined) return false
  const { clubs, areas, endsAt } = restriction
  if (clubs.length === 0 && areas.length === 0) return false
  const endsAtMs = endsAt === null ? null : parseInstant(endsAt)
  if (endsAtMs !== null && now.getTime() >= endsAtMs) return false
  const listed = (ids: number[], ownIds: number[]) => ownIds.some((id) => id > 0 && ids.includes(id))
  if (listed(clubs, [athlete.clubId, athlete.club2Id ?? 0])) return false
  if (listed(areas, [athlete.countyId, athlete.regionId])) return false
  const areaKnown = athlete.countyId > 0 || athlete.regionId > 0
  return clubs.length > 0 || areaKnown
}
