import type { RequestContext } from '../context.server'
import { validateCompetition } from '../legacy/competition-validate.server'

/** The problems the legacy site finds in a competition (its validate call): their texts, none when it is ready. Never cached. */
export async function checkCompetition(ctx: Pick<RequestContext, 'legacy'>, compId: number): Promise<string[]> {
  const { data } = await validateCompetition(ctx.legacy, compId)
  return data.map((p) => p.message)
}
