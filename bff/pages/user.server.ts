import { randomUUID } from 'node:crypto'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { mayImpersonate, parseAmount, parseCreditChange } from '#bff/domain/admin/user-admin'
import { notFound, optionalId } from '#bff/http/params.server'
import {
  adjustUserCredit,
  changeUserEntity,
  getUserDetail,
  makeOrgAdmin,
  setUserCredit,
  setUserVersion,
} from '#bff/services/admin-users.server'
import { areaChoicesForFilter } from '#bff/services/areas.server'
import { findClubByName } from '#bff/services/clubs.server'
import { listCompetitionOrganisations } from '#bff/services/competitions.server'
import { essential, unlessFailed, type Outcome } from '#bff/services/failure.server'
import { startImpersonation } from '#bff/services/impersonation.server'
import { requireUser } from '#bff/session/guards.server'
import { HOME_PATH } from '#bff/session/paths'
import type { UserMessage } from '#bff/views/message'
import { USER_INTENTS, type UserDetail, type UserIntent, type UserPageView, type UserPostResult } from '#bff/views/users'

/* One user, for an admin (3-organiser-admin §2 Users (admin), §3 User, Entity, §4 impersonation, §7). */

type Context = AppLoadContext

async function loadUser(context: Context, id: number): Promise<UserDetail> {
  requireUser(context)
  const user = await essential(getUserDetail(context, id))
  if (!user) throw notFound()
  return user
}

export async function userPage(context: Context, id: number): Promise<UserPageView> {
  const [user, areaChoices, organisations] = await Promise.all([
    loadUser(context, id),
    areaChoicesForFilter(context),
    unlessFailed(listCompetitionOrganisations(context), null),
  ])
  return {
    user,
    areaChoices,
    organisations,
    canImpersonate: mayImpersonate(context.auth, { impersonating: context.impersonator !== null, targetId: user.id }),
    creditKey: randomUUID(),
  }
}

const ONCE_KEY = /^[A-Za-z0-9-]{16,64}$/

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** The saved message of each change (common.json userAdmin.saved.*). */
const SAVED: Record<Exclude<UserIntent, 'impersonate'>, string> = {
  addArea: 'userAdmin.saved.areaAdded',
  removeArea: 'userAdmin.saved.areaRemoved',
  addClub: 'userAdmin.saved.clubAdded',
  removeClub: 'userAdmin.saved.clubRemoved',
  credit: 'userAdmin.saved.credit',
  setCredit: 'userAdmin.saved.credit',
  version: 'userAdmin.saved.version',
  addOrg: 'userAdmin.saved.orgAdmin',
}

/**
 * One change to the user, by the form's intent. A bad input or a refusal answers with the form's
 * values so nothing typed is lost; a change made answers with its message (the page reads the
 * user again).
 */
export async function userPost(context: Context, id: number, form: FormData) {
  const raw = field(form, 'intent')
  const intent = (USER_INTENTS as readonly string[]).includes(raw) ? (raw as UserIntent) : null
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'intent'))
  const answer = (status: number, message: UserMessage, ok = false) =>
    data<UserPostResult>({ intent, ok, message, values: ok ? {} : values }, status)
  if (!intent) return answer(400, { key: 'userAdmin.errors.choose' })
  const admin = requireUser(context)

  if (intent === 'impersonate') {
    const started = await startImpersonation(context, id)
    if (!started.ok) return answer(started.status, started.message)
    throw redirect(HOME_PATH, { headers: { 'Set-Cookie': started.setCookie } })
  }

  const done = await change(context, id, intent, form)
  if ('error' in done) return answer(400, { key: done.error })
  if (!done.ok) return answer(done.status, done.message)
  context.log.info({ audit: 'user-admin', adminId: admin.userId, userId: id, intent }, 'user changed')
  return answer(200, { key: SAVED[intent] }, true)
}

type Change = Outcome | { error: string }

async function change(context: Context, id: number, intent: Exclude<UserIntent, 'impersonate'>, form: FormData): Promise<Change> {
  const entityId = (name: string) => optionalId(field(form, name))
  switch (intent) {
    case 'addArea':
    case 'removeArea': {
      const areaId = entityId('areaId')
      if (areaId === null) return { error: 'userAdmin.errors.choose' }
      return changeUserEntity(context, { kind: 'area', add: intent === 'addArea', userId: id, entityId: areaId })
    }
    case 'addClub': {
      const name = field(form, 'club').trim()
      if (!name) return { error: 'userAdmin.errors.choose' }
      const club = await essential(findClubByName(context, name, field(form, 'clubType') === 'S' ? 'S' : 'C'))
      if (!club) return { error: 'userAdmin.errors.noClub' }
      return changeUserEntity(context, { kind: 'club', add: true, userId: id, entityId: club.id })
    }
    case 'removeClub': {
      const clubId = entityId('clubId')
      if (clubId === null) return { error: 'userAdmin.errors.choose' }
      return changeUserEntity(context, { kind: 'club', add: false, userId: id, entityId: clubId })
    }
    case 'credit': {
      const parsed = parseCreditChange({ amount: field(form, 'amount'), reason: field(form, 'reason') })
      if (!parsed.ok) return { error: parsed.error }
      // The form's one-time key: the same change sent again (a retry after a fault) is not made twice.
      const once = field(form, 'once')
      return adjustUserCredit(context, id, parsed.value, ONCE_KEY.test(once) ? once : randomUUID())
    }
    case 'setCredit': {
      const parsed = parseAmount(field(form, 'balance'))
      return parsed.ok ? setUserCredit(context, id, parsed.value) : { error: parsed.error }
    }
    case 'version': {
      const version = field(form, 'version')
      if (version !== 'v1' && version !== 'v2') return { error: 'userAdmin.errors.choose' }
      return setUserVersion(context, { userId: id, version, toggle: field(form, 'toggle') === 'on' })
    }
    case 'addOrg': {
      const orgId = entityId('orgId')
      if (orgId === null) return { error: 'userAdmin.errors.choose' }
      return makeOrgAdmin(context, id, orgId)
    }
  }
}
