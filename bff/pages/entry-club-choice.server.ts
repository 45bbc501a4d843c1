import type { AppLoadContext } from '@remix-run/node'
import { actingClub, type ActingClub } from '#bff/domain/clubcomp/acting-club'
import { representedClub } from '#bff/services/clubcomps.server'
import type { ClubChoiceView } from '#bff/views/club-choice'

/*
 * The entry page's club choice (decision 052): the club a user representing several acts for,
 * asked for by a post or remembered in the session, and the choice the page offers.
 */

type Context = AppLoadContext

/** `requested`: the club a post names (0 for one that names no club id); null when it names none. */
export function actingClubOf(context: Context, requested: number | null): ActingClub {
  return actingClub({
    represents: context.user?.represents.clubs ?? [],
    requested,
    remembered: context.session.get('actingClub') ?? null,
  })
}

/** The choice, only for a user with more than one club. */
export function clubChoice(context: Context, acting: number | null): ClubChoiceView | null {
  const clubs = context.user?.represents.clubs ?? []
  if (clubs.length < 2 || acting === null) return null
  return { acting, clubs: clubs.map((id) => representedClub(context, id)) }
}
