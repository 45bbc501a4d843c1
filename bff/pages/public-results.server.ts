import type { AppLoadContext } from '@remix-run/node'
import { notFound } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { qrDataUrl } from '#bff/services/qr.server'
import { loadPublicResults } from '#bff/services/results.server'
import type { PublicResultsView, ResultsQrView, ResultsReadView } from '#bff/views/results'

/* The public results (3-organiser-admin §2 results, results-read, results-qr): for visitors, cached like the other public pages. */

type Context = AppLoadContext

async function results(context: Context, compId: number): Promise<PublicResultsView> {
  const found = await essential(loadPublicResults(context, compId))
  if (!found) throw notFound()
  return found
}

export function publicResultsPage(context: Context, compId: number): Promise<PublicResultsView> {
  return results(context, compId)
}

export async function resultsReadPage(context: Context, compId: number, eventGroupId: number): Promise<ResultsReadView> {
  const all = await results(context, compId)
  const eventGroup = all.eventGroups.find((g) => g.id === eventGroupId)
  if (!eventGroup) throw notFound()
  return { compId: all.compId, competitionName: all.competitionName, eventGroup }
}

/** A QR code for the results page, to print or show at the venue. */
export async function resultsQrPage(context: Context, compId: number): Promise<ResultsQrView> {
  const all = await results(context, compId)
  const url = new URL(`/v2/results-v2/${all.compId}`, context.url.origin).href
  return { compId: all.compId, competitionName: all.competitionName, url, qr: qrDataUrl(url) }
}
