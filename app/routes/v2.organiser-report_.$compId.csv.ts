import type { LoaderFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { organiserReportCsvLoader } from './v2.organiser-report.$compId.server'

/** An organiser report's CSV download (no page: the file, or back to the report's page). */
export const loader = (args: LoaderFunctionArgs) => mapFailures(organiserReportCsvLoader, args)
