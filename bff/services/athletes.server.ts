import { z } from 'zod'
import type { RequestContext } from '../context.server'
import {
  ATHLETE_PAGE_SIZE,
  compileUrnPattern,
  toAgeInfo,
  type AthleteDraft,
  type AthleteFilter,
  type AthleteInput,
  type AthletePage,
  type AthleteView,
  type NamedRef,
  isGender,
} from '../domain/athlete'
import {
  createAthlete as legacyCreate,
  getAthlete,
  lookupRegistration as legacyLookup,
  searchAthletes,
  unlinkAthlete as legacyUnlink,
  updateAthlete as legacyUpdate,
  type AthleteInput as AthleteWireInput,
  type AthleteWire,
} from '../legacy/athletes.server'
import { CLUB_SEARCH_PAGE_SIZE, searchClubs as legacyClubLookup } from '../legacy/clubs.server'
import { isLegacyError, type UserMessage } from '../legacy/errors'
import { loadPublicConfig } from './config.server'

/*
 * The user's athletes (2-entry.md §3, §5, §7). Everything here is fetched with the user's token,
 * so nothing is cached under a shared key; only the public config (organisations, organiser clubs)
 * comes from the shared cache.
 */

/** What athlete calls need: the user's legacy caller and who the user is. */
export type AthleteContext = { legacy: RequestContext['legacy']; user: { userId: number } | null }
/** Form options also read the public config (shared cache, anonymous caller). */
export type AthleteOptionsContext = AthleteContext & Pick<RequestContext, 'cache' | 'legacyAnonymous'>

export type AthleteOutcome<T> = { ok: true; value: T; message: UserMessage } | { ok: false; message: UserMessage }
/** Update also says when the id is not one of the user's athletes (the page answers 404, nothing is written). */
export type AthleteUpdateOutcome = AthleteOutcome<AthleteView> | { ok: false; notFound: true; message: UserMessage }

const ref = (id: number, name: string): NamedRef | null => (id > 0 ? { id, name: name.trim() || String(id) } : null)

export function toAthleteView(w: AthleteWire): AthleteView {
  const o = w.options
  const gender = w.gender.trim().toUpperCase()
  const compEntities: Record<string, NamedRef> = {}
  for (const [compId, e] of Object.entries(o.genericCompAthleteEntities)) compEntities[compId] = { id: e.id, name: e.name }
  return {
    id: w.id,
    firstName: w.firstName,
    surName: w.surName,
    gender: isGender(gender) ? gender : '',
    dob: /^\d{4}-\d{2}-\d{2}/.test(w.dob) ? w.dob.slice(0, 10) : '',
    club: ref(w.clubid, w.club),
    club2: ref(w.club2id, w.club2),
    school: ref(w.schoolid, w.school),
    urn: w.URN.trim(),
    aocode: w.aocode.trim(),
    classification: w.classification,
    emergency: { ...o.emergency },
    socials: { ...o.socials },
    coach: o.coach,
    trainingGroup: o.trainingGroup,
    ageInfo: toAgeInfo(w.ageInfo),
    linked: w.userAthlete,
    compEntities,
  }
}

/**
 * What a page shows for a failed athlete call: a business refusal as the legacy site wrote it,
 * anything else as an errors.* key. Not a legacy failure (a redirect to login): thrown on.
 */
export function athleteFailureMessage(err: unknown): UserMessage {
  if (isLegacyError(err)) return err.userMessage
  throw err
}

function failure(err: unknown): { ok: false; message: UserMessage } {
  return { ok: false, message: athleteFailureMessage(err) }
}

/**
 * One page of the athletes the user may manage (their own list; for club or county representatives
 * and admins the legacy site adds the athletes they act for), filtered, 5 a page, sorted by name.
 */
export async function listMyAthletes(
  ctx: AthleteContext,
  { page = 1, filters = {}, pageSize = ATHLETE_PAGE_SIZE }: { page?: number; filters?: Partial<AthleteFilter>; pageSize?: number } = {},
): Promise<AthletePage> {
  const pageNumber = Number.isSafeInteger(page) && page > 0 ? page : 1
  const answer = await searchAthletes(ctx.legacy, {
    pagenumber: pageNumber,
    pagesize: pageSize,
    sort: 'name',
    region: filters.region ?? undefined,
    county: filters.county ?? undefined,
    club: filters.club || undefined,
    firstname: filters.firstName || undefined,
    surname: filters.surName || undefined,
    gender: filters.gender || undefined,
  })
  const items = answer.data.map(toAthleteView)
  return {
    items,
    page: pageNumber,
    pageSize,
    // A missing total must not hide the page that was answered.
    total: Math.max(answer.meta.totalCount, (pageNumber - 1) * pageSize + items.length),
  }
}

