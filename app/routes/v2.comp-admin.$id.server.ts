import type { LoaderFunctionArgs } from '@remix-run/node'
import { optionalId } from '#bff/http/params.server'
import { compAdminPage } from '#bff/pages/comp-admin.server'
import { requireScreenNamed } from '#bff/session/guards.server'

export function compAdminLoader({ context, params }: LoaderFunctionArgs) {
  requireScreenNamed(context, 'compAdmin', params)
  // A non-numeric id is treated as 0: nothing loads (3-organiser-admin §2).
  return compAdminPage(context, optionalId(params.id) ?? 0)
}
