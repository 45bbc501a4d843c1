import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { clubPage } from '#bff/pages/club.server'
import { requireScreenNamed } from '#bff/session/guards.server'

export function clubLoader({ context, params }: LoaderFunctionArgs) {
  requireScreenNamed(context, 'club', params)
  return clubPage(context, routeId(params))
}
