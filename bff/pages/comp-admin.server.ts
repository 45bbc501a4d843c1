import type { AppLoadContext } from '@remix-run/node'
import { autoEntryTargetOf } from '#bff/services/builder.server'
import { toCardModel } from '#bff/services/competition-cards.server'
import { getCompetition } from '#bff/services/competitions.server'
import { unlessFailed } from '#bff/services/failure.server'
import { handOverLinks } from '#bff/services/hand-over.server'

/*
 * The competition admin card, `comp-admin/{id}` (3-organiser-admin §2): the full card with the §6
 * links the user may use (the hub's: competition-tools.ts) and the way to the hub, and no close
 * buttons. Id 0 (a non-numeric id is treated as 0) loads nothing; a failed load shows nothing
 * either (§8 "Failed competition load on the admin page shows nothing").
 */
export async function compAdminPage(context: AppLoadContext, id: number) {
  const comp = id > 0 ? await unlessFailed(getCompetition(context, id), null) : null
  if (!comp) return { card: null }
  return {
    card: toCardModel(comp, {
      auth: context.auth,
      lang: context.lang,
      now: new Date(),
      legacySiteUrl: context.config.legacySiteUrl,
      currentPath: context.url.pathname,
      full: true,
      autoEntryTarget: await autoEntryTargetOf(context, comp),
      handOver: await handOverLinks(context),
    }),
  }
}
