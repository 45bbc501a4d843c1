import type { AppLoadContext } from '@remix-run/node'
import { notFound } from '#bff/http/params.server'
import { loadClub } from '#bff/services/club-directory.server'
import { essential, orAbsent } from '#bff/services/failure.server'
import type { ClubView } from '#bff/views/clubs'

/* A club's page (3-organiser-admin §2 club-v2/{id}; §3 "Entity"): an unknown club is a 404. */

export async function clubPage(context: AppLoadContext, clubId: number): Promise<ClubView> {
  const club = await essential(orAbsent(loadClub(context, clubId), { notFoundOnly: true }))
  if (!club) throw notFound()
  return club
}