/** One of the user's athletes; null when the legacy site does not know it or the user may not manage it. */
export async function getMyAthlete(ctx: AthleteContext, id: number, options: { compId?: number } = {}): Promise<AthleteView | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const compId = options.compId && Number.isSafeInteger(options.compId) && options.compId > 0 ? options.compId : undefined
  try {
    const answer = await getAthlete(ctx.legacy, id, { compId })
    return toAthleteView(answer.data)
  } catch (err) {
    // "Athlete not found" and "You do not have access to this athlete." are business errors.
    if (isLegacyError(err, 'business')) return null
    if (isLegacyError(err, 'http') && (err.status === 403 || err.status === 404)) return null
    throw err
  }
}

function toWire(input: AthleteInput): AthleteWireInput {
  return {
    firstName: input.firstName,
    surName: input.surName,
    gender: input.gender,
    dob: input.dob,
    // 0 clears a club on update; the legacy site ignores it on create.
    clubid: input.clubId,
    club2id: input.club2Id,
    schoolid: input.schoolId,
    URN: input.urn,
    aocode: input.aocode,
    options: {
      emergency: { ...input.emergency },
      socials: { ...input.socials },
      coach: input.coach,
      trainingGroup: input.trainingGroup,
    },
  }
}

/** Creates the athlete; the legacy site puts it on the user's list. */
export async function createAthlete(ctx: AthleteContext, input: AthleteInput): Promise<AthleteOutcome<AthleteView>> {
  try {
    const answer = await legacyCreate(ctx.legacy, toWire(input))
    return { ok: true, value: toAthleteView(answer.data), message: { key: 'athletes:messages.created' } }
  } catch (err) {
    return failure(err)
  }
}

/** Saves an athlete the user may manage; any other id is refused before anything is written. */
export async function updateAthlete(ctx: AthleteContext, id: number, input: AthleteInput): Promise<AthleteUpdateOutcome> {
  const current = await getMyAthlete(ctx, id)
  if (!current) return { ok: false, notFound: true, message: { key: 'athletes:messages.notFound' } }
  try {
    const answer = await legacyUpdate(ctx.legacy, current.id, toWire(input))
    return { ok: true, value: toAthleteView(answer.data), message: { key: 'athletes:messages.saved' } }
  } catch (err) {
    return failure(err)
  }
}

/**
 * Takes the athlete off the user's list. Only a user without entities (not a club or county
 * representative) may do so (2-entry.md §5): the legacy site decides and its refusal is shown.
 */
export async function unlinkAthlete(ctx: AthleteContext, id: number): Promise<AthleteOutcome<null>> {
  if (!ctx.user) return { ok: false, message: { key: 'errors.sessionExpired' } }
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, message: { key: 'athletes:messages.notFound' } }
  try {
    await legacyUnlink(ctx.legacy, id, ctx.user.userId)
    return { ok: true, value: null, message: { key: 'athletes:messages.unlinked' } }
  } catch (err) {
    return failure(err)
  }
}

/** Registration look-up: the registration number and date of birth (YYYY-MM-DD) must both match. */
export async function lookupRegistration(
  ctx: AthleteContext,
  input: { urn: string; aocode: string; dob: string },
): Promise<AthleteOutcome<AthleteView>> {
  try {
    const answer = await legacyLookup(ctx.legacy, { regid: input.urn.trim(), aocode: input.aocode.trim(), dob: input.dob.trim() })
    return { ok: true, value: toAthleteView(answer.data), message: { key: 'athletes:messages.found' } }
  } catch (err) {
    return failure(err)
  }
}

// ---------------------------------------------------------------------------------------------
// Form options: athletic organisations (URN patterns) and clubs.

export type AthleticOrganisation = { code: string; description: string; urnPattern: string | null }
export type ClubLookup = 'legacy' | 'known'
export type AthleteFormOptions = {
  aos: AthleticOrganisation[]
  defaultAo: string
  clubs: NamedRef[]
  schools: NamedRef[]
  /** 'legacy': the legacy club search answers (the form may ask it as the user types); 'known': a fixed list. */
  clubLookup: ClubLookup
}

const aoWire = z
  .object({
    code: z.string().optional().catch(undefined),
    description: z.string().optional().catch(undefined),
    urnPattern: z.string().optional().catch(undefined),
  })
  .passthrough()
const aosWire = z.record(z.unknown()).catch({})

