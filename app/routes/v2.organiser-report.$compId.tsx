import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { mapFailures } from '#bff/services/failure.server'
import { ReportsPage } from '~/components/reports-page'
import { routeMeta } from '~/components/title'
import { organiserReportAction, organiserReportLoader } from './v2.organiser-report.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('organiserReport')
export const loader = (args: LoaderFunctionArgs) => mapFailures(organiserReportLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(organiserReportAction, args)

/** One competition's reports for its organiser (§6 Organiser report): the admin's reports page without the competition field. */
export default function OrganiserReport() {
  return <ReportsPage view={useLoaderData<typeof loader>()} />
}
