import type { LoaderFunctionArgs } from '@remix-run/node'
import { basketHandoffPage } from '#bff/pages/basket-handoff.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function basketHandoffLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'basketHandoff')
  return basketHandoffPage(context)
}
