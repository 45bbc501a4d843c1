import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, num, text } from './wire'

/*
 * Admin user search (3-organiser-admin §7 `GET /v5/users`: search, page (1), pagesize (10)). The
 * answer's fields are §3 "User"; its paging meta is our reading (docs/legacy-wire.md "Users").
 */

export const userSummaryWire = z.object({
  id,
  display_name: text,
  user_email: text,
  role: text,
})
export type UserSummaryWire = z.infer<typeof userSummaryWire>

const pagingMeta = z.object({ page: num, pagesize: num, total: num }).partial().catch({})

export const userSearchAnswerSchema = envelope(z.array(userSummaryWire), pagingMeta.optional())

export function searchUsers(legacy: LegacyCaller, q: { search: string; page: number; pageSize: number }) {
  return legacy.call({
    endpoint: 'users.search',
    method: 'GET',
    path: rest('/v5/users'),
    query: { search: q.search, page: q.page, pagesize: q.pageSize },
    auth: 'required',
    schema: userSearchAnswerSchema,
  })
}
