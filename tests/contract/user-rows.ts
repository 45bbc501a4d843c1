import { expect } from 'vitest'
import * as users from '../../bff/legacy/users.server'
import { USER_REC } from '../../contract-fixtures/recorder/user-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the admin user search recordings: one per mapping file. */

const ADMIN_TOKEN = 'rec-admin-token'
const query = { search: USER_REC.search, page: USER_REC.page, pageSize: USER_REC.pageSize }

export const userRows: Record<string, Row> = {
  'users-search.success.json': {
    call: (l) => users.searchUsers(l(ADMIN_TOKEN), query),
    expect: ok((v: Awaited<ReturnType<typeof users.searchUsers>>) => {
      expect(v.data.length).toBeGreaterThan(0)
      expect(v.data.every((u) => /runner/i.test(u.display_name))).toBe(true)
      expect(v.meta?.total).toBe(v.data.length)
    }),
  },
  'users-search.business-error.json': {
    call: (l) => users.searchUsers(l(USER_TOKEN), query),
    expect: { error: 'business', errNo: 1, text: /permission/ },
  },
  ...tokenRows('users-search', (l) => users.searchUsers(l, query)),
}
