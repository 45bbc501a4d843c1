import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller, writeAnswerSchema } from './client.server'
import { flag, id, num, segment, text } from './wire'

/*
 * The admin's calls on one user (3-organiser-admin §7): read, areas and clubs, credit, interface
 * version, organisation admin, impersonation. The paths are the spec's; the answers are our reading
 * (docs/legacy-wire.md "Admin: one user").
 */

const entityWire = z.object({ id, name: text, entityLevel: num, entityName: text, clubType: text })

const permissionWire = z.object({ role: text, orgid: num, compid: num, orgname: text })

/** §3 "User" and its userInfo: the user, their areas, clubs, organisations, permissions and credit. */
export const adminUserWire = z.object({
  user: z.object({
    id,
    display_name: text,
    user_email: text,
    google_email: text,
    role: text,
    impersonating: flag,
    version: z.object({ current: text, toggle: flag }).catch({ current: '', toggle: false }),
  }),
  areas: z.array(entityWire).catch([]),
  clubs: z.array(entityWire).catch([]),
  orgs: z.array(z.object({ id, name: text })).catch([]),
  security: z.object({ permissions: z.array(permissionWire).catch([]) }).catch({ permissions: [] }),
  e4s_credit: num,
})
export type AdminUserWire = z.infer<typeof adminUserWire>

export const adminUserAnswerSchema = envelope(adminUserWire)

const ADMIN_USER = '/v5/admin/user'
/** What every write on a user changes: the user's record (and their config, when it is the caller). */
const USER_CHANGES = [rest(ADMIN_USER), rest('/v5/public/config')]

export function getAdminUser(legacy: LegacyCaller, userId: number) {
  return legacy.call({
    endpoint: 'admin.user',
    method: 'GET',
    path: rest(ADMIN_USER),
    query: { id: userId },
    auth: 'required',
    schema: adminUserAnswerSchema,
  })
}

export type EntityKind = 'area' | 'club'

/** §7 POST and DELETE /v5/admin/user/area and /club: userid and areaid (clubid for a club, our reading). */
export function changeUserEntity(legacy: LegacyCaller, change: { kind: EntityKind; add: boolean; userId: number; entityId: number }) {
  const fields = { userid: change.userId, [change.kind === 'area' ? 'areaid' : 'clubid']: change.entityId }
  return legacy.call({
    endpoint: `admin.user.${change.kind}.${change.add ? 'add' : 'remove'}`,
    method: change.add ? 'POST' : 'DELETE',
    path: rest(`${ADMIN_USER}/${change.kind}`),
    ...(change.add ? { body: fields } : { query: fields }),
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    changes: USER_CHANGES,
  })
}

/** §7 POST /v5/user/credit/{id}?value&reason: adds value (negative takes away) with the reason. */
export function adjustCredit(legacy: LegacyCaller, userId: number, change: { value: number; reason: string }) {
  return legacy.call({
    endpoint: 'user.credit.adjust',
    method: 'POST',
    path: rest(`/v5/user/credit/${segment(userId)}`),
    query: { value: change.value, reason: change.reason },
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    changes: USER_CHANGES,
  })
}

/** §7 POST /v5/user/credit/update/{id}?value: sets the balance. */
export function setCredit(legacy: LegacyCaller, userId: number, value: number) {
  return legacy.call({
    endpoint: 'user.credit.set',
    method: 'POST',
    path: rest(`/v5/user/credit/update/${segment(userId)}`),
    query: { value },
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    changes: USER_CHANGES,
  })
}

/** §7 POST /v5/user/version: version, toggle, userId. */
export function setUserVersion(legacy: LegacyCaller, change: { userId: number; version: 'v1' | 'v2'; toggle: boolean }) {
  return legacy.call({
    endpoint: 'user.version',
    method: 'POST',
    path: rest('/v5/user/version'),
    body: { version: change.version, toggle: change.toggle, userId: change.userId },
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    changes: USER_CHANGES,
  })
}

/** §7 GET /v5/user/permissions/addorg/{a}/{b}: the user ({a}) made admin of the organisation ({b}), our reading. */
export function addOrgAdmin(legacy: LegacyCaller, userId: number, orgId: number) {
  return legacy.call({
    endpoint: 'user.permissions.addorg',
    method: 'GET',
    path: rest(`/v5/user/permissions/addorg/${segment(userId)}/${segment(orgId)}`),
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    changes: USER_CHANGES,
  })
}

/**
 * §7 GET /v5/admin/impersonate/{id}, 0 stops (1-shell §7). Our reading: the legacy site keeps the
 * impersonation against the admin's login and answers no token; the same token then acts as the
 * impersonated user until id 0 (docs/legacy-wire.md "Impersonate").
 */
export function impersonate(legacy: LegacyCaller, userId: number) {
  return legacy.call({
    endpoint: userId === 0 ? 'admin.impersonate.stop' : 'admin.impersonate',
    method: 'GET',
    path: rest(`/v5/admin/impersonate/${segment(userId)}`),
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
    // Everything read with the token now answers for someone else.
    changes: [rest('/')],
  })
}
