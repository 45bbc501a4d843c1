// Builder step 5, Rules (3-organiser-admin.md §3 "Competition rule options", §5 "Comp rule unique
// group"): the limits per age group and the unique group, with the spec's English texts.

export const RULE_MESSAGES_EN = {
  UNIQUE_TEXT_REQUIRED: 'Enter an Text label.',
  UNIQUE_TWO_EVENTS: 'Select at least 2 events.',
  RULE_EXISTS: 'A comp rule for [{id}] already exists.',
} as const
export type RuleCode = keyof typeof RULE_MESSAGES_EN

/** The maxima of §3 in the order the step shows them; 0 means no limit. */
export const RULE_LIMITS = [
  'maxEvents',
  'maxField',
  'maxTrack',
  'maxCompEvents',
  'maxCompField',
  'maxCompTrack',
  'maxExcludedEvents',
  'maxTeamEvents',
] as const
export type RuleLimit = (typeof RULE_LIMITS)[number]

export type CompRuleInput = {
  /** 0 for a new rule. */
  id: number
  /** The age group; 0 = every age group without a rule of its own. */
  agid: number
  unique: { text: string; eventIds: number[] }
}

export type RuleProblem = { field: 'agid' | 'uniqueText' | 'uniqueEvents'; code: RuleCode; values?: Record<string, number> }

/**
 * A rule is refused when its age group already has another rule, or when its unique group (used as
 * soon as it has a label or an event) lacks a label or names fewer than 2 events.
 */
export function validateCompRule(input: CompRuleInput, existing: ReadonlyArray<{ id: number; agid: number }>): RuleProblem[] {
  const problems: RuleProblem[] = []
  if (existing.some((r) => r.agid === input.agid && r.id !== input.id))
    problems.push({ field: 'agid', code: 'RULE_EXISTS', values: { id: input.agid } })
  const text = input.unique.text.trim()
  const events = new Set(input.unique.eventIds).size
  if (text !== '' || events > 0) {
    if (text === '') problems.push({ field: 'uniqueText', code: 'UNIQUE_TEXT_REQUIRED' })
    if (events < 2) problems.push({ field: 'uniqueEvents', code: 'UNIQUE_TWO_EVENTS' })
  }
  return problems
}

export function formatRuleProblem(problem: RuleProblem): string {
  const values = problem.values ?? {}
  return RULE_MESSAGES_EN[problem.code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
}
