import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { canBuild, isAdmin } from '#bff/domain/permissions'
import { entryStatus } from '#bff/domain/competition-status'
import { nextConditionStep } from '#bff/domain/entry-conditions'
import { getCompetition } from '#bff/services/competitions.server'
import { listEntryAthletes, loadCart, loadSchedule, savePersonalBest, submitToBasket, toggleEvent } from '#bff/services/entry.server'
import { requireUser } from '#bff/session/guards.server'
import { athleteStepAction, loadAthleteSteps } from './v2.entry-v2.$id.steps.server'

const positiveInt = (v: unknown) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** The competition, only once its entry conditions (priority code, terms) are met. */
async function enterable(args: LoaderFunctionArgs) {
  const { context, params } = args
  requireUser(context)
  const id = positiveInt(params.id)
  const comp = id ? await getCompetition(context, id) : null
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
  const athleteId = positiveInt(new URL(request.url).searchParams.get('athlete'))
  const [athletes, schedule, cart, steps] = await Promise.all([
    listEntryAthletes(context, comp.id),
    athleteId && open ? loadSchedule(context, comp.id, athleteId) : Promise.resolve(null),
    loadCart(context, comp.id),
    loadAthleteSteps(context, request, comp.id, open ? athleteId : null),
  ])
  if (athleteId && open && !schedule) throw new Response('Not Found', { status: 404 })
  return { comp: { id: comp.id, name: comp.name }, open, athletes, athleteId, schedule, cart, now: new Date().toISOString(), ...steps }
}

export async function entryAction(args: ActionFunctionArgs) {
  const { context, request } = args
  const { comp, open } = await enterable(args)
  if (!open) return data({ message: { key: 'entry.closed' }, problems: [] }, 409)
  const form = await request.formData()
  const intent = form.get('intent')
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
  if (!athleteId || !ceid) return data({ message: { key: 'errors.generic' }, problems: [] }, 400)
  const outcome =
    intent === 'tick'
      ? await toggleEvent(context, { compId: comp.id, athleteId, ceid })
      : intent === 'pb'
        ? await savePersonalBest(context, { compId: comp.id, athleteId, ceid, pb: String(form.get('pb') ?? '') })
        : { ok: false as const, status: 400, message: { key: 'errors.generic' } }
  return data({ message: outcome.message ?? null, problems: [], ok: outcome.ok, ceid }, outcome.ok ? 200 : outcome.status)
}
