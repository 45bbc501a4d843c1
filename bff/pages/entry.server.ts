import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { canBuild, isAdmin } from '#bff/domain/routing/permissions'
import { entryStatus } from '#bff/domain/competition/competition-status'
import { clubAllowanceProblems } from '#bff/domain/entry/basket-checks'
import { nextConditionStep } from '#bff/domain/entry/entry-conditions'
import { entrySections, isSectionShown, type EntrySectionName } from '#bff/domain/entry/entry-sections'
import { compactRows } from '#bff/domain/schedule/row-options'
import { switchState } from '#bff/domain/schedule/schedule-switch'
import { getCompetition, loadFullCompetition } from '#bff/services/competitions.server'
import { loadCart, submitToBasket } from '#bff/services/cart.server'
import { listEntryAthletes, loadSchedule, savePersonalBest, tickEvent, type EntryClub } from '#bff/services/entry.server'
import { switchEvent } from '#bff/services/entry-switch.server'
import { takeEntryIntoBasket } from '#bff/services/entry-basket.server'
import { essential, notification, secondary, type Section } from '#bff/services/failure.server'
import { notFound, optionalId } from '#bff/http/params.server'
import { confirmations } from '#bff/session/confirmations.server'
import type { DiscountView } from '#bff/views/discounts'
import { toBasketHandoff } from './basket-handoff.server'
import { athleteStepAction, loadAthleteSteps } from './entry-steps.server'
import { teamBasketProblems, teamPost, teamsOnPage } from './entry-teams.server'
import { clubCompOnPage } from './entry-clubcomp.server'
import { actingClubOf, clubChoice } from './entry-club-choice.server'

/*
 * The entry page (2-entry): the competition, its athletes, the chosen athlete's schedule and the
 * cart, and the posts that tick, switch, save a PB or submit to the basket.
 */

type Context = AppLoadContext

/**
 * The competition, only once its entry conditions (priority code, terms) are met, and the club the
 * user acts for: `acting` is the club asked for (a post's `club`), else the one chosen in the session.
 */
async function enterable(context: Context, id: number, acting: number | null) {
  const comp = await essential(getCompetition(context, id))
  if (!comp) throw notFound()
  if (nextConditionStep(comp, confirmations(context.session), new Date()) !== 'entry') throw redirect(`/v2/entry-conditions/${comp.id}`)
  const status = entryStatus(comp, new Date())
  // Builders and admins may enter when others cannot (Org Enter).
  const override = isAdmin(context.auth) || canBuild(context.auth, { orgId: comp.compOrg.id, compId: comp.id })
  // Club competitions need club access (2-entry §4), asked only while entry is otherwise open.
  const clubComp = status.canEnter || override ? await clubCompOnPage(context, comp, override, acting) : null
  const open = (status.canEnter || override) && !clubComp?.refused
  // Teams are made for the club competition's club, else for the club the user acts for.
  const teamClub = clubComp?.club ?? (acting !== null ? { id: acting, allowance: null } : null)
  return { comp, open, clubComp, teamClub }
}

