import { pageTotal } from '../domain/routing/paging'
import type { RequestContext } from '../context.server'
import { searchUsers } from '../legacy/users.server'
import type { UserRow } from '../views/users'

type Ctx = Pick<RequestContext, 'legacy'>

/** 3-organiser-admin §9: the users list defaults to page 1, size 10. */
export const USER_PAGE_SIZE = 10

/** One page of users matching the text; the total when the legacy site gives it, else what this page shows. */
export async function findUsers(ctx: Ctx, search: string, page: number): Promise<{ items: UserRow[]; total: number }> {
  const answer = await searchUsers(ctx.legacy, { search, page, pageSize: USER_PAGE_SIZE })
  const items = answer.data.map((u) => ({ id: u.id, name: u.display_name, email: u.user_email, role: u.role }))
  return { items, total: pageTotal(answer.meta?.total, USER_PAGE_SIZE, page, items.length) }
}
