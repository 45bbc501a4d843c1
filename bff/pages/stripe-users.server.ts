import type { AppLoadContext } from '@remix-run/node'
import { essential } from '../services/failure.server'
import { findStripeUsers } from '../services/finance.server'
import type { StripeUsersView } from '../views/finance'

/* Stripe users (3-organiser-admin §2 stripe-users, §6 finance rule): the payment-provider accounts. */

export async function stripeUsersPage(context: AppLoadContext): Promise<StripeUsersView> {
  return { items: await essential(findStripeUsers(context)) }
}
