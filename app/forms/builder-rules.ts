import { z } from 'zod'
import { RULE_LIMITS, validateCompRule, type RuleLimit } from '#bff/domain/builder/rules'

// Builder step 5, a competition rule: shared by the browser and the server. Messages are keys of
// the `builder` namespace; the rules already saved come from the competition.

const trim = (s: string | undefined) => (s ?? '').trim()
const id = (s: string | undefined) => (/^\d{1,9}$/.test(trim(s)) ? Number(trim(s)) : 0)
const limit = () =>
  z
    .string()
    .optional()
    .refine((s) => trim(s) === '' || /^\d{1,3}$/.test(trim(s)), { message: 'builder:rules.WHOLE_NUMBER' })

const withValues = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}` : key

const limitFields = Object.fromEntries(RULE_LIMITS.map((name) => [name, limit()])) as Record<RuleLimit, ReturnType<typeof limit>>

export function ruleSchema(existing: ReadonlyArray<{ id: number; agid: number }>) {
  return z
    .object({
      intent: z.literal('save'),
      ruleId: z.string().optional(),
      agid: z.string().optional(),
      ...limitFields,
      uniqueText: z.string().max(100).optional(),
      uniqueEvents: z.array(z.string()).optional(),
    })
    .superRefine((v, ctx) => {
      const problems = validateCompRule(
        {
          id: id(v.ruleId),
          agid: id(v.agid),
          unique: { text: trim(v.uniqueText), eventIds: (v.uniqueEvents ?? []).map(id).filter((n) => n > 0) },
        },
        existing,
      )
      for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: withValues(`builder:rules.${p.code}`, p.values) })
    })
    .transform((v) => ({
      id: id(v.ruleId),
      agid: id(v.agid),
      limits: Object.fromEntries(RULE_LIMITS.map((name) => [name, trim(v[name]) === '' ? 0 : Number(trim(v[name]))])) as Record<
        RuleLimit,
        number
      >,
      unique: { text: trim(v.uniqueText), eventIds: [...new Set((v.uniqueEvents ?? []).map(id).filter((n) => n > 0))] },
    }))
}

export type RuleFormInput = z.input<ReturnType<typeof ruleSchema>>
export type RuleFormValue = z.output<ReturnType<typeof ruleSchema>>

export const deleteRuleSchema = z.object({ intent: z.literal('deleteRule'), ruleId: z.string().regex(/^\d{1,9}$/) })
