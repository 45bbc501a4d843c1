import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { mapFailures } from '#bff/services/failure.server'
import { ReportsPage } from '~/components/reports-page'
import { routeMeta } from '~/components/title'
import { reportsAction, reportsLoader } from './v2.reports.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('reports')
export const loader = (args: LoaderFunctionArgs) => mapFailures(reportsLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(reportsAction, args)

/** Admins run a report, read it as a table and download it as CSV (works without JavaScript). */
export default function Reports() {
  return <ReportsPage view={useLoaderData<typeof loader>()} />
}
