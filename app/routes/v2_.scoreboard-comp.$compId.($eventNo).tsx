import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { mapFailures } from '#bff/services/failure.server'
import { ScoreboardBoard } from '~/components/scoreboard-board'
import { routeMeta } from '~/components/title'
import { scoreboardLoader } from './v2_.scoreboard-comp.$compId.($eventNo).server'

// Drawn outside the v2 layout: a stadium screen shows the board alone. Its errors get the shell.
export { ShellErrorBoundary as ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('scoreboardComp')
export const loader = (args: LoaderFunctionArgs) => mapFailures(scoreboardLoader, args)

export default function Scoreboard() {
  return <ScoreboardBoard page={useLoaderData<typeof loader>()} />
}
