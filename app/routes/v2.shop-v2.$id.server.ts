import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { routeId } from '#bff/http/params.server'
import { shopPage, shopPost } from '#bff/pages/shop.server'
import { requireScreenNamed } from '#bff/session/guards.server'

export function shopLoader({ context, params }: LoaderFunctionArgs) {
  requireScreenNamed(context, 'shop', params)
  return shopPage(context, routeId(params))
}

export async function shopAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireScreenNamed(context, 'shop', params)
  const url = new URL(request.url)
  return shopPost(context, routeId(params), form, url.pathname.replace(/\.data$/, ''))
}
