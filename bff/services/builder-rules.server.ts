import type { RequestContext } from '../context.server'
import { deleteRule, saveRule, type RuleInput } from '../legacy/builder-rules.server'
import { competitionWrite } from './builder-events.server'

/* The Rules step's writes; each drops the competition's shared public card (its rules ride on it). */

type Ctx = Pick<RequestContext, 'legacy' | 'cache'>

export function saveBuilderRule(ctx: Ctx, input: RuleInput) {
  return competitionWrite(ctx, input.compId, () => saveRule(ctx.legacy, input))
}

export function deleteBuilderRule(ctx: Ctx, compId: number, ruleId: number) {
  return competitionWrite(ctx, compId, () => deleteRule(ctx.legacy, ruleId))
}
