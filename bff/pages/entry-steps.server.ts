import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { loadEntityPicker, saveAthleteEntity } from '#bff/services/athlete-entity.server'
import { loadMultiEventPbs, saveMultiEventPbs } from '#bff/services/multi-event.server'
import type { UserMessage } from '#bff/views/message'
import type { LoadedSchedule } from '#bff/services/entry.server'
import { optionalId } from '#bff/http/params.server'

/*
 * The entry page's athlete steps beside the schedule: the generic athlete entity picker (before the
 * schedule) and the multi-event PB form (beside it). Query and form fields are read here; the rules
 * live in the services.
 */

type Context = LoaderFunctionArgs['context']

/**
 * The picker when the selected athlete must choose an entity first, and the opened multi-event
 * (?multi={ceid}). Spread over the page's data: while the picker shows, the page shows it in place
 * of the schedule and no multi-event form.
 */
export async function loadAthleteSteps(context: Context, request: Request, compId: number, loaded: LoadedSchedule | null) {
  if (!loaded) return { entityPicker: null, multiEvent: null }
  const { athlete, comp } = loaded
  const query = new URL(request.url).searchParams
  const multiCeid = optionalId(query.get('multi'))
  const [entityPicker, multiEvent] = await Promise.all([
    loadEntityPicker(context, compId, athlete.id, query.get('entitySearch') ?? '', { athlete, comp }),
    multiCeid ? loadMultiEventPbs(context, { compId, athleteId: athlete.id, ceid: multiCeid }, athlete) : null,
  ])
  return { entityPicker, multiEvent: entityPicker ? null : multiEvent }
}

/** Child event id to PB text, from the `pb-{eventId}` fields. */
function multiValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of form) {
    const eventId = /^pb-(\d+)$/.exec(name)?.[1]
    if (eventId && typeof value === 'string') values[eventId] = value.slice(0, 20)
  }
  return values
}

/** What the multi-event form shows after a post: the message and, when refused, each field's problem and the typed values. */
type MultiEventResult = {
  ceid: number
  ok: boolean
  message: UserMessage | null
  fieldErrors?: Record<string, UserMessage>
  values?: Record<string, string>
}
type StepData = { message: UserMessage | null; problems: never[]; ok: boolean; multi?: MultiEventResult }

/** Answers the entity and multi-event posts; null for any other intent. */
export async function athleteStepAction(context: ActionFunctionArgs['context'], compId: number, form: FormData) {
  const intent = form.get('intent')
  const athleteId = optionalId(form.get('athlete'))
  if (intent === 'entity') {
    const outcome = await saveAthleteEntity(context, {
      compId,
      athleteId,
      entityId: optionalId(form.get('entity')),
      search: String(form.get('entitySearch') ?? ''),
    })
    return data<StepData>({ message: outcome.message ?? null, problems: [], ok: outcome.ok }, outcome.ok ? 200 : outcome.status)
  }
  if (intent === 'multiPbs') {
    const ceid = optionalId(form.get('ceid'))
    if (!athleteId || !ceid) return data<StepData>({ message: { key: 'errors.generic' }, problems: [], ok: false }, 400)
    const outcome = await saveMultiEventPbs(context, { compId, athleteId, ceid, values: multiValues(form) })
    const multi: MultiEventResult = outcome.ok
      ? { ceid, ok: true, message: outcome.message }
      : { ceid, ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors, values: outcome.values }
    // Without the form (an unknown multi-event) the message goes to the top of the page.
    const top = !outcome.ok && outcome.status === 404 ? outcome.message : null
    return data<StepData>({ message: top, problems: [], ok: outcome.ok, multi }, outcome.ok ? 200 : outcome.status)
  }
  return null
}
