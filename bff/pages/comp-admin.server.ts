import type { AppLoadContext } from '@remix-run/node'
import { adminLinks } from '#bff/domain/competition/comp-admin'
import { canBuild } from '#bff/domain/routing/permissions'
import { loadBuilderCompetition } from '#bff/services/builder.server'
import { toCardModel } from '#bff/services/competition-cards.server'
import { getCompetition } from '#bff/services/competitions.server'
import { unlessFailed } from '#bff/services/failure.server'

/*
 * The competition admin card, `comp-admin/{id}` (3-organiser-admin §2): the full card with the
 * admin links the user may use, and no close buttons. Id 0 (a non-numeric id is treated as 0) loads
 * nothing; a failed load shows nothing either (§8 "Failed competition load on the admin page shows nothing").
 */
export async function compAdminPage(context: AppLoadContext, id: number) {
  const comp = id > 0 ? await unlessFailed(getCompetition(context, id), null) : null
  if (!comp) return { card: null, links: [] }
  // The auto-entries target is a builder's option: read only for those who build the competition.
  const builds = canBuild(context.auth, { orgId: comp.compOrg.id, compId: comp.id })
  const built = builds ? await unlessFailed(loadBuilderCompetition(context, comp.id), null) : null
  return {
    card: toCardModel(comp, {
      auth: context.auth,
      lang: context.lang,
      now: new Date(),
      legacySiteUrl: context.config.legacySiteUrl,
      currentPath: context.url.pathname,
      full: true,
    }),
    links: adminLinks(comp, context.auth, built?.data.options.autoEntries.selectedTargetComp ?? 0),
  }
}
