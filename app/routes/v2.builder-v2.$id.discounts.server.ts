import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { optionalId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { discountsPage, discountsPost } from '#bff/pages/builder-discounts.server'
import { requireUserScreen } from '#bff/session/guards.server'

/** `{id}` the competition the builder is on; not a number is 0, which has no discounts page (to General). */
const compIdOf = (params: Record<string, string | undefined>) => {
  const id = optionalId(params.id) ?? 0
  return String(id) === params.id ? id : 0
}

export function discountsLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'builderDiscounts', params)
  return discountsPage(context, compIdOf(params), context.url)
}

export async function discountsAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'builderDiscounts', params)
  return discountsPost(context, compIdOf(params), form)
}
