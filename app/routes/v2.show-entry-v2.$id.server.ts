import type { LoaderFunctionArgs } from '@remix-run/node'
import { toCardModel } from '#bff/services/competition-cards.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'

export async function competitionLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 })
  // The competition is the page: without it, the boundary says why (not found, slow, unavailable, refused).
  const comp = await essential(getCompetition(context, id))
  if (!comp) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  return {
    card: toCardModel(comp, {
      auth: context.auth,
      lang: context.lang,
      now: new Date(),
      legacySiteUrl: context.config.legacySiteUrl,
      currentPath: url.pathname,
      full: true,
    }),
    informationHtml: comp.informationHtml,
  }
}
