import type { RequestContext } from '../context.server'
import * as legacy from '../legacy/admin-users.server'
import { isLegacyError } from '../legacy/errors'
import type { UserDetail } from '../views/users'
import { orAbsent, refused, writeRefused, type Outcome } from './failure.server'

/* The admin's reads and changes of one user (3-organiser-admin §2 Users (admin), §7). */

type Ctx = Pick<RequestContext, 'legacy'>
type OnceCtx = Ctx & Pick<RequestContext, 'store' | 'locks'>

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

/** A day: a retry comes within minutes; the key only has to outlive them. */
const ONCE_TTL_S = 24 * 60 * 60
const cents = (amount: number) => Math.round(amount * 100)

/**
 * Adds to (or takes from) a user's credit once per key, however many times the form is sent. The
 * legacy call is a POST that adds (not idempotent, never retried by the client); a time-out, a
 * fault or an answer we cannot read does not say whether it landed. So the balance is read before
 * the first try and kept under the form's one-time key (with the change, so another amount is
 * another change); an unclear outcome, or a second try with the same key, reads the balance back
 * and calls the change made when it moved by exactly the amount, instead of adding it twice.
 */
export async function adjustUserCredit(
  ctx: OnceCtx,
  userId: number,
  change: { value: number; reason: string },
  onceKey: string,
): Promise<Outcome> {
  const key = `user-credit:once:${userId}:${cents(change.value)}:${onceKey}`
  return ctx.locks.run(key, async () => {
    const state = await ctx.store.get(key)
    if (state === 'done') return { ok: true }
    let before = state === null ? null : Number(state)
    if (before !== null && (await landed(ctx, userId, before + cents(change.value)))) return done(ctx, key)
    if (before === null) {
      let user: UserDetail | null
      try {
        user = await getUserDetail(ctx, userId)
      } catch (err) {
        return refused(err, 422)
      }
      if (user === null) return { ok: false, status: 404, message: { key: 'errors.generic' } }
      before = cents(user.credit)
      await ctx.store.set(key, String(before), ONCE_TTL_S)
    }
    try {
      await legacy.adjustCredit(ctx.legacy, userId, change)
    } catch (err) {
      if (!isLegacyError(err)) throw err
      // A refusal (errNo, 4xx, 401) did not land: the same key may try again from the start.
      if (writeRefused(err)) {
        await ctx.store.del(key)
        return refused(err, 422)
      }
      if (await landed(ctx, userId, before + cents(change.value))) return done(ctx, key)
      return { ok: false, status: 503, message: { key: 'userAdmin.errors.creditUnknown' } }
    }
    return done(ctx, key)
  })
}

async function done(ctx: OnceCtx, key: string): Promise<Outcome> {
  await ctx.store.set(key, 'done', ONCE_TTL_S)
  return { ok: true }
}

/** Whether the balance now is the one the change leads to; false when it cannot be read. */
async function landed(ctx: Ctx, userId: number, expectedCents: number): Promise<boolean> {
  const user = await getUserDetail(ctx, userId).catch(() => null)
  return user !== null && cents(user.credit) === expectedCents
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
