import type { LoaderFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { reportCsvLoader } from './v2.reports.server'

/** A report's CSV download (no page: the file, or back to the report's page). */
export const loader = (args: LoaderFunctionArgs) => mapFailures(reportCsvLoader, args)
