import type { AppLoadContext } from '@remix-run/node'
import type { ScoreboardEventNo } from '#bff/domain/scoreboard/scoreboard'
import { notFound } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { qrDataUrl } from '#bff/services/qr.server'
import { scoreboardKey } from '#bff/services/scoreboard.server'
import type { ScoreboardPageView } from '#bff/views/scoreboard'

/*
 * The stadium scoreboard (3-organiser-admin §2 Scoreboard and results display): the board as it is
 * now, read through the process's feed for it (a page view costs no poll while the board is live),
 * then kept live in the browser by the feed's SSE stream.
 */

export async function scoreboardPage(context: AppLoadContext, compId: number, eventNo: ScoreboardEventNo): Promise<ScoreboardPageView> {
  const frame = await essential(context.scoreboards.latest(scoreboardKey(compId, eventNo)))
  if (!frame || frame.value.comp.id !== compId) throw notFound()
  const resultsUrl = `${context.url.origin}/${compId}/results`
  return {
    compId,
    competitionName: frame.value.comp.name,
    date: frame.value.comp.date,
    feed: `/v2/scoreboard-feed/${compId}/${eventNo}`,
    resultsUrl,
    resultsQr: qrDataUrl(resultsUrl),
    initial: { id: frame.id, event: frame.value.event },
  }
}
