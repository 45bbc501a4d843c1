import { z } from 'zod/v4'
import type { RequestContext } from '../context.server'
import { compileUrnPattern, type AthleteDraft, type AthleteInput, type AthleteView, type NamedRef } from '../domain/athlete/athlete'
import type { UserMessage } from '../legacy/errors'
import { unlessFailed } from './failure.server'
import type { ClubType } from '../views/clubs'
import { findClubByName } from './clubs.server'
import { loadPublicConfig } from './config.server'

/*
 * What the athlete form needs besides the athlete: the athletic organisations with their URN
 * patterns (public config), and club and school names turned into the ids the legacy site wants
 * (the clubs lookup). Both are shared meta: no user token, shared cache.
 */

type SharedContext = Pick<RequestContext, 'cache' | 'legacyAnonymous'>

export type AthleticOrganisation = { code: string; description: string; urnPattern: string | null }
export type AthleteFormOptions = { aos: AthleticOrganisation[]; defaultAo: string }

const aoWire = z.looseObject({
  code: z.string().optional().catch(undefined),
  description: z.string().optional().catch(undefined),
  urnPattern: z.string().optional().catch(undefined),
})
const aosWire = z.record(z.string(), z.unknown()).catch({})

/** The athletic organisations of the public config (`aos`, keyed by code) with their URN patterns, if any. */
export async function getAthleticOrganisations(ctx: SharedContext): Promise<AthleteFormOptions> {
  const config = await loadPublicConfig(ctx)
  const data = config.data as typeof config.data & { aos?: unknown }
  const aos = Object.entries(aosWire.parse(data.aos ?? {})).flatMap(([key, value]) => {
    const ao = aoWire.safeParse(value)
    if (!ao.success) return []
    const code = (ao.data.code || key).trim()
    // A pattern that does not compile would refuse every number: treated as no pattern.
    const pattern = ao.data.urnPattern?.trim() || null
    return code ? [{ code, description: ao.data.description?.trim() || code, urnPattern: compileUrnPattern(pattern) ? pattern : null }] : []
  })
  const defaultAo = data.defaultao.trim() || aos[0]?.code || ''
  if (defaultAo && !aos.some((a) => a.code === defaultAo)) aos.unshift({ code: defaultAo, description: defaultAo, urnPattern: null })
  return { aos, defaultAo }
}

/** The form's options; without the config the form still works (no URN patterns, no authority choice). */
export function getAthleteFormOptions(ctx: SharedContext): Promise<AthleteFormOptions> {
  return getAthleticOrganisations(ctx).catch(() => ({ aos: [], defaultAo: '' }))
}

/** URN patterns by organisation code, as the form schema takes them; no code means the default one. */
export function urnPatternsOf({ aos, defaultAo }: AthleteFormOptions): Record<string, string | null> {
  const patterns: Record<string, string | null> = Object.fromEntries(aos.map((a) => [a.code, a.urnPattern]))
  return { ...patterns, '': patterns[defaultAo] ?? null }
}

type ClubField = 'club' | 'club2' | 'school'

export type ResolvedInput =
  | { ok: true; input: AthleteInput }
  | { ok: false; fieldErrors: Partial<Record<ClubField, string[]>> }
  | { ok: false; message: UserMessage }

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0

/**
 * The form names clubs and schools; the legacy site wants ids. Each name must be one the clubs
 * lookup knows (or the athlete's own, which may no longer be listed), else the field says so.
 * When the lookup cannot answer, the form says that instead of blaming the names.
 */
export async function resolveAthleteInput(ctx: SharedContext, draft: AthleteDraft, current?: AthleteView | null): Promise<ResolvedInput> {
  const own: NamedRef[] = [current?.club, current?.club2, current?.school].filter((r): r is NamedRef => Boolean(r))
  const fieldErrors: Partial<Record<ClubField, string[]>> = {}
  const resolve = async (field: ClubField, type: ClubType) => {
    const name = draft[field].trim()
    if (!name) return 0
    const found = own.find((r) => sameName(r.name, name)) ?? (await findClubByName(ctx, name, type))
    if (!found) fieldErrors[field] = [type === 'S' ? 'athletes:validation.schoolUnknown' : 'athletes:validation.clubUnknown']
    return found?.id ?? 0
  }
  const ids = await unlessFailed(Promise.all([resolve('club', 'C'), resolve('club2', 'C'), resolve('school', 'S')]), null)
  if (!ids) return { ok: false, message: { key: 'athletes:validation.clubsUnavailable' } }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  const [clubId, club2Id, schoolId] = ids
  return {
    ok: true,
    input: {
      firstName: draft.firstName,
      surName: draft.surName,
      gender: draft.gender,
      dob: draft.dob,
      clubId,
      club2Id,
      schoolId,
      urn: draft.urn,
      aocode: draft.aocode,
      emergency: { name: draft.emergencyName, tel: draft.emergencyTel, relationship: draft.emergencyRelationship },
      socials: { tiktok: draft.tiktok, instagram: draft.instagram, facebook: draft.facebook },
      coach: draft.coach,
      trainingGroup: draft.trainingGroup,
    },
  }
}
