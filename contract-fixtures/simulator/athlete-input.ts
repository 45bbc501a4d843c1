import { isIsoDate } from '../seed/dates'
import { today } from './entry-model'
import { textOf, whole } from './request'
import type { SimAthlete, SimulatorState } from './state'

/** Validation of the athlete body on create and update (2-entry.md §5 "Athlete"). */

/** Registration numbers by authority code; an empty URN is an unregistered athlete. */
export const URN_PATTERNS: Record<string, RegExp> = { EA: /^\d{7}$/ }
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const GENDERS = new Set(['F', 'M', 'O'])

type Fields = Pick<
  SimAthlete,
  'firstName' | 'surName' | 'gender' | 'dob' | 'clubId' | 'club2Id' | 'schoolId' | 'urn' | 'aocode' | 'email' | 'classification'
>

function pick(body: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (body[name] !== undefined) return body[name]
  return undefined
}

function idField(value: unknown, fallback: number): number {
  if (value === undefined) return fallback
  const n = whole(value)
  return Number.isInteger(n) && n > 0 ? n : 0
}

function textField(value: unknown, fallback: string): string {
  return value === undefined ? fallback : textOf(value)
}

/** The fields of the body over the existing athlete (none on create). */
function merged(body: Record<string, unknown>, base: Fields | undefined): Fields {
  return {
    firstName: textField(pick(body, 'firstName', 'firstname'), base?.firstName ?? ''),
    surName: textField(pick(body, 'surName', 'surname'), base?.surName ?? ''),
    gender: textField(body.gender, base?.gender ?? '').toUpperCase() as Fields['gender'],
    dob: textField(body.dob, base?.dob ?? ''),
    clubId: idField(pick(body, 'clubid', 'clubId'), base?.clubId ?? 0),
    club2Id: idField(pick(body, 'club2id', 'club2Id'), base?.club2Id ?? 0),
    schoolId: idField(pick(body, 'schoolid', 'schoolId'), base?.schoolId ?? 0),
    urn: textField(pick(body, 'URN', 'urn'), base?.urn ?? ''),
    aocode: textField(body.aocode, base?.aocode ?? '') || 'EA',
    email: textField(body.email, base?.email ?? ''),
    classification: idField(body.classification, base?.classification ?? 0),
  }
}

export function validateAthlete(
  state: SimulatorState,
  body: Record<string, unknown>,
  existing?: SimAthlete,
): { ok: true; fields: Fields } | { ok: false; error: string } {
  const f = merged(body, existing)
  const fail = (error: string) => ({ ok: false as const, error })
  if (!f.firstName) return fail('First name: Required.')
  if (!f.surName) return fail('Surname: Required.')
  if (!GENDERS.has(f.gender)) return fail('Gender: Required.')
  if (!f.dob) return fail('Date of birth: Required.')
  if (!isIsoDate(f.dob) || f.dob >= today(state)) return fail('Please enter date DD/MM/YYYY, e.g. 28/03/1970!')
  const club = state.seed.clubs.find((c) => c.id === f.clubId && c.clubType === 'C')
  const school = state.seed.clubs.find((c) => c.id === f.schoolId && c.clubType === 'S')
  if (!club && !school) return fail('Club or school required.')
  if (f.club2Id && !state.seed.clubs.some((c) => c.id === f.club2Id)) return fail('Second claim club not found.')
  if (!club) f.clubId = 0
  if (!school) f.schoolId = 0
  const pattern = URN_PATTERNS[f.aocode]
  if (f.urn && pattern && !pattern.test(f.urn)) return fail(`URN does not match the registration number pattern of ${f.aocode}.`)
  if (f.urn && state.athletes.some((a) => a.id !== existing?.id && a.aocode === f.aocode && a.urn === f.urn)) {
    return fail('An athlete with this registration number already exists.')
  }
  if (f.email && !EMAIL_SHAPE.test(f.email)) return fail('Please enter a valid email address.')
  return { ok: true, fields: f }
}

/** Merges the optional options object of the body (emergency contact, socials, generic entities). */
export function mergeOptions(athlete: SimAthlete, value: unknown): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return
  const o = value as Record<string, unknown>
  const target = athlete.options
  const section = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined)
  for (const key of ['noEntryReason', 'coach', 'trainingGroup'] as const) if (o[key] !== undefined) target[key] = textOf(o[key])
  const emergency = section(o.emergency)
  if (emergency)
    for (const key of ['name', 'tel', 'relationship'] as const)
      if (emergency[key] !== undefined) target.emergency[key] = textOf(emergency[key])
  const socials = section(o.socials)
  if (socials)
    for (const key of ['tiktok', 'instagram', 'facebook'] as const)
      if (socials[key] !== undefined) target.socials[key] = textOf(socials[key])
  const entities = section(o.genericCompAthleteEntities)
  if (entities) {
    for (const [compId, entity] of Object.entries(entities)) {
      const e = section(entity)
      const id = whole(e?.id)
      if (e && Number.isInteger(id) && /^\d+$/.test(compId)) target.genericCompAthleteEntities[compId] = { id, name: textOf(e.name) }
    }
  }
}
