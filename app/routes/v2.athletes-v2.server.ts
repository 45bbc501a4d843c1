import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#bff/session/guards.server'

export function athletesLoader({ context }: LoaderFunctionArgs) {
  requireUser(context)
  return { legacyUrl: `${context.config.legacySiteUrl}/#/athletes` }
}