/** The athletic organisations of the public config (`aos`, keyed by code) with their URN patterns, if any. */
export async function getAthleticOrganisations(
  ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>,
): Promise<{ aos: AthleticOrganisation[]; defaultAo: string }> {
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

// A legacy site without the club search answers 404: it is not asked again for a while, so each
// form does not pay for a failing call.
const CLUB_SEARCH_RETRY_MS = 10 * 60 * 1000
let clubSearchMissingUntil = 0

/** The legacy club search (GET /v5/clubs); null when the legacy site cannot answer it. */
async function legacyClubSearch(ctx: AthleteContext, input: { startswith: string; type: 'C' | 'S' }): Promise<NamedRef[] | null> {
  if (Date.now() < clubSearchMissingUntil) return null
  try {
    const answer = await legacyClubLookup(ctx.legacy, { startswith: input.startswith, type: input.type })
    return answer.data
  } catch (err) {
    if (!isLegacyError(err)) throw err
    if (err.status === 404) clubSearchMissingUntil = Date.now() + CLUB_SEARCH_RETRY_MS
    return null
  }
}

/** Tests only: forget that the club search was missing. */
export function resetClubSearchMemo(): void {
  clubSearchMissingUntil = 0
}

function mergeRefs(...lists: Array<Array<NamedRef | null>>): NamedRef[] {
  const byId = new Map<number, NamedRef>()
  for (const list of lists) for (const r of list) if (r && !byId.has(r.id)) byId.set(r.id, r)
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Clubs and schools the form offers. With the legacy club search: its first page, plus the
 * athlete's own. Without it: the clubs that organise competitions (public config) and the clubs
 * and schools of the user's athletes.
 */
export async function getClubChoices(
  ctx: AthleteOptionsContext,
  current?: AthleteView | null,
): Promise<Pick<AthleteFormOptions, 'clubs' | 'schools' | 'clubLookup'>> {
  const own = { clubs: [current?.club ?? null, current?.club2 ?? null], schools: [current?.school ?? null] }
  const [clubs, schools] = await Promise.all([
    legacyClubSearch(ctx, { startswith: '', type: 'C' }),
    legacyClubSearch(ctx, { startswith: '', type: 'S' }),
  ])
  if (clubs) return { clubs: mergeRefs(own.clubs, clubs), schools: mergeRefs(own.schools, schools ?? []), clubLookup: 'legacy' }
  const [config, mine] = await Promise.all([
    loadPublicConfig(ctx).catch(() => null),
    listMyAthletes(ctx, { pageSize: 50 }).catch(() => null),
  ])
  const organisers = (config?.meta?.organisers ?? []).map((o) => ({ id: o.id, name: o.name }))
  const items = mine?.items ?? []
  return {
    clubs: mergeRefs(
      own.clubs,
      organisers,
      items.map((a) => a.club),
      items.map((a) => a.club2),
    ),
    schools: mergeRefs(
      own.schools,
      items.map((a) => a.school),
    ),
    clubLookup: 'known',
  }
}

/** Everything the create/edit form needs besides the athlete. */
export async function getAthleteFormOptions(ctx: AthleteOptionsContext, current?: AthleteView | null): Promise<AthleteFormOptions> {
  const [orgs, choices] = await Promise.all([
    getAthleticOrganisations(ctx).catch(() => ({ aos: [] as AthleticOrganisation[], defaultAo: '' })),
    getClubChoices(ctx, current),
  ])
  return { ...orgs, ...choices }
}

/** Clubs (or schools) whose names start with `startswith`, for suggestions as the user types. */
export async function searchClubs(ctx: AthleteOptionsContext, input: { startswith: string; type: 'C' | 'S' }): Promise<NamedRef[]> {
  const prefix = input.startswith.trim().slice(0, 50)
  const found = await legacyClubSearch(ctx, { startswith: prefix, type: input.type })
  if (found) return found
  const choices = await getClubChoices(ctx)
  const list = input.type === 'S' ? choices.schools : choices.clubs
  const lower = prefix.toLowerCase()
  return list.filter((c) => c.name.toLowerCase().includes(lower)).slice(0, CLUB_SEARCH_PAGE_SIZE)
}

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0

async function resolveName(ctx: AthleteOptionsContext, name: string, type: 'C' | 'S', known: NamedRef[]): Promise<NamedRef | null> {
  const local = known.find((c) => sameName(c.name, name))
  if (local) return local
  const found = await legacyClubSearch(ctx, { startswith: name.trim(), type })
  return found?.find((c) => sameName(c.name, name)) ?? null
}

export type ResolvedInput =
  | { ok: true; input: AthleteInput }
  | { ok: false; fieldErrors: Partial<Record<'club' | 'club2' | 'school', string[]>> }

/**
 * The form names clubs and schools; the legacy site wants ids. Each name must be one of the
 * offered clubs (or one the club search knows), else the field says so.
 */
export async function resolveAthleteInput(
  ctx: AthleteOptionsContext,
  draft: AthleteDraft,
  current?: AthleteView | null,
): Promise<ResolvedInput> {
  const choices = await getClubChoices(ctx, current)
  const fieldErrors: Partial<Record<'club' | 'club2' | 'school', string[]>> = {}
  const resolve = async (field: 'club' | 'club2' | 'school', type: 'C' | 'S', known: NamedRef[]) => {
    const name = draft[field].trim()
    if (!name) return 0
    const found = await resolveName(ctx, name, type, known)
    if (!found) fieldErrors[field] = [type === 'S' ? 'athletes:validation.schoolUnknown' : 'athletes:validation.clubUnknown']
    return found?.id ?? 0
  }
  const [clubId, club2Id, schoolId] = await Promise.all([
    resolve('club', 'C', choices.clubs),
    resolve('club2', 'C', choices.clubs),
    resolve('school', 'S', choices.schools),
  ])
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
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
