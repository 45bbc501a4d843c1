import type { RequestContext } from '../context.server'
import * as legacy from '../legacy/admin-users.server'
import type { UserDetail } from '../views/users'
import { orAbsent, refused, type Outcome } from './failure.server'

/* The admin's reads and changes of one user (3-organiser-admin §2 Users (admin), §7). */

type Ctx = Pick<RequestContext, 'legacy'>

function toDetail(wire: legacy.AdminUserWire): UserDetail {
  const entity = (e: legacy.AdminUserWire['areas'][number]) => ({ id: e.id, name: e.name, kind: e.entityName })
  return {
    id: wire.user.id,
    name: wire.user.display_name,
    email: wire.user.user_email,
    role: wire.user.role,
    credit: wire.e4s_credit,
    version: { current: wire.user.version.current || 'v2', toggle: wire.user.version.toggle },
    areas: wire.areas.map(entity),
    clubs: wire.clubs.map(entity),
    orgs: wire.orgs,
    permissions: wire.security.permissions.map((p) => ({ role: p.role, orgId: p.orgid, orgName: p.orgname, compId: p.compid })),
  }
}

/** The user, or null when the legacy site says there is none. */
export async function getUserDetail(ctx: Ctx, userId: number): Promise<UserDetail | null> {
  const answer = await orAbsent(legacy.getAdminUser(ctx.legacy, userId), { notFoundOnly: true })
  return answer ? toDetail(answer.data) : null
}

/** A change's outcome: done, or the legacy site's refusal (422) or fault. */
async function outcome(call: Promise<unknown>): Promise<Outcome> {
  try {
    await call
    return { ok: true }
  } catch (err) {
    return refused(err, 422)
  }
}

export function changeUserEntity(ctx: Ctx, change: { kind: legacy.EntityKind; add: boolean; userId: number; entityId: number }) {
  return outcome(legacy.changeUserEntity(ctx.legacy, change))
}

export function adjustUserCredit(ctx: Ctx, userId: number, change: { value: number; reason: string }) {
  return outcome(legacy.adjustCredit(ctx.legacy, userId, change))
}

export function setUserCredit(ctx: Ctx, userId: number, value: number) {
  return outcome(legacy.setCredit(ctx.legacy, userId, value))
}

export function setUserVersion(ctx: Ctx, change: { userId: number; version: 'v1' | 'v2'; toggle: boolean }) {
  return outcome(legacy.setUserVersion(ctx.legacy, change))
}

export function makeOrgAdmin(ctx: Ctx, userId: number, orgId: number) {
  return outcome(legacy.addOrgAdmin(ctx.legacy, userId, orgId))
}
