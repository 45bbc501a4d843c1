import type { AppLoadContext } from '@remix-run/node'
import { notFound } from '#bff/http/params.server'
import { autoEntryTargetOf } from '#bff/services/builder.server'
import { toCardModel } from '#bff/services/competition-cards.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import { handOverLinks } from '#bff/services/hand-over.server'

/** One competition's full card and its information (the show-entry page). */
export async function competitionPage(context: AppLoadContext, id: number, url: URL) {
  // The competition is the page: without it, the boundary says why (not found, slow, unavailable, refused).
  const comp = await essential(getCompetition(context, id))
  if (!comp) throw notFound()
  return {
    card: toCardModel(comp, {
      auth: context.auth,
      lang: context.lang,
      now: new Date(),
      legacySiteUrl: context.config.legacySiteUrl,
      currentPath: url.pathname,
      full: true,
      autoEntryTarget: await autoEntryTargetOf(context, comp),
      handOver: await handOverLinks(context),
    }),
    informationHtml: comp.informationHtml,
  }
}
