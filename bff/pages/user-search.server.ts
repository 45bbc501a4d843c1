import type { AppLoadContext } from '@remix-run/node'
import { pageLinks } from '#bff/domain/routing/paging'
import { TEXT_INPUT_MAX } from '#bff/domain/text/limits'
import { optionalId } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { findUsers, USER_PAGE_SIZE } from '#bff/services/users.server'
import type { UserSearchView } from '#bff/views/users'

/* Admin user search (3-organiser-admin §2 user-search-v2, §9 page 1, size 10): state in the URL. */

export async function userSearchPage(context: AppLoadContext, url: URL): Promise<UserSearchView> {
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, TEXT_INPUT_MAX)
  const page = optionalId(url.searchParams.get('page')) ?? 1
  const { items, total } = await essential(findUsers(context, search, page))
  const href = (p: number) => `?${new URLSearchParams({ ...(search ? { search } : {}), page: String(p) })}`
  return { search, items, total, ...pageLinks(total, USER_PAGE_SIZE, page, href) }
}
