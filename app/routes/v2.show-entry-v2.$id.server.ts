import type { LoaderFunctionArgs } from '@remix-run/node'
import { toCardModel } from '#bff/services/competition-cards.server'
import { getCompetition } from '#bff/services/competitions.server'

export async function competitionLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 })
  const comp = await getCompetition(context, id)
  if (!comp) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  return {
    card: toCardModel(comp, { auth: context.auth, lang: context.lang, now: new Date(), legacySiteUrl: context.config.legacySiteUrl, currentPath: url.pathname, full: true }),
    informationHtml: comp.informationHtml,
  }
}
