import type { CompetitionView } from '../competition/competition'
import { parseInstant } from '../text/datetime'

export type ConditionStep = 'priority' | 'terms' | 'entry'

/**
 * A priority code is needed only when the competition asks for one and the priority time is
 * empty or still ahead (after it, entry is open to all).
 */
export function priorityCodeRequired(comp: Pick<CompetitionView, 'priority'>, now: Date): boolean {
  if (!comp.priority.required) return false
  if (!comp.priority.dateTime) return true
  const opensToAll = parseInstant(comp.priority.dateTime)
  return opensToAll === null || now.getTime() < opensToAll
}

/** Priority screen first, then terms, then the entry page; each once confirmed is not asked again. */
export function nextConditionStep(
  comp: Pick<CompetitionView, 'id' | 'priority' | 'termsHtml'>,
  confirmed: { priority: readonly number[]; terms: readonly number[] },
  now: Date,
): ConditionStep {
  if (priorityCodeRequired(comp, now) && !confirmed.priority.includes(comp.id)) return 'priority'
  if (comp.termsHtml.trim() && !confirmed.terms.includes(comp.id)) return 'terms'
  return 'entry'
}

/** Codes are compared without regard to case (ABCDE equals abcde) or surrounding spaces. */
export function normalisePriorityCode(code: string): string {
  return code.trim().toUpperCase()
}
