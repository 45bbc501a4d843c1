import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { mapFailures } from '#bff/services/failure.server'
import { ResultsEntry } from '~/components/results-entry'
import { routeMeta } from '~/components/title'
import { resultsEntryAction, resultsEntryLoader } from './v2.results-entry-v2.$compId.$eventGroupId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('resultsEntry')
export const loader = (args: LoaderFunctionArgs) => mapFailures(resultsEntryLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(resultsEntryAction, args)

export default function ResultsEntryPage() {
  return <ResultsEntry page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />
}
