import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { mapFailures } from '#bff/services/failure.server'
import { OutputScreen } from '~/components/output-screen'
import { routeMeta } from '~/components/title'
import { outputLoader } from './v2_.scoreboard-schedule-list.$compId.$outputId.server'

// A stadium screen, outside the v2 layout (decision 040). Its errors get the shell.
export { ShellErrorBoundary as ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('scoreboardScheduleList')
export const loader = (args: LoaderFunctionArgs) => mapFailures(outputLoader, args)

export default function Output() {
  return <OutputScreen view={useLoaderData<typeof loader>()} />
}
