import type { LoaderFunctionArgs } from '@remix-run/node'
import { clubLookupLoader } from './v2.lookup.clubs.server'
import { mapFailures } from '#bff/services/failure.server'

/** Club and school names as the user types them on the athlete form (JSON, for its fetchers). */
export const loader = (args: LoaderFunctionArgs) => mapFailures(clubLookupLoader, args)
