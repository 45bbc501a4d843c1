import type { LoaderFunctionArgs } from '@remix-run/node'
import { helpPage } from '#bff/pages/help.server'
import { requireScreenNamed } from '#bff/session/guards.server'

export function helpLoader({ context, params }: LoaderFunctionArgs) {
  requireScreenNamed(context, 'fieldHelp', params)
  return helpPage(context, params.key ?? '', context.url)
}