/** The page's view model for competition `id`, as the address's query asks (athlete, switch, multi). */
export async function entryPage(context: Context, id: number, request: Request) {
  const acting = actingClubOf(context, null)
  const { comp, open, clubComp, teamClub } = await enterable(context, id, acting.kind === 'club' ? acting.id : null)
  if (clubComp?.refused) return data(refusedPage(comp), 403)
  const club = clubComp?.club ?? null
  const search = new URL(request.url).searchParams
  const athleteId = optionalId(search.get('athlete'))
  const hidden = comp.ui.sectionsToHide
  const wantsSchedule = athleteId !== null && open && isSectionShown(hidden, 'SCHEDULE')
  const now = new Date()
  // The competition is essential (above); each section's call is secondary: a failure empties that
  // section with a message and the rest of the page renders (2-entry §7: lists reset to empty).
  const [athletes, scheduleSection, cart, teams, discounts] = await Promise.all([
    isSectionShown(hidden, 'ATHLETES') ? secondary(context, 'athletes', listEntryAthletes(context, comp.id)) : shown([]),
    wantsSchedule ? secondary(context, 'schedule', scheduleWithSteps(context, request, comp.id, athleteId, now, club)) : shown(null),
    isSectionShown(hidden, 'SHOP') ? secondary(context, 'cart', loadCart(context, comp.id)) : shown(null),
    teamsOnPage(context, comp, open, search, teamClub),
    // The competition read's meta (shared and cached, the schedule reads it too): the line of discounts (decision 071).
    open ? secondary(context, 'discounts', discountsOf(context, comp.id)) : shown([]),
  ])
  const loaded = scheduleSection.value?.loaded ?? null
  // The legacy site answered, and the athlete is not the user's.
  if (wantsSchedule && !scheduleSection.failure && !loaded) throw notFound()
  const steps = scheduleSection.value?.steps ?? { entityPicker: null, multiEvent: null }
  // While the entity picker shows, it stands in for the schedule (and so for switching).
  const schedule = steps.entityPicker ? null : (loaded?.view ?? null)
  const switching = schedule
    ? switchState({ ...schedule.rules, rows: schedule.rows, now }, optionalId(search.get('switch')), optionalId(search.get('to')))
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
    refused: false,
    clubComp: { view: clubComp?.view ?? null, failure: clubComp?.failure?.message ?? null },
    sections,
    athletes: athletes.value ?? [],
    athleteId,
    // The route puts the default options back (fullRows) before anything reads the rows.
    schedule: schedule ? { ...schedule, rows: compactRows(schedule.rows) } : null,
    switching,
    cart: cart.value,
    discounts: discounts.value ?? [],
    teams,
    // Offered where the club matters: the team section or a club competition.
    clubChoice: teams.state.shown || clubComp?.view ? clubChoice(context, teamClub?.id ?? null) : null,
    failures: {
      athletes: failures.athletes?.message ?? null,
      schedule: failures.schedule?.message ?? null,
      cart: failures.cart?.message ?? null,
      discounts: discounts.failure?.message ?? null,
    },
    notify: notification(Object.values(failures)),
    now: now.toISOString(),
    ...steps,
  }
}

const shown = <T>(value: T): Promise<Section<T>> => Promise.resolve({ value, failure: null })

/** The competition's discounts as its read's meta carries them; the legacy site applies them to what it charges. */
async function discountsOf(context: Context, compId: number): Promise<DiscountView[]> {
  const answer = await loadFullCompetition(context, compId)
  return answer.meta.discounts.map(({ id, description, type, value, fromEntry }) => ({ id, description, type, value, fromEntry }))
}

/** The page of a user without club access to a club competition: the refusal and nothing else (no section is read). */
function refusedPage(comp: { id: number; name: string }) {
  return {
    comp: { id: comp.id, name: comp.name },
    open: false,
    refused: true,
    clubComp: { view: null, failure: null },
    sections: entrySections({ hidden: [], defaultPanel: 'SCHEDULE', athleteChosen: false, cartHasLines: false }),
    athletes: [],
    athleteId: null,
    schedule: null,
    switching: null,
    cart: null,
    discounts: [],
    teams: { state: { shown: false, open: false }, section: null, failure: null, form: null },
    clubChoice: null,
    failures: { athletes: null, schedule: null, cart: null, discounts: null },
    notify: null,
    now: new Date().toISOString(),
    entityPicker: null,
    multiEvent: null,
  }
}

/**
 * The schedule and the athlete steps beside it (picker, multi-event), which reuse the athlete and
 * competition the schedule was read with: one section, so a picker that cannot load hides the schedule too.
 */
async function scheduleWithSteps(context: Context, request: Request, compId: number, athleteId: number, now: Date, club: EntryClub | null) {
  const loaded = await loadSchedule(context, compId, athleteId, now, club)
  return { loaded, steps: await loadAthleteSteps(context, request, compId, loaded) }
}

/** The section an intent belongs to: a hidden section's actions are refused. */
const SECTION_OF_INTENT: Record<string, EntrySectionName> = {
  submit: 'SHOP',
  tick: 'SCHEDULE',
  untick: 'SCHEDULE',
  pb: 'SCHEDULE',
  switch: 'SCHEDULE',
  takeOver: 'SCHEDULE',
  entity: 'SCHEDULE',
  multiPbs: 'SCHEDULE',
  teamSave: 'TEAMS',
  teamDelete: 'TEAMS',
}

