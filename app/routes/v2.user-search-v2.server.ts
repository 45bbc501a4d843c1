import type { LoaderFunctionArgs } from '@remix-run/node'
import { userSearchPage } from '#bff/pages/user-search.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function userSearchLoader({ context, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'userSearch')
  return userSearchPage(context, new URL(request.url))
}
