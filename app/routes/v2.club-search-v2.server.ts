import type { LoaderFunctionArgs } from '@remix-run/node'
import { clubSearchPage } from '#bff/pages/club-search.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function clubSearchLoader({ context, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'clubSearch')
  return clubSearchPage(context, new URL(request.url))
}
