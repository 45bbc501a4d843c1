import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { RULE_LIMITS } from '../domain/builder/rules'
import type { BuilderCompetitionAnswer } from '../legacy/builder.server'
import type { RuleInput } from '../legacy/builder-rules.server'
import type { RuleWire } from '../legacy/entry.server'
import { essential } from '../services/failure.server'
import { loadEventChoices } from '../services/builder-events.server'
import { deleteBuilderRule, saveBuilderRule } from '../services/builder-rules.server'
import type { BuilderChoice, BuilderRulesView } from '../views/builder'
import { deleteRuleSchema, ruleSchema, type RuleFormValue } from '~/forms/builder-rules'

/* Builder step 5, Rules: the competition's rules per age group, one edited or added at a time. */

type Context = AppLoadContext

const ids = (list: string) =>
  list
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)

/** The events a unique group can name: the competition's own, each once. */
function eventChoices(answer: BuilderCompetitionAnswer): BuilderChoice[] {
  const byId = new Map(answer.meta.compEvents.map((ce) => [ce.eventId, ce.eventName]))
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

function formValues(rule: RuleWire | undefined): Record<string, string | string[]> {
  if (!rule) return { intent: 'save', ruleId: '0', agid: '' }
  return {
    intent: 'save',
    ruleId: String(rule.id),
    agid: String(rule.agid),
    ...Object.fromEntries(RULE_LIMITS.map((name) => [name, rule.options[name] > 0 ? String(rule.options[name]) : ''])),
    uniqueText: rule.options.unique?.text ?? '',
    uniqueEvents: ids(rule.options.unique?.ids ?? '').map(String),
  }
}

export async function rulesView(context: Context, answer: BuilderCompetitionAnswer, url: URL): Promise<BuilderRulesView> {
  const choices = await essential(loadEventChoices(context))
  const groups = new Map(
    [...choices.ageGroups, ...answer.meta.ageGroups.map((g) => ({ id: g.id, name: g.shortName || g.name }))].map((g) => [g.id, g.name]),
  )
  const events = eventChoices(answer)
  const eventNames = new Map(events.map((e) => [e.id, e.name]))
  const rules = answer.data.rules
  const editing = rules.find((r) => String(r.id) === url.searchParams.get('rule'))
  return {
    rules: rules.map((r) => ({
      id: r.id,
      agid: r.agid,
      ageGroup: groups.get(r.agid) ?? String(r.agid),
      limits: Object.fromEntries(RULE_LIMITS.map((name) => [name, r.options[name]])),
      unique: r.options.unique?.text
        ? { text: r.options.unique.text, events: ids(r.options.unique.ids).map((id) => eventNames.get(id) ?? String(id)) }
        : null,
    })),
    ageGroups: choices.ageGroups,
    events,
    editing: { ruleId: editing?.id ?? 0, defaultValue: formValues(editing) },
  }
}

function ruleInput(compId: number, v: RuleFormValue, before: RuleWire | undefined, events: BuilderChoice[]): RuleInput {
  const names = new Map(events.map((e) => [e.id, e.name]))
  const hasUnique = v.unique.text !== ''
  return {
    id: v.id,
    compId,
    agid: v.agid,
    options: {
      ...v.limits,
      unique: hasUnique
        ? {
            ids: v.unique.eventIds.join(','),
            events: v.unique.eventIds.map((id) => names.get(id) ?? String(id)).join(','),
            type: before?.options.unique?.type ?? '',
            text: v.unique.text,
          }
        : [],
    },
  }
}

/**
 * Saves or deletes a rule of the competition (already the caller's, checked). A rule id the
 * competition does not carry is refused as not found: a crafted post cannot reach another's rule.
 */
export async function postRules(context: Context, answer: BuilderCompetitionAnswer, form: FormData) {
  const rules = answer.data.rules
  const notFound = () => new Response('Not Found', { status: 404, statusText: 'Not Found' })
  if (form.get('intent') === 'deleteRule') {
    const submission = parseWithZod(form, { schema: deleteRuleSchema })
    if (submission.status !== 'success') return { submission, outcome: null }
    const ruleId = Number(submission.value.ruleId)
    if (!rules.some((r) => r.id === ruleId)) throw notFound()
    return { submission, outcome: await deleteBuilderRule(context, answer.data.id, ruleId) }
  }
  const submission = parseWithZod(form, { schema: ruleSchema(rules) })
  if (submission.status !== 'success') return { submission, outcome: null }
  const before = rules.find((r) => r.id === submission.value.id)
  if (submission.value.id !== 0 && !before) throw notFound()
  const input = ruleInput(answer.data.id, submission.value, before, eventChoices(answer))
  return { submission, outcome: await saveBuilderRule(context, input) }
}
