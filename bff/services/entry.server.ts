import { z } from 'zod/v4'
import type { RequestContext } from '../context.server'
import { needsEntityPick } from '../domain/athlete/athlete-entity'
import type { ClubAllowance } from '../domain/clubcomp/club-allowance'
import { toCompetitionRestriction } from '../domain/competition/competition-restriction'
import { normalisePriorityCode } from '../domain/entry/entry-conditions'
import { sanityBounds } from '../domain/athlete/pb-bounds'
import { formatPerformance, parsePerformance, unitForValue, unitOfInput, type PerformanceUom } from '../domain/athlete/performance'
import { isAdmin } from '../domain/routing/permissions'
import type { CompetitionRule, EventKind, MeasureType, ScheduleContext, ScheduleRow } from '../domain/schedule/schedule'
import { UNEVALUATED } from '../domain/schedule/schedule'
import { DEFAULT_ROW_OPTIONS } from '../domain/schedule/row-options'
import { deepFreeze, oncePerFrozen } from '../domain/text/deep-freeze'
import { isOwnUnpaid, type TickWant } from '../domain/schedule/schedule-click'
import { evaluateSchedule } from '../domain/schedule/schedule-rules'
import { athleteWire, getAthlete, savePb, searchAthletes, type AthleteWire } from '../legacy/athletes.server'
import { deleteProduct, requestProduct } from '../legacy/cart.server'
import { checkPriorityCode, getSchedule, type CompetitionWire, type ScheduleAnswer, type ScheduleLineWire } from '../legacy/entry.server'
import type { UserMessage } from '../legacy/errors'
import type { EntryAthlete, ScheduleView } from '../views/entry'
import { loadFullCompetition } from './competitions.server'
import { orAbsent, refused, type Outcome } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy' | 'legacyAnonymous' | 'cache' | 'user' | 'auth' | 'config' | 'url' | 'userCache'>

export async function confirmPriorityCode(ctx: Ctx, compId: number, code: string): Promise<Outcome> {
  const normalised = normalisePriorityCode(code)
  if (!normalised) return { ok: false, status: 400, message: { key: 'conditions.codeMismatch' } }
  try {
    await checkPriorityCode(ctx.legacy, compId, normalised)
    return { ok: true }
  } catch (err) {
    return refused(err, 400, { refusal: { key: 'conditions.codeMismatch' } })
  }
}

// ---------------------------------------------------------------------------------------------
// The schedule, as the rules engine reads it
// ---------------------------------------------------------------------------------------------

const KINDS: readonly EventKind[] = ['T', 'F', 'M', 'R', 'X']
const MEASURES: readonly MeasureType[] = ['T', 'D', 'H', 'P']
const orNull = (s: string) => (s.trim() ? s : null)

/** The units a performance may be typed in: the row's own offered units of its measure, else the usual one. */
export function unitsFor(
  line: Pick<ScheduleLineWire, 'uomType'> & { perfInfo: Pick<ScheduleLineWire['perfInfo'], 'uom'> },
): PerformanceUom[] {
  const type = (MEASURES as readonly string[]).includes(line.uomType) ? (line.uomType as MeasureType) : 'T'
  const own = line.perfInfo.uom.filter((u) => u.uomType === type && u.pattern).map((u) => ({ type, pattern: u.pattern }))
  return own.length > 0 ? own : [{ type, pattern: type === 'T' ? 'm:ss.SS' : type === 'P' ? '' : 'm.SS' }]
}

/** The unit a value is shown in (and the form's placeholder): the one that suits the value, else the first offered. */
export function displayUnit(value: number | null, units: PerformanceUom[]): PerformanceUom {
  return value !== null && value > 0 ? unitForValue(value, units) : units[0]
}

const ids = (r: { clubs: Array<{ id: number }>; counties: Array<{ id: number }>; regions: Array<{ id: number }> }) => ({
  clubs: r.clubs.map((c) => c.id),
  counties: r.counties.map((c) => c.id),
  regions: r.regions.map((c) => c.id),
})

