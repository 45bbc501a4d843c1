import type { LoaderFunctionArgs } from '@remix-run/node'
import type { NamedRef } from '#bff/domain/athlete/athlete'
import { trySearchClubs } from '#bff/services/clubs.server'
import type { ClubLookupAnswer, ClubType } from '#bff/views/clubs'

const MAX_PREFIX = 50

export async function clubLookupLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const type: ClubType = url.searchParams.get('type') === 'S' ? 'S' : 'C'
  const startswith = (url.searchParams.get('startswith') ?? '').trim().slice(0, MAX_PREFIX)
  const answer = (clubs: NamedRef[]): ClubLookupAnswer => ({ type, startswith, clubs })
  // Answered to the form's script: a 401 it can ignore, not a redirect to the login page.
  if (!context.user) return Response.json(answer([]), { status: 401 })
  const clubs = await trySearchClubs(context, { startswith, type })
  // Suggestions only: when the lookup is down the form still works (and says so on save).
  if (!clubs) return Response.json(answer([]), { status: 503 })
  return Response.json(answer(clubs), { headers: { 'Cache-Control': 'private, max-age=60' } })
}
