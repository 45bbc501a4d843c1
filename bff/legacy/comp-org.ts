import { isRecord } from './wire'

/*
 * The organisation that runs a competition decides who may work its desks (check-in, results,
 * tickets, messages): read from one spelling only, an answer that spells it otherwise locks the
 * organiser out of his own competition. The spec shows `compOrg` { id, name } for the builder's
 * read only (3-organiser-admin §3) and says the full read carries compOrg beside data and meta
 * (§7); the other spellings are our reading of what a WordPress answer may use. Each is read as
 * `compOrg`, the way the token is read (auth.server.ts), and named as a variant so the client logs
 * one contract warning for it (docs/legacy-wire.md "Competition organisation").
 */

const norm = (key: string) => key.toLowerCase().replace(/[_-]/g, '')

/** Keys holding the organisation's id itself, compared without case, '_' or '-'. */
const ID_KEYS = ['compOrgId', 'orgId', 'organisationId', 'organizationId'] as const
/** Keys holding the organisation as an object { id, name }, after `compOrg`. */
const OBJECT_KEYS = ['organisation', 'organization', 'org', 'organiser'] as const
/** Keys holding the organisation's name beside an id key. */
const NAME_KEYS = ['compOrgName', 'orgName', 'organisationName', 'organizationName'] as const

const positive = (v: unknown) => {
  const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : 0
}

function keyLike(value: Record<string, unknown>, wanted: string): string | undefined {
  if (wanted in value) return wanted
  return Object.keys(value).find((k) => norm(k) === norm(wanted))
}

function nameBeside(value: Record<string, unknown>): unknown {
  for (const wanted of NAME_KEYS) {
    const key = keyLike(value, wanted)
    if (key !== undefined && typeof value[key] === 'string') return value[key]
  }
  return undefined
}

type Found = { compOrg: { id: number; name: unknown }; variant: string | null }

/** Where a competition object keeps its organisation, canonical `compOrg.id` first; null when nowhere. */
export function findCompOrg(value: Record<string, unknown>): Found | null {
  const canonical = value.compOrg
  if (isRecord(canonical) && positive(canonical.id) > 0)
    return { compOrg: { id: positive(canonical.id), name: canonical.name }, variant: null }
  if (positive(canonical) > 0) return { compOrg: { id: positive(canonical), name: nameBeside(value) }, variant: 'compOrg:number' }
  if (isRecord(canonical)) {
    // compOrg { compOrgId | orgId } inside the object the spec shows
    for (const wanted of ID_KEYS) {
      const key = keyLike(canonical, wanted)
      if (key !== undefined && positive(canonical[key]) > 0)
        return {
          compOrg: { id: positive(canonical[key]), name: canonical.name ?? nameBeside(canonical) },
          variant: `compOrg:compOrg.${key}`,
        }
    }
  }
  for (const wanted of ID_KEYS) {
    const key = keyLike(value, wanted)
    if (key !== undefined && positive(value[key]) > 0)
      return { compOrg: { id: positive(value[key]), name: nameBeside(value) }, variant: `compOrg:${key}` }
  }
  for (const wanted of OBJECT_KEYS) {
    const key = keyLike(value, wanted)
    const held = key === undefined ? undefined : value[key]
    if (isRecord(held) && positive(held.id) > 0)
      return { compOrg: { id: positive(held.id), name: held.name }, variant: `compOrg:${key}.id` }
  }
  return null
}

/** The competition with `compOrg` { id, name } filled from the spelling it came in; unchanged when canonical or absent. */
export function withCompOrg(value: unknown): unknown {
  if (!isRecord(value)) return value
  const found = findCompOrg(value)
  if (!found || found.variant === null) return value
  return { ...value, compOrg: { id: found.compOrg.id, name: typeof found.compOrg.name === 'string' ? found.compOrg.name : '' } }
}

/**
 * An envelope whose data lacks the organisation that the answer carries beside it (the spec's full
 * read: "data plus meta … and compOrg"), with it moved into data.
 */
export function withAnswerCompOrg(answer: unknown): unknown {
  if (!isRecord(answer) || !isRecord(answer.data) || findCompOrg(answer.data)) return answer
  const beside = besideData(answer)
  return beside ? { ...answer, data: { ...answer.data, compOrg: beside.compOrg } } : answer
}

function besideData(answer: Record<string, unknown>): { compOrg: { id: number; name: string }; variant: string } | null {
  for (const [where, holder] of [
    ['answer', answer],
    ['meta', answer.meta],
  ] as const) {
    if (!isRecord(holder)) continue
    const found = findCompOrg(holder)
    if (found) {
      const name = typeof found.compOrg.name === 'string' ? found.compOrg.name : ''
      return {
        compOrg: { id: found.compOrg.id, name },
        variant: `compOrg:${where}.${found.variant?.slice('compOrg:'.length) ?? 'compOrg'}`,
      }
    }
  }
  return null
}

/** The spellings of the organisation met in some competitions (never their values), as 'compOrg:…' names. */
export function compOrgVariants(objects: readonly unknown[]): string[] {
  const seen = new Set<string>()
  for (const o of objects) {
    if (!isRecord(o)) continue
    const variant = findCompOrg(o)?.variant
    if (variant) seen.add(variant)
  }
  return [...seen]
}

/** The variant of an envelope whose organisation sits beside its data, if it does. */
export function answerCompOrgVariants(answer: unknown): string[] {
  if (!isRecord(answer) || !isRecord(answer.data)) return []
  if (findCompOrg(answer.data)) return compOrgVariants([answer.data])
  const beside = besideData(answer)
  return beside ? [beside.variant] : []
}
