import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { canBuild, isAdmin } from '#bff/domain/permissions'
import { entryStatus } from '#bff/domain/competition-status'
import { nextConditionStep } from '#bff/domain/entry-conditions'
import { entrySections, isSectionShown, type EntrySectionName } from '#bff/domain/entry-sections'
import { switchState } from '#bff/domain/schedule-switch'
import { getCompetition } from '#bff/services/competitions.server'
import { listEntryAthletes, loadCart, loadSchedule, savePersonalBest, submitToBasket, tickEvent } from '#bff/services/entry.server'
import { switchEvent } from '#bff/services/entry-switch.server'
import { essential, notification, secondary, type Section } from '#bff/services/failure.server'
import { requireUserScreen } from '#bff/session/guards.server'
import { athleteStepAction, loadAthleteSteps } from './v2.entry-v2.$id.steps.server'
import { readForm } from '#bff/http/read-form.server'

const positiveInt = (v: unknown) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** The competition, only once its entry conditions (priority code, terms) are met. */
async function enterable(args: LoaderFunctionArgs) {
  const { context, params } = args
  requireUserScreen(context, 'entry', params)
  const id = positiveInt(params.id)
  const comp = id ? await essential(getCompetition(context, id)) : null
  if (!comp) throw new Response('Not Found', { status: 404 })
  const confirmed = { priority: context.session.get('priorityConfirmed') ?? [], terms: context.session.get('termsAccepted') ?? [] }
  if (nextConditionStep(comp, confirmed, new Date()) !== 'entry') throw redirect(`/v2/entry-conditions/${comp.id}`)
  const status = entryStatus(comp, new Date())
  // Builders and admins may enter when others cannot (Org Enter).
  const open = status.canEnter || isAdmin(context.auth) || canBuild(context.auth, { orgId: comp.compOrg.id, compId: comp.id })
  return { comp, open }
}

export async function entryLoader(args: LoaderFunctionArgs) {
  const { context, request } = args
  const { comp, open } = await enterable(args)
  const search = new URL(request.url).searchParams
  const athleteId = positiveInt(search.get('athlete'))
  const hidden = comp.ui.sectionsToHide
  const wantsSchedule = athleteId !== null && open && isSectionShown(hidden, 'SCHEDULE')
  const now = new Date()
  // The competition is essential (above); each section's call is secondary: a failure empties that
  // section with a message and the rest of the page renders (2-entry §7: lists reset to empty).
  const [athletes, scheduleSection, cart] = await Promise.all([
    isSectionShown(hidden, 'ATHLETES') ? secondary(context, 'athletes', listEntryAthletes(context, comp.id)) : shown([]),
    wantsSchedule ? secondary(context, 'schedule', scheduleWithSteps(context, request, comp.id, athleteId, now)) : shown(null),
    isSectionShown(hidden, 'SHOP') ? secondary(context, 'cart', loadCart(context, comp.id)) : shown(null),
  ])
  const loaded = scheduleSection.value?.loaded ?? null
  // The legacy site answered, and the athlete is not the user's.
  if (wantsSchedule && !scheduleSection.failure && !loaded) throw new Response('Not Found', { status: 404 })
  const steps = scheduleSection.value?.steps ?? { entityPicker: null, multiEvent: null }
  // While the entity picker shows, it stands in for the schedule (and so for switching).
  const schedule = steps.entityPicker ? null : (loaded?.view ?? null)
  const switching = schedule
    ? switchState({ ...schedule.rules, rows: schedule.rows, now }, positiveInt(search.get('switch')), positiveInt(search.get('to')))
    : null
  const sections = entrySections({
    hidden,
    defaultPanel: comp.ui.entryDefaultPanel,
    athleteChosen: athleteId !== null,
    cartHasLines: (cart.value?.lines.length ?? 0) > 0,
  })
  const failures = { athletes: athletes.failure, schedule: scheduleSection.failure, cart: cart.failure }
  return {
    comp: { id: comp.id, name: comp.name },
    open,
    sections,
    athletes: athletes.value ?? [],
    athleteId,
    schedule,
    switching,
    cart: cart.value,
    failures: {
      athletes: failures.athletes?.message ?? null,
      schedule: failures.schedule?.message ?? null,
      cart: failures.cart?.message ?? null,
    },
    notify: notification(Object.values(failures)),
    now: now.toISOString(),
    ...steps,
  }
}

