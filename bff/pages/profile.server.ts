import { data, type AppLoadContext } from '@remix-run/node'
import { profileClubSchema } from '~/forms/profile'
import { findClubByName } from '#bff/services/clubs.server'
import { essential } from '#bff/services/failure.server'
import { setOwnClub } from '#bff/services/profile.server'
import type { SessionUser } from '#bff/session/session.server'
import type { ProfilePostResult, ProfileView } from '#bff/views/profile'

/* The self-service profile (1-shell §4, §7 POST /v5/selfservice; 3-organiser-admin §4). */

type Context = AppLoadContext

const clubsOf = (user: SessionUser) => user.clubNames ?? []

export function profilePage(user: SessionUser): ProfileView {
  return { name: user.displayName, email: user.email, clubs: clubsOf(user) }
}

/** The club named in the form (as the clubs lookup names it) becomes the user's entity. */
export async function profilePost(context: Context, user: SessionUser, form: FormData) {
  const raw = form.get('club')
  const club = typeof raw === 'string' ? raw : ''
  const answer = (status: number, result: Omit<ProfilePostResult, 'club'>) => data<ProfilePostResult>({ ...result, club }, status)
  const parsed = profileClubSchema.safeParse({ club })
  if (!parsed.success) return answer(400, { ok: false, message: { key: parsed.error.issues[0]!.message } })
  const found = await essential(findClubByName(context, parsed.data.club, 'C'))
  if (!found) return answer(400, { ok: false, message: { key: 'profile.errors.noClub' } })
  const done = await setOwnClub(context, user, found.id)
  if (!done.ok) return answer(done.status, { ok: false, message: done.message })
  context.log.info({ audit: 'self-service', userId: user.userId, clubId: found.id }, 'profile updated')
  return data<ProfilePostResult>(
    { ok: true, message: { key: 'profile.updated' }, club: '', clubs: clubsOf(done.user) },
    { headers: { 'Set-Cookie': done.setCookie } },
  )
}
