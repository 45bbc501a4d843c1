import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { notFound, routeId } from '#bff/http/params.server'
import { readUploadForm } from '#bff/http/read-upload.server'
import { LIF_MAX_BYTES, resultsImportPage, resultsImportPost } from '#bff/pages/results-import.server'
import { isLynxFileName, lynxFileDownload } from '#bff/pages/lynx-files.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function importLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'resultsImport', params)
  return resultsImportPage(context, routeId(params), 'timing')
}

export async function importAction({ context, params, request }: ActionFunctionArgs) {
  // Read first, as every action is: a broken body is a 400 for anyone; the cap bounds its cost.
  const form = await readUploadForm(request, LIF_MAX_BYTES)
  requireUserScreen(context, 'resultsImport', params)
  return resultsImportPost(context, routeId(params), form)
}

export function lynxFilesLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'resultsImport', params)
  const compId = routeId(params)
  if (!isLynxFileName(params.file)) throw notFound()
  return lynxFileDownload(context, compId, params.file)
}
