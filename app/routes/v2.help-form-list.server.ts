import type { LoaderFunctionArgs } from '@remix-run/node'
import { helpListPage } from '#bff/pages/help-admin.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function helpListLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'helpFormList')
  return helpListPage(context, context.url)
}