const shown = <T>(value: T): Promise<Section<T>> => Promise.resolve({ value, failure: null })

/**
 * The schedule and the athlete steps beside it (picker, multi-event), which reuse the athlete and
 * competition the schedule was read with: one section, so a picker that cannot load hides the schedule too.
 */
async function scheduleWithSteps(context: LoaderFunctionArgs['context'], request: Request, compId: number, athleteId: number, now: Date) {
  const loaded = await loadSchedule(context, compId, athleteId, now)
  return { loaded, steps: await loadAthleteSteps(context, request, compId, loaded) }
}

/** The section an intent belongs to: a hidden section's actions are refused. */
const SECTION_OF_INTENT: Record<string, EntrySectionName> = {
  submit: 'SHOP',
  tick: 'SCHEDULE',
  untick: 'SCHEDULE',
  pb: 'SCHEDULE',
  switch: 'SCHEDULE',
  entity: 'SCHEDULE',
  multiPbs: 'SCHEDULE',
}

export async function entryAction(args: ActionFunctionArgs) {
  const { context, request } = args
  const form = await readForm(request)
  const { comp, open } = await enterable(args)
  if (!open) return data({ message: { key: 'entry.closed' }, problems: [] }, 409)
  const intent = String(form.get('intent') ?? '')
  const section = Object.hasOwn(SECTION_OF_INTENT, intent) ? SECTION_OF_INTENT[intent] : null
  if (section && !isSectionShown(comp.ui.sectionsToHide, section))
    return data({ message: { key: 'entry.sectionHidden' }, problems: [] }, 403)
  const athleteId = positiveInt(form.get('athlete'))
  const ceid = positiveInt(form.get('ceid'))
  const step = await athleteStepAction(context, comp.id, form)
  if (step) return step
  if (intent === 'submit') {
    const returnTo = `/v2/entry-v2/${comp.id}${athleteId ? `?athlete=${athleteId}` : ''}`
    const outcome = await submitToBasket(context, comp.id, returnTo)
    if (outcome.ok) throw redirect(outcome.redirectTo)
    return data({ message: outcome.message ?? { key: 'entry.submitError' }, problems: outcome.problems }, outcome.status)
  }
  if (intent === 'switch') {
    const fromCeid = positiveInt(form.get('from'))
    const toCeid = positiveInt(form.get('to'))
    if (!athleteId || !fromCeid || !toCeid) return data({ message: { key: 'errors.generic' }, problems: [] }, 400)
    const outcome = await switchEvent(context, { compId: comp.id, athleteId, fromCeid, toCeid })
    return data({ message: outcome.message ?? null, problems: [], ok: outcome.ok, ceid: fromCeid }, outcome.ok ? 200 : outcome.status)
  }
  if (!athleteId || !ceid) return data({ message: { key: 'errors.generic' }, problems: [] }, 400)
  const outcome =
    intent === 'tick' || intent === 'untick'
      ? await tickEvent(context, { compId: comp.id, athleteId, ceid, want: intent === 'tick' ? 'add' : 'remove' })
      : intent === 'pb'
        ? await savePersonalBest(context, { compId: comp.id, athleteId, ceid, pb: String(form.get('pb') ?? '') })
        : { ok: false as const, status: 400, message: { key: 'errors.generic' } }
  return data({ message: outcome.message ?? null, problems: [], ok: outcome.ok, ceid }, outcome.ok ? 200 : outcome.status)
}
