import type { RequestContext } from '../context.server'
import {
  ATHLETE_PAGE_SIZE,
  toAgeInfo,
  type AthleteFilter,
  type AthleteInput,
  type AthletePage,
  type AthleteView,
  type NamedRef,
  isGender,
} from '../domain/athlete/athlete'
import {
  createAthlete as legacyCreate,
  getAthlete,
  getPerformanceDbPbs,
  searchAthletes,
  unlinkAthlete as legacyUnlink,
  updateAthlete as legacyUpdate,
  type AthleteInput as AthleteWireInput,
  type AthleteWire,
} from '../legacy/athletes.server'
import { performanceDbPbs, type PerformanceDbPb } from '../domain/athlete/performance-database'
import { clubClaim, type ClubClaim } from '../domain/athlete/club-claim'
import { holdsEntity } from '../domain/athlete/entities'
import { isAdmin } from '../domain/routing/permissions'
import type { SessionUser } from '../session/session.server'
import { isLegacyError, type UserMessage } from '../legacy/errors'
import { failureMessage, orAbsent } from './failure.server'

/*
 * The user's athletes (2-entry.md §3, §5, §7). Everything here is fetched with the user's token,
 * so nothing is cached under a shared key. The form's choices are in athlete-form.server.ts, the
 * registration look-up in athlete-registration.server.ts.
 */

/** What athlete calls need: the user's legacy caller and who the user is. */
export type AthleteContext = { legacy: RequestContext['legacy']; user: { userId: number } | null }
/** Form options and lookups also read shared meta (shared cache, anonymous caller). */
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
  if (isLegacyError(err)) return failureMessage(err)
  throw err
}

export function failure(err: unknown): { ok: false; message: UserMessage } {
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
  // "Athlete not found" and "You do not have access to this athlete." are refusals.
  const answer = await orAbsent(getAthlete(ctx.legacy, id, { compId }))
  return answer ? toAthleteView(answer.data) : null
}

export function toWire(input: AthleteInput): AthleteWireInput {
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

/**
 * The athlete's PBs from the external performance database (2-entry §7 pof10pbs), for an athlete the
 * caller may manage (checked by the caller): a secondary read, so a failure is a message, not an error page.
 */
export async function loadPerformanceDbPbs(
  ctx: AthleteContext,
  athleteId: number,
): Promise<{ pbs: PerformanceDbPb[]; message: null } | { pbs: null; message: UserMessage }> {
  try {
    const { data } = await getPerformanceDbPbs(ctx.legacy, athleteId)
    return {
      pbs: performanceDbPbs(data.map((r) => ({ eventId: r.eventid, eventName: r.eventName, pbText: r.pbText, sbText: r.sbText }))),
      message: null,
    }
  } catch (err) {
    if (!isLegacyError(err)) throw err
    return { pbs: null, message: failureMessage(err) }
  }
}

/** At most this many pages of 50 are read for the club-claim rule; a longer list is not a family's. */
const CLUB_CLAIM_PAGES = 4
const CLUB_CLAIM_PAGE_SIZE = 50

/**
 * The club-claim rule on the user's own athletes (3-organiser-admin §9, decision 072): only for a
 * user who holds no entity (a club or county representative already has the role) and is not an
 * admin. A secondary read: any failure means no note.
 */
export async function loadClubClaim(ctx: {
  legacy: AthleteContext['legacy']
  user: Pick<SessionUser, 'userId' | 'role' | 'permissions' | 'represents'> | null
}): Promise<ClubClaim | null> {
  const user = ctx.user
  if (!user || isAdmin(user)) return null
  if (holdsEntity(user.represents)) return null
  const linked: AthleteView[] = []
  try {
    for (let page = 1; page <= CLUB_CLAIM_PAGES; page++) {
      const found = await listMyAthletes(ctx, { page, pageSize: CLUB_CLAIM_PAGE_SIZE })
      linked.push(...found.items.filter((a) => a.linked))
      if (page * CLUB_CLAIM_PAGE_SIZE >= found.total) return clubClaim(linked)
    }
    return null
  } catch (err) {
    if (isLegacyError(err)) return null
    throw err
  }
}
