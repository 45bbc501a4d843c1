import type { LoaderFunctionArgs } from '@remix-run/node'
import { stripeUsersPage } from '#bff/pages/stripe-users.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function stripeUsersLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'stripeUsers')
  return stripeUsersPage(context)
}
