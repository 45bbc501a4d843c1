import { expect } from 'vitest'
import * as calls from '../../bff/legacy/admin-users.server'
import { writeAnswerSchema } from '../../bff/legacy/client.server'
import { ADMIN_USER_REC } from '../../contract-fixtures/recorder/admin-user-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the admin's calls on one user (docs/legacy-wire.md "Admin: one user", "Impersonate"): one per mapping file. */

const ADMIN_TOKEN = 'rec-admin-token'
const R = ADMIN_USER_REC
const done = ok((v: { errNo: number }) => expect(v.errNo).toBe(0))
const refused = (text: RegExp) => ({ error: 'business' as const, errNo: 1, text })
const entity = (kind: calls.EntityKind, add: boolean, entityId: number) => ({ kind, add, userId: R.userId, entityId })
/** The recordings' club: the first seed club, whatever its id; WireMock matches the add and remove by token and path. */
const CLUB = 1

export const adminUserRows: Record<string, Row> = {
  'admin-user.success.json': {
    call: (l) => calls.getAdminUser(l(ADMIN_TOKEN), R.userId),
    expect: ok((v: Awaited<ReturnType<typeof calls.getAdminUser>>) => {
      expect(v.data.user).toMatchObject({ id: R.userId, display_name: 'Runner 1', role: 'USER' })
      expect(v.data.clubs.length).toBeGreaterThan(0)
    }),
  },
  'admin-user.business-error.json': { call: (l) => calls.getAdminUser(l(ADMIN_TOKEN), R.unknownUserId), expect: refused(/not found/) },
  ...tokenRows('admin-user', (l) => calls.getAdminUser(l, R.userId)),

  'admin-user-area-add.success.json': { call: (l) => calls.changeUserEntity(l(ADMIN_TOKEN), entity('area', true, R.areaId)), expect: done },
  'admin-user-area-add.business-error.json': {
    call: (l) => calls.changeUserEntity(l(USER_TOKEN), entity('area', true, R.areaId)),
    expect: refused(/permission/),
  },
  'admin-user-area-remove.success.json': {
    call: (l) => calls.changeUserEntity(l(ADMIN_TOKEN), entity('area', false, R.areaId)),
    expect: done,
  },
  'admin-user-club-add.success.json': { call: (l) => calls.changeUserEntity(l(ADMIN_TOKEN), entity('club', true, CLUB)), expect: done },
  'admin-user-club-add.business-error.json': {
    call: (l) => calls.changeUserEntity(l(USER_TOKEN), entity('club', true, CLUB)),
    expect: refused(/permission/),
  },
  'admin-user-club-remove.success.json': { call: (l) => calls.changeUserEntity(l(ADMIN_TOKEN), entity('club', false, CLUB)), expect: done },

  'user-credit.success.json': {
    call: (l) => calls.adjustCredit(l(ADMIN_TOKEN), R.userId, { value: Number(R.credit.value), reason: R.credit.reason }),
    expect: done,
  },
  'user-credit.business-error.json': {
    // The BFF never sends a value that is not a number; the recording pins the legacy site's refusal of one.
    call: (l) => l(ADMIN_TOKEN).call({ ...creditSpec('abc'), schema: writeAnswerSchema, outcomeOnly: true }),
    expect: refused(/value/),
  },
  'user-credit-update.success.json': { call: (l) => calls.setCredit(l(ADMIN_TOKEN), R.userId, 0), expect: done },
  'user-version.success.json': {
    call: (l) => calls.setUserVersion(l(ADMIN_TOKEN), { userId: R.userId, version: 'v1', toggle: true }),
    expect: done,
  },
  'user-addorg.success.json': { call: (l) => calls.addOrgAdmin(l(ADMIN_TOKEN), R.userId, R.orgId), expect: done },
  'user-addorg.business-error.json': {
    call: (l) => calls.addOrgAdmin(l(ADMIN_TOKEN), R.userId, R.unknownOrgId),
    expect: refused(/not found/),
  },

  'admin-impersonate.success.json': { call: (l) => calls.impersonate(l(ADMIN_TOKEN), R.userId), expect: done },
  'admin-impersonate.success-stop.json': { call: (l) => calls.impersonate(l(ADMIN_TOKEN), 0), expect: done },
  'admin-impersonate.business-error.json': { call: (l) => calls.impersonate(l(USER_TOKEN), R.userId), expect: refused(/permission/) },
  ...tokenRows('admin-impersonate', (l) => calls.impersonate(l, R.userId)),
}

function creditSpec(value: string) {
  return {
    endpoint: 'user.credit.adjust',
    method: 'POST' as const,
    path: `/wp-json/e4s/v5/user/credit/${R.userId}`,
    query: { value, reason: R.credit.reason },
    auth: 'required' as const,
  }
}