export function toScheduleRow(line: ScheduleLineWire): ScheduleRow {
  const o = line.ceoptions
  const min = line.perfInfo.limits.min || line.eoptions.min
  const max = line.perfInfo.limits.max || line.eoptions.max
  return {
    ...UNEVALUATED,
    ceid: line.ceid,
    eventId: line.eventid,
    eventName: line.Name,
    eventGroup: { id: line.eventGroupId, name: line.eventGroup },
    ageGroup: { id: line.ageGroupId, name: line.ageGroup },
    startDate: line.startdate,
    tf: (KINDS as readonly string[]).includes(line.tf) ? (line.tf as EventKind) : 'T',
    uomType: unitsFor(line)[0].type,
    price: {
      stdPrice: line.price.stdPrice,
      salePrice: line.price.salePrice,
      saleEndDate: orNull(line.price.saleDate),
      curPrice: line.price.curPrice,
      curFee: line.price.curFee,
    },
    isOpen: line.IsOpen,
    maxAthletes: line.maxathletes,
    entryCount: line.entrycnt,
    entryInfo: { paidCount: line.entryInfo.paidCount, unpaidCount: line.entryInfo.unpaidCount, totalCount: line.entryInfo.totalCount },
    order: { productId: line.order.productId, orderId: line.order.orderId },
    entered: line.entered,
    paid: line.paid,
    entryId: line.entryId,
    pb: line.pb > 0 ? line.pb : null,
    userSelected: line.userSelected,
    owner: line.user.userId > 0 ? { userId: line.user.userId, userName: line.user.userName } : null,
    options: {
      ...DEFAULT_ROW_OPTIONS,
      unique: o.unique,
      uniqueEventGroups: o.uniqueEventGroups.map((g) => g.id),
      excludeFromCntRule: o.excludeFromCntRule,
      isTeamEvent: o.isTeamEvent,
      hideOnDisable: o.hideOnDisable || o.rowOptions.hideOnDisable,
      security: ids(o.security),
      athleteSecurity: ids(o.athleteSecurity),
      mandatoryPB: o.mandatoryPB,
      min,
      max,
      split: line.split,
      helpText: o.helpText,
      warningMessage: o.warningMessage,
    },
  }
}

function toRules(answer: ScheduleAnswer): CompetitionRule[] {
  return answer.rules.map((r) => ({
    ageGroupId: r.agid,
    maxEvents: r.options.maxEvents,
    maxField: r.options.maxField,
    maxTrack: r.options.maxTrack,
    maxCompEvents: r.options.maxCompEvents,
    maxCompField: r.options.maxCompField,
    maxCompTrack: r.options.maxCompTrack,
    maxExcludedEvents: r.options.maxExcludedEvents,
    maxTeamEvents: r.options.maxTeamEvents,
    unique: r.options.unique?.ids
      ? [
          {
            ids: r.options.unique.ids
              .split(',')
              .map(Number)
              .filter((n) => Number.isInteger(n) && n > 0),
            text: r.options.unique.text,
          },
        ]
      : [],
  }))
}

function toEntryAthlete(a: AthleteWire): EntryAthlete {
  return {
    id: a.id,
    name: `${a.firstName} ${a.surName}`,
    ageGroup: a.ageInfo.ageGroup,
    vetAgeGroup: a.ageInfo.vetAgeGroup,
    clubName: a.club || a.school,
  }
}

const entryAthletesSchema = z.array(
  z.object({ id: z.number(), name: z.string(), ageGroup: z.string(), vetAgeGroup: z.string(), clubName: z.string() }),
) satisfies z.ZodType<EntryAthlete[]>

/** The user's own athletes, with their age info for this competition (the entry page's list). */
export async function listEntryAthletes(ctx: Ctx, compId: number): Promise<EntryAthlete[]> {
  return ctx.userCache.fetch(`entry-athletes:${compId}`, {
    schema: entryAthletesSchema,
    load: async () => {
      const { data } = await searchAthletes(ctx.legacy, { compid: compId, pagesize: 50 })
      return data.filter((a) => a.userAthlete).map(toEntryAthlete)
    },
  })
}

/**
 * The athlete, only when it is on the user's own list: another user's athlete is not found. Kept in
 * the user's short cache (decision 059): every tick reads it twice, and no tick changes it.
 */
export async function myAthlete(ctx: Ctx, athleteId: number, compId: number): Promise<AthleteWire | null> {
  if (!Number.isInteger(athleteId) || athleteId <= 0) return null
  const athlete = await orAbsent(
    ctx.userCache.fetch(`athlete:${athleteId}:${compId}`, {
      schema: athleteWire,
      load: async () => (await getAthlete(ctx.legacy, athleteId, { compId })).data,
    }),
  )
  return athlete && (athlete.userAthlete || isAdmin(ctx.auth)) ? athlete : null
}

/**
 * A schedule answer's rows and each row's units, made once per answer: a GET's answer is shared and
 * frozen while its text is unchanged (decision 079), and most views of a schedule read the same one.
 */
/**
 * The answer's rows, each with the unit its PB shows in and the PB as shown: both come from the
 * answer alone, so they are worked out once per answer (decision 079), not on every page view.
 */
const rowsOf = oncePerFrozen((answer: ScheduleAnswer) =>
  deepFreeze(
    answer.events.map((line): ScheduleView['rows'][number] => {
      const row = toScheduleRow(line)
      const unit = displayUnit(row.pb, unitsFor(line))
      return { ...row, unit, pbText: row.pb ? formatPerformance(row.pb, unit) : '' }
    }),
  ),
)

