import type { AppLoadContext } from '@remix-run/node'
import type { CompetitionView } from '#bff/domain/competition/competition'
import { clubAccessFor, loadClubComp, representedClub } from '#bff/services/clubcomps.server'
import type { EntryClub } from '#bff/services/entry.server'
import { essential, secondary, type PageFailure } from '#bff/services/failure.server'
import type { ClubCompView } from '#bff/views/clubcomp'

/*
 * The entry page on a club competition (2-entry §3 'Club competition info', §4): whether the user
 * may enter it, the club's allowances shown above the schedule and the team section, and the club
 * the entries and teams are made for. Kept apart from entry.server.ts, which only hooks it in.
 */

type Context = AppLoadContext

export type ClubCompOnPage = {
  /** Club access needed and the user has none (2-entry §4): no entry at all. */
  refused: boolean
  view: ClubCompView | null
  failure: PageFailure | null
  /** The club entries and teams are made for, with its allowance when known. */
  club: EntryClub | null
}

const NONE: ClubCompOnPage = { refused: false, view: null, failure: null, club: null }

/**
 * `mayOverride`: builders and admins, who enter where others cannot (Org Enter), are not refused.
 * Without the club competitions list nobody can say who may enter: that call is essential.
 */
export async function clubCompOnPage(
  context: Context,
  comp: CompetitionView,
  mayOverride: boolean,
  /** The club the user acts for (decision 052); null when they represent none. */
  acting: number | null,
): Promise<ClubCompOnPage> {
  const access = await essential(clubAccessFor(context, comp, acting))
  if (access.kind === 'refused') return { ...NONE, refused: !mayOverride }
  // A club competition without club info: a representative is told so by the info call.
  const club = access.kind === 'club' ? access.club : comp.clubComp && acting !== null ? representedClub(context, acting) : null
  if (!club) return NONE
  const loaded = await secondary(context, 'clubComp', loadClubComp(context, comp.id, club))
  const view = loaded.value
  const allowance = view?.kind === 'allowance' ? view.allowance : null
  // Entries are made for the club when the user has access with it, or the info gave its allowance.
  const entryClub = access.kind === 'club' || allowance ? { id: club.id, allowance } : null
  return { refused: false, view, failure: loaded.failure, club: entryClub }
}
