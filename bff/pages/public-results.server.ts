import type { AppLoadContext } from '@remix-run/node'
import { notFound } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { qrDataUrl } from '#bff/services/qr.server'
import { loadPublicResults } from '#bff/services/results.server'
import { rankOverall } from '#bff/domain/results/rankings'
import { fieldKindOf } from '#bff/domain/results/field-form'
import type { PublicResultsView, RankingsView, ResultsQrView, ResultsReadView } from '#bff/views/results'

/* The public results (3-organiser-admin §2 results, results-read, public-rankings, results-qr): for visitors, cached like the other public pages. */

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

/** An event group's rankings over its heats, from the same shared results as results-read. */
export async function publicRankingsPage(context: Context, compId: number, eventGroupId: number): Promise<RankingsView> {
  const { eventGroup, ...comp } = await resultsReadPage(context, compId, eventGroupId)
  // A jump's or throw's series is one table, already placed by best mark with count-back.
  const series = eventGroup.heats.find((h) => h.field)
  if (series)
    return {
      compId: comp.compId,
      competitionName: comp.competitionName,
      eventGroup: { id: eventGroup.id, name: eventGroup.name },
      field: true,
      vertical: fieldKindOf(eventGroup.name) === 'vertical',
      rows: series.rows.map(({ place, bib, name, club, mark }) => ({ place, bib, name, club, mark })),
    }
  const results = eventGroup.heats.flatMap((heat) => heat.rows.map((row) => ({ ...row, athlete: `${row.bib} ${row.name}` })))
  return {
    compId: comp.compId,
    competitionName: comp.competitionName,
    eventGroup: { id: eventGroup.id, name: eventGroup.name },
    field: false,
    vertical: false,
    rows: rankOverall(results).map(({ place, result }) => ({
      place,
      bib: result.bib,
      name: result.name,
      club: result.club,
      mark: result.mark,
    })),
  }
}

/** A QR code for the results page, to print or show at the venue. */
export async function resultsQrPage(context: Context, compId: number): Promise<ResultsQrView> {
  const all = await results(context, compId)
  const url = new URL(`/v2/results-v2/${all.compId}`, context.url.origin).href
  return { compId: all.compId, competitionName: all.competitionName, url, qr: qrDataUrl(url) }
}