function scheduleContext(comp: CompetitionWire, answer: ScheduleAnswer, athlete: AthleteWire, ctx: Ctx, now: Date): ScheduleContext {
  const rows = rowsOf(answer) as ScheduleRow[]
  const options = comp.options as { allowAdd?: { unregistered?: boolean }; subscription?: { enabled?: boolean; timeCloses?: string } }
  return {
    rows,
    rules: toRules(answer),
    athlete: {
      id: athlete.id,
      ageGroupId: answer.ageInfo.ageGroupId || athlete.ageInfo.ageGroupId,
      registered: Boolean(athlete.URN),
      registrationEndsAt: orNull(athlete.activeEndDate),
      clubId: athlete.clubid,
      club2Id: athlete.club2id,
      countyId: 0,
      regionId: 0,
    },
    user: {
      userId: ctx.user?.userId ?? 0,
      userName: ctx.user?.displayName ?? '',
      admin: isAdmin(ctx.auth),
      represents: ctx.user?.represents ?? { clubs: [], counties: [], regions: [] },
    },
    competition: {
      date: comp.date,
      allowUnregistered: options.allowAdd?.unregistered ?? true,
      subscription: { enabled: Boolean(options.subscription?.enabled), timeCloses: orNull(options.subscription?.timeCloses ?? '') },
      athleteSecurity: toCompetitionRestriction(comp.options.athleteSecurity),
      noTeamSection: true,
    },
    now,
  }
}

/** Everything the loaded schedule needs at once: the competition, the athlete (the user's), the lines. */
async function loadScheduleParts(ctx: Ctx, compId: number, athleteId: number) {
  // Read together (one legacy round trip, not two); nothing of the competition or schedule is used
  // unless the athlete turns out to be the user's.
  const [athlete, comp, answer] = await Promise.allSettled([
    myAthlete(ctx, athleteId, compId),
    loadFullCompetition(ctx, compId),
    getSchedule(ctx.legacy, compId, athleteId),
  ])
  if (athlete.status === 'rejected') throw athlete.reason
  if (!athlete.value) return null
  if (comp.status === 'rejected') throw comp.reason
  if (answer.status === 'rejected') throw answer.reason
  return { athlete: athlete.value, comp: comp.value.data, answer: answer.value }
}

/** The competition asks who the athlete represents and the athlete has not said: the picker comes before any entry. */
function entityPickPending(parts: { comp: CompetitionWire; athlete: AthleteWire }, compId: number): boolean {
  return needsEntityPick(parts.comp.options.genericAthleteEntity, parts.athlete.options.genericCompAthleteEntities, compId)
}

/** Refused while the entity picker stands in for the schedule: a crafted post cannot skip it. */
export const entityRequired: Outcome = { ok: false, status: 409, message: { key: 'entity.required' } }

/**
 * The rules engine's input for one of the user's athletes; null when the athlete is not theirs.
 * entityPending: the athlete must pick an entity first (no entry may change until then).
 */
export async function loadScheduleContext(ctx: Ctx, compId: number, athleteId: number, now = new Date()) {
  const parts = await loadScheduleParts(ctx, compId, athleteId)
  if (!parts) return null
  return {
    athlete: parts.athlete,
    comp: parts.comp,
    answer: parts.answer,
    schedule: scheduleContext(parts.comp, parts.answer, parts.athlete, ctx, now),
    entityPending: entityPickPending(parts, compId),
  }
}

/** The schedule as the page shows it, with the athlete and competition it was read with (for the steps beside it). */
export type LoadedSchedule = { view: ScheduleView; athlete: AthleteWire; comp: CompetitionWire }

/** A club competition entered for a club: entries are made for it, within its allowance (null: not known, the legacy site checks). */
export type EntryClub = { id: number; allowance: ClubAllowance | null }

function withClub(schedule: ScheduleContext, club: EntryClub | null | undefined): ScheduleContext {
  return club?.allowance ? { ...schedule, competition: { ...schedule.competition, clubAllowance: club.allowance } } : schedule
}

export async function loadSchedule(
  ctx: Ctx,
  compId: number,
  athleteId: number,
  now = new Date(),
  club: EntryClub | null = null,
): Promise<LoadedSchedule | null> {
  const loaded = await loadScheduleContext(ctx, compId, athleteId, now)
  if (!loaded) return null
  const { athlete, comp, answer } = loaded
  const schedule = withClub(loaded.schedule, club)
  const rows = evaluateSchedule({ ...schedule, rows: rowsOf(answer) as ScheduleView['rows'] })
  const { rows: _rows, now: _now, ...rules } = schedule
  return { view: { athlete: toEntryAthlete(athlete), rows, title: answer.schedInfo.title, rules }, athlete, comp }
}

