import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { secondaryProductsPage, secondaryProductsPost } from '#bff/pages/secondary-products.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function secondaryProductsLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'secondaryProducts', params)
  return secondaryProductsPage(context, routeId(params, 'compId'))
}

export async function secondaryProductsAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'secondaryProducts', params)
  return secondaryProductsPost(context, routeId(params, 'compId'), form)
}
