import type { LoaderFunctionArgs } from '@remix-run/node'
import { myCompetitionsPage } from '#bff/pages/competition-hub.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function myCompetitionsLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'myCompetitions')
  return myCompetitionsPage(context)
}