// ---------------------------------------------------------------------------------------------
// Ticking, PBs (the cart and the basket: cart.server.ts)
// ---------------------------------------------------------------------------------------------

const notInCompetition: Outcome = { ok: false, status: 400, message: { key: 'entry.eventNotInCompetition' } }
const notYourAthlete: Outcome = { ok: false, status: 404, message: { key: 'entry.athleteNotFound' } }

/**
 * One tick (add) or untick (remove): the form says which, so a repeat (a double click, a resent
 * form) changes nothing instead of undoing the first. The legacy site only has 'ask for a product'
 * and 'delete a product', so the row's state is read first and a call that is not needed is not
 * made; one user's ticks of one row take turns (ctx.locks), so two at once cannot both read the
 * row as it was. The server re-runs the rules for the click: a row the rules disable cannot be
 * ticked, whatever the form said.
 */
export async function tickEvent(ctx: Ctx & Pick<RequestContext, 'locks'>, input: TickInput, now = new Date()): Promise<Outcome> {
  const key = `tick:${ctx.user?.userId ?? 0}:${input.compId}:${input.athleteId}:${input.ceid}`
  return ctx.locks.run(key, () => tickUnlocked(ctx, input, now))
}

type TickInput = { compId: number; athleteId: number; ceid: number; want: TickWant; club?: EntryClub | null }

async function tickUnlocked(ctx: Ctx, input: TickInput, now: Date): Promise<Outcome> {
  const parts = await loadScheduleParts(ctx, input.compId, input.athleteId)
  if (!parts) return notYourAthlete
  // The entity picker comes before the schedule: a crafted tick cannot skip it.
  if (entityPickPending(parts, input.compId)) return entityRequired
  // A club competition's allowance is a rule like the others: a row past it is refused here.
  const scheduleCtx = withClub(scheduleContext(parts.comp, parts.answer, parts.athlete, ctx, now), input.club)
  const before = evaluateSchedule(scheduleCtx).find((r) => r.ceid === input.ceid)
  if (!before) return notInCompetition
  const name = `${parts.athlete.firstName} ${parts.athlete.surName}`
  const added: Outcome = { ok: true, message: { key: 'entry.added', values: { event: before.eventName, name } } }
  try {
    if (input.want === 'remove') {
      // Not (or no longer) the user's unpaid line: nothing to remove, and nobody else's line is touched.
      if (!isOwnUnpaid(before)) return { ok: true }
      await deleteProduct(ctx.legacy, before.order.productId)
      return { ok: true, message: { key: 'entry.removed', values: { event: before.eventName, name } } }
    }
    if (isOwnUnpaid(before)) return added
    const after = evaluateSchedule(scheduleCtx, { ceid: input.ceid }).find((r) => r.ceid === input.ceid)
    if (!after || after.state !== 'selected') return { ok: false, status: 409, message: rowMessage(after ?? before) }
    const entityId = input.club?.id ?? 0
    await requestProduct(ctx.legacy, { ceid: input.ceid, athleteId: input.athleteId, entityId, teamId: 0, pb: before.pb ?? undefined })
    return added
  } catch (err) {
    return refused(err, 409)
  }
}

function rowMessage(row: ScheduleRow): UserMessage {
  return row.message ? { key: `rowMessages.${row.message.code}`, values: row.message.values } : { key: 'rowMessages.eventNotAvailable' }
}

/** Saves a PB typed by the user, checked against the event's unit and limits first. */
export async function savePersonalBest(ctx: Ctx, input: { compId: number; athleteId: number; ceid: number; pb: string }): Promise<Outcome> {
  const parts = await loadScheduleParts(ctx, input.compId, input.athleteId)
  if (!parts) return notYourAthlete
  const line = parts.answer.events.find((l) => l.ceid === input.ceid)
  if (!line) return notInCompetition
  const row = toScheduleRow(line)
  const parsed = parsePerformance(input.pb, unitOfInput(input.pb, unitsFor(line)), {
    min: row.options.min,
    max: row.options.max,
    split: row.options.split,
    sanity: sanityBounds(line.Name, unitsFor(line)[0].type),
  })
  if (!parsed.ok) return { ok: false, status: 400, message: { key: `performance.${parsed.message}` } }
  if (parsed.value <= 0) return { ok: false, status: 400, message: { key: 'performance.notANumber' } }
  try {
    await savePb(ctx.legacy, { aid: input.athleteId, eid: line.eventid, pb: parsed.value, pbText: parsed.text })
    return { ok: true, message: { key: 'entry.pbSaved', values: { event: line.Name } } }
  } catch (err) {
    return refused(err, 400, { refusal: { key: 'entry.pbError' } })
  }
}