/** Answers a post to the entry page of competition `id`. */
export async function entryPost(context: Context, id: number, form: FormData) {
  // A post naming a club the user does not represent changes nothing (decision 052).
  const requested = form.get('club')
  const acting = actingClubOf(context, requested === null ? null : (optionalId(requested) ?? 0))
  if (acting.kind === 'notYours') return data({ message: { key: 'clubChoice.notYours' }, problems: [] }, 403)
  const { comp, open, clubComp, teamClub } = await enterable(context, id, acting.kind === 'club' ? acting.id : null)
  if (clubComp?.refused) return data({ message: { key: 'clubComp.noAccess' }, problems: [] }, 403)
  if (!open) return data({ message: { key: 'entry.closed' }, problems: [] }, 409)
  // A club competition that does not take the club named: its teams are not that club's to make.
  if (requested !== null && teamClub && acting.kind === 'club' && teamClub.id !== acting.id)
    return data({ message: { key: 'clubComp.noAccess' }, problems: [] }, 403)
  const club = clubComp?.club ?? null
  const intent = String(form.get('intent') ?? '')
  if (intent === 'club' && acting.kind === 'club') {
    context.session.set('actingClub', acting.id)
    const athleteId = optionalId(form.get('athlete'))
    throw redirect(`/v2/entry-v2/${comp.id}${athleteId ? `?athlete=${athleteId}` : ''}`, {
      headers: { 'Set-Cookie': await context.sessions.commit(context.session) },
    })
  }
  const section = Object.hasOwn(SECTION_OF_INTENT, intent) ? SECTION_OF_INTENT[intent] : null
  if (section && !isSectionShown(comp.ui.sectionsToHide, section))
    return data({ message: { key: 'entry.sectionHidden' }, problems: [] }, 403)
  const athleteId = optionalId(form.get('athlete'))
  const ceid = optionalId(form.get('ceid'))
  const step = await athleteStepAction(context, comp.id, form)
  if (step) return step
  const team = await teamPost(context, comp, intent, form, teamClub)
  if (team) return team
  if (intent === 'submit') {
    // The club's allowances again: another representative or the organiser may have changed them since the ticks.
    const allowanceProblems = teamClub?.allowance ? clubAllowanceProblems(teamClub.allowance) : []
    const teamProblems = [...allowanceProblems, ...(await teamBasketProblems(context, comp, teamClub))]
    if (teamProblems.length > 0) return data({ message: { key: 'entry.submitError' }, problems: teamProblems }, 400)
    const returnTo = `/v2/entry-v2/${comp.id}${athleteId ? `?athlete=${athleteId}` : ''}`
    const outcome = await submitToBasket(context, comp.id, returnTo)
    if (outcome.ok) throw await toBasketHandoff(context, outcome.redirectTo)
    return data({ message: outcome.message ?? { key: 'entry.submitError' }, problems: outcome.problems }, outcome.status)
  }
  if (intent === 'switch') {
    const fromCeid = optionalId(form.get('from'))
    const toCeid = optionalId(form.get('to'))
    if (!athleteId || !fromCeid || !toCeid) return data({ message: { key: 'errors.generic' }, problems: [] }, 400)
    const outcome = await switchEvent(context, { compId: comp.id, athleteId, fromCeid, toCeid })
    return data({ message: outcome.message ?? null, problems: [], ok: outcome.ok, ceid: fromCeid }, outcome.ok ? 200 : outcome.status)
  }
  if (!athleteId || !ceid) return data({ message: { key: 'errors.generic' }, problems: [] }, 400)
  const outcome =
    intent === 'takeOver'
      ? await takeEntryIntoBasket(context, { compId: comp.id, athleteId, ceid })
      : intent === 'tick' || intent === 'untick'
        ? await tickEvent(context, { compId: comp.id, athleteId, ceid, want: intent === 'tick' ? 'add' : 'remove', club })
        : intent === 'pb'
          ? await savePersonalBest(context, { compId: comp.id, athleteId, ceid, pb: String(form.get('pb') ?? '') })
          : { ok: false as const, status: 400, message: { key: 'errors.generic' } }
  return data({ message: outcome.message ?? null, problems: [], ok: outcome.ok, ceid }, outcome.ok ? 200 : outcome.status)
}
