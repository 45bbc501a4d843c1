import type { RequestContext } from '../context.server'
import { allowanceSummary, type ClubAllowance } from '../domain/clubcomp/club-allowance'
import { actingFirst } from '../domain/clubcomp/acting-club'
import { clubAccess, type ClubAccess } from '../domain/clubcomp/club-access'
import type { CompetitionView } from '../domain/competition/competition'
import { getClubComps, getClubInfo, type ClubInfoWire } from '../legacy/clubcomps.server'
import type { ClubCompView } from '../views/clubcomp'
import { orAbsent } from './failure.server'

/*
 * Club competitions (2-entry §3, §4, §7): whether the user may enter one and for which club, and
 * that club's allowances. The page decides what to show; the entry and team services enforce the
 * allowances before any legacy call.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'user'>

/** Entity level 1: a club. */
const CLUB_LEVEL = 1

/**
 * Who the user enters a club competition for; no call for a competition that is not one. The club
 * the user acts for comes first when the competition takes it; else another club of theirs it takes.
 */
export async function clubAccessFor(
  ctx: Ctx,
  comp: Pick<CompetitionView, 'id' | 'clubComp'>,
  acting: number | null = null,
): Promise<ClubAccess> {
  if (!comp.clubComp) return { kind: 'none' }
  const { data } = await getClubComps(ctx.legacy)
  return clubAccess({
    clubComp: comp.clubComp,
    compId: comp.id,
    listings: data.map((c) => ({ compId: c.compId, clubs: c.clubs.map((club) => ({ id: club.clubId, name: club.clubName })) })),
    represents: actingFirst(ctx.user?.represents.clubs ?? [], acting),
  })
}

function toAllowance(wire: ClubInfoWire, club: { id: number; name: string }): ClubAllowance {
  const { configData: c, entryData: e } = wire
  return {
    club: { id: c.clubId || club.id, name: c.clubName || club.name },
    maxEntries: c.maxEntries,
    maxPerEvent: c.maxPerEvent,
    maxRelays: c.maxRelays,
    maxMixedRelays: c.maxMixedRelays,
    entryCount: e.entryCnt,
    eventGroups: e.entries.map((g) => ({
      id: g.egId,
      name: g.eventGroup,
      count: g.egCount,
      athletes: g.athletes.map((a) => `${a.firstName} ${a.surName}`.trim()),
    })),
    teams: e.teams.map((t) => ({ name: t.teamName, gender: t.gender })),
  }
}

/**
 * The club's info as the page shows it. A refusal of the info call reads as the spec's 'Not a
 * club info competition.' (the legacy text is never shown); any other failure propagates.
 */
export async function loadClubComp(ctx: Ctx, compId: number, club: { id: number; name: string }): Promise<ClubCompView> {
  const answer = await orAbsent(getClubInfo(ctx.legacy, compId, { id: club.id, level: CLUB_LEVEL }))
  if (!answer) return { kind: 'notClubComp' }
  const allowance = toAllowance(answer.data, club)
  return { kind: 'allowance', allowance, summary: allowanceSummary(allowance) }
}

/** One club the user represents, by id, with its name when the session knows it. */
export function representedClub(ctx: Ctx, id: number): { id: number; name: string } {
  return { id, name: ctx.user?.clubNames?.find((c) => c.id === id)?.name ?? '' }
}
