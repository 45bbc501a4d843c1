import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { mapFailures } from '#bff/services/failure.server'
import { ResultsImport } from '~/components/results-import'
import { routeMeta } from '~/components/title'
import { importAction, importLoader } from './v2.results-import-file-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('resultsImportFile')
export const loader = (args: LoaderFunctionArgs) => mapFailures(importLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(importAction, args)

export default function ResultsImportPage() {
  return <ResultsImport page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />
}
