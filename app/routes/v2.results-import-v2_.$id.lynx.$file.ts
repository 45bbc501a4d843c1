import type { LoaderFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { lynxFilesLoader } from './v2.results-import-v2.$id.server'

/** A FinishLynx start list (lynx.evt, lynx.ppl, lynx.sch) for the photo-finish operator: the file, no page. */
export const loader = (args: LoaderFunctionArgs) => mapFailures(lynxFilesLoader, args)
