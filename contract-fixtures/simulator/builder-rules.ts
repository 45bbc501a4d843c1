import type { SeedCompRule, SeedCompetition, SeedRuleOptions } from '../seed/index'
import type { SimulatorState } from './state'

/*
 * The Rules step's writes (3-organiser-admin.md §7 "services /v5/rule"; paths our reading): a
 * rule per age group that the entry calls then enforce, refused with the spec's texts (§5).
 */

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {})
const count = (v: unknown) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : 0)
const str = (v: unknown) => (typeof v === 'string' ? v : '')

const LIMITS = [
  'maxEvents',
  'maxField',
  'maxTrack',
  'maxCompEvents',
  'maxCompField',
  'maxCompTrack',
  'maxExcludedEvents',
  'maxTeamEvents',
] as const

function readOptions(body: unknown): SeedRuleOptions | string {
  const options = obj(obj(body).options)
  const limits = Object.fromEntries(LIMITS.map((name) => [name, count(options[name])])) as Omit<SeedRuleOptions, 'unique'>
  const u = obj(options.unique)
  const text = str(u.text).trim()
  const ids = str(u.ids)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
  if (text === '' && ids.length === 0) return { ...limits, unique: null }
  if (text === '') return 'Enter an Text label.'
  if (new Set(ids).size < 2) return 'Select at least 2 events.'
  return { ...limits, unique: { ids: ids.join(','), events: str(u.events), type: str(u.type), text } }
}

/** Create (id 0) or update a rule of the competition; the saved rule, or the spec's refusal. */
export function saveRule(state: SimulatorState, comp: SeedCompetition, body: unknown, ruleId: number): SeedCompRule | string {
  const agid = count(obj(body).agid)
  const existing = ruleId === 0 ? null : comp.rules.find((r) => r.id === ruleId)
  if (ruleId !== 0 && !existing) return 'Rule not found'
  if (agid !== 0 && !state.seed.ageGroups.some((g) => g.id === agid)) return 'Age group not found'
  if (comp.rules.some((r) => r.agid === agid && r.id !== ruleId)) return `A comp rule for [${agid}] already exists.`
  const options = readOptions(body)
  if (typeof options === 'string') return options
  if (existing) {
    existing.agid = agid
    existing.options = options
    return existing
  }
  const rule = { id: Math.max(comp.id * 10, ...state.seed.competitions.flatMap((c) => c.rules.map((r) => r.id))) + 1, agid, options }
  comp.rules.push(rule)
  return rule
}

/** The competition carrying a rule, for the delete and update addresses that name only the rule. */
export function competitionOfRule(state: SimulatorState, ruleId: number): SeedCompetition | undefined {
  return state.seed.competitions.find((c) => c.rules.some((r) => r.id === ruleId))
}

export function deleteRule(comp: SeedCompetition, ruleId: number): number {
  const before = comp.rules.length
  comp.rules = comp.rules.filter((r) => r.id !== ruleId)
  return before - comp.rules.length
}
