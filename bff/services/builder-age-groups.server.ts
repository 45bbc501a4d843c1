import type { RequestContext } from '../context.server'
import { getAgeGroupDefinition, saveAgeGroup, type AgeGroupInput, type AgeGroupWire } from '../legacy/agegroups.server'
import type { UserMessage } from '../views/message'
import { AGE_GROUPS_KEY, loadAllAgeGroups } from './builder-events.server'
import { refused } from './failure.server'

/*
 * Age groups from the builder (3-organiser-admin §2, §3 "Age group"): every group (the builder's
 * cached list), one group's definition, and a save, after which every builder reads the list
 * again (the Events step's choices included).
 */

export { loadAllAgeGroups }

export function loadAgeGroup(ctx: Pick<RequestContext, 'legacy'>, agId: number, compId: number): Promise<AgeGroupWire> {
  return getAgeGroupDefinition(ctx.legacy, agId, compId).then((a) => a.data)
}

export type AgeGroupSaveOutcome = { ok: true; id: number } | { ok: false; status: number; message: UserMessage }

export async function saveBuilderAgeGroup(
  ctx: Pick<RequestContext, 'legacy' | 'cache'>,
  agId: number,
  input: AgeGroupInput,
): Promise<AgeGroupSaveOutcome> {
  try {
    const answer = await saveAgeGroup(ctx.legacy, agId, input)
    await ctx.cache.invalidate(AGE_GROUPS_KEY)
    return { ok: true, id: answer.data.id }
  } catch (err) {
    return refused(err)
  }
}
