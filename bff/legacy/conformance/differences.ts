import type { z } from 'zod/v4'
import { isRecord } from '../wire'

/*
 * Where an answer and a call's zod schema differ, by field path and kind, never by value (the
 * report may be shared; an answer holds personal data): a field the schema needs that is missing,
 * one of another type, a value the schema refuses, and fields the answer has that the schema does
 * not read (extra, which zod drops without complaint). Paths read `data[].compOrg.id`.
 */

export type DifferenceKind = 'missing' | 'type' | 'value' | 'extra'
export type Difference = { path: string; kind: DifferenceKind; expected?: string; found?: string }

const MAX_DIFFERENCES = 40
/** Array items looked at for extra fields: enough to see every shape a list uses, bounded for long lists. */
const ITEMS_LOOKED_AT = 25

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def

export function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function pathText(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) out += typeof part === 'number' ? '[]' : out === '' ? String(part) : `.${String(part)}`
  return out === '' ? '(answer)' : out
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root
  for (const part of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<PropertyKey, unknown>)[part]
  }
  return v
}

type Issue = z.core.$ZodIssue

function fromIssue(issue: Issue, root: unknown, base: readonly PropertyKey[] = []): Difference[] {
  const path = [...base, ...issue.path]
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // The branch with the fewest complaints is the shape the answer was closest to.
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? []
    if (closest.length > 0) return closest.flatMap((i) => fromIssue(i, root, path))
  }
  const found = valueAt(root, path)
  if (issue.code === 'invalid_type') {
    if (found === undefined) return [{ path: pathText(path), kind: 'missing', expected: issue.expected }]
    return [{ path: pathText(path), kind: 'type', expected: issue.expected, found: typeName(found) }]
  }
  return [{ path: pathText(path), kind: 'value', expected: issue.message, found: typeName(found) }]
}

/** The schema an input value is checked against, through wrappers and preprocessing. */
function inputSchema(schema: unknown): unknown {
  let s = schema
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(s)
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) s = def.innerType
    else if (def.type === 'pipe') s = defOf(def.in).type === 'transform' ? def.out : def.in
    else if (def.type === 'lazy') s = (def.getter as () => unknown)()
    else return s
  }
  return s
}

function extras(schema: unknown, value: unknown, path: PropertyKey[], out: Map<string, Difference>): void {
  if (out.size >= MAX_DIFFERENCES) return
  const s = inputSchema(schema)
  const def = defOf(s)
  if (def.type === 'object' && isRecord(value)) {
    const shape = def.shape as Record<string, unknown>
    const open = def.catchall !== undefined && defOf(def.catchall).type !== 'never'
    for (const [key, child] of Object.entries(value)) {
      if (key in shape) extras(shape[key], child, [...path, key], out)
      else if (!open) {
        const p = pathText([...path, key])
        if (!out.has(p)) out.set(p, { path: p, kind: 'extra', found: typeName(child) })
      }
    }
  } else if (def.type === 'array' && Array.isArray(value)) {
    for (const item of value.slice(0, ITEMS_LOOKED_AT)) extras(def.element, item, [...path, 0], out)
  } else if (def.type === 'record' && isRecord(value)) {
    for (const [key, child] of Object.entries(value).slice(0, ITEMS_LOOKED_AT)) extras(def.valueType, child, [...path, key], out)
  } else if (def.type === 'union') {
    const options = def.options as Array<z.ZodType>
    const fits = options.find((o) => o.safeParse(value).success) ?? options.find((o) => defOf(inputSchema(o)).type === typeName(value))
    if (fits) extras(fits, value, path, out)
  } else if (def.type === 'intersection') {
    extras(def.left, value, path, out)
  }
}

/** What the schema complains of (missing, type, value) and the fields it does not read (extra). */
export function differences(schema: z.ZodType, value: unknown): { parses: boolean; differences: Difference[] } {
  const parsed = schema.safeParse(value)
  const found = new Map<string, Difference>()
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      for (const d of fromIssue(issue, value)) {
        const key = `${d.kind} ${d.path}`
        if (!found.has(key) && found.size < MAX_DIFFERENCES) found.set(key, d)
      }
    }
  }
  const extra = new Map<string, Difference>()
  extras(schema, value, [], extra)
  return { parses: parsed.success, differences: [...found.values(), ...[...extra.values()].slice(0, MAX_DIFFERENCES - found.size)] }
}
