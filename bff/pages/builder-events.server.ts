import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { toDisplayDate, toDisplayDateTime, toLegacyDateTime } from '../domain/builder/dates'
import { chargeOf } from '../domain/entry/fees'
import { NATIONAL_ORG_ID } from '../domain/routing/permissions'
import type { BuilderCompetitionAnswer } from '../legacy/builder.server'
import type { PriceInput } from '../legacy/builder-events.server'
import { essential } from '../services/failure.server'
import {
  addBuilderEvent,
  deleteBuilderEvents,
  deleteBuilderGroup,
  renameBuilderGroup,
  setBuilderGroupResults,
  loadBuilderPrices,
  loadEventChoices,
  loadFeeSettings,
} from '../services/builder-events.server'
import type { BuilderEventGroup, BuilderEventsView } from '../views/builder'
import {
  addEventSchema,
  deleteEventsSchema,
  deleteGroupSchema,
  groupResultsSchema,
  renameGroupSchema,
  type AddEventFormValue,
} from '~/forms/builder-events'

/* Builder step 3, Events: the competition's events with what the athlete pays, adding and deleting. */

type Context = AppLoadContext

export async function eventsView(context: Context, answer: BuilderCompetitionAnswer): Promise<BuilderEventsView> {
  const comp = answer.data
  const [prices, choices, fees] = await Promise.all([
    essential(loadBuilderPrices(context, comp.id)),
    essential(loadEventChoices(context)),
    essential(loadFeeSettings(context)),
  ])
  const byId = new Map(prices.map((p) => [p.id, p]))
  const groups = new Map(answer.meta.ageGroups.map((g) => [g.id, g.shortName || g.name]))
  const allGroups = new Map(choices.ageGroups.map((g) => [g.id, g.name]))
  const rows = answer.meta.compEvents
    .map((ce) => {
      const when = toDisplayDateTime(ce.startDateTime)
      const price = byId.get(ce.priceId)
      const cost = price ? eventCost(price) : null
      return {
        id: ce.id,
        eventGroup: ce.eventGroup.name,
        eventName: ce.eventName,
        date: when.date,
        time: when.time === '00:00' ? '' : when.time,
        ageGroups: ce.ageGroupIds.map((id) => groups.get(id) ?? allGroups.get(id) ?? String(id)),
        maxAthletes: ce.maxAthletes,
        entries: ce.entryCount.total,
        price: price ? price.price : null,
        fee: cost ? cost.fee : null,
        athletePays: cost ? cost.athletePays : null,
      }
    })
    .sort((a, b) => a.eventGroup.localeCompare(b.eventGroup) || a.id - b.id)
  const feeRule = { fees, national: comp.compOrg.id === NATIONAL_ORG_ID }
  return { rows, groups: eventGroups(answer), ...choices, feeRule, defaultDate: toDisplayDate(comp.date) }
}

/** The competition's event groups, each once, with how many events it holds. */
function eventGroups(answer: BuilderCompetitionAnswer): BuilderEventGroup[] {
  const groups = new Map<number, BuilderEventGroup>()
  for (const ce of answer.meta.compEvents) {
    const g = groups.get(ce.eventGroup.id)
    if (g) g.events += 1
    else
      groups.set(ce.eventGroup.id, {
        id: ce.eventGroup.id,
        name: ce.eventGroup.name || ce.eventName,
        events: 1,
        resultsPossible: ce.eventGroup.resultsPossible,
      })
  }
  return [...groups.values()].filter((g) => g.id > 0).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}

const GROUP_INTENTS = ['renameGroup', 'groupResults', 'deleteGroup'] as const
export type GroupIntent = (typeof GROUP_INTENTS)[number]
export const isGroupIntent = (v: unknown): v is GroupIntent => GROUP_INTENTS.some((i) => i === v)

/**
 * Renames, flags or deletes an event group of the competition (already the caller's, checked). A
 * group the competition does not hold is not found: a crafted post cannot reach another's.
 */
async function postGroup(context: Context, answer: BuilderCompetitionAnswer, form: FormData, intent: GroupIntent) {
  const compId = answer.data.id
  const owned = (egId: string) => {
    if (!answer.meta.compEvents.some((ce) => ce.eventGroup.id === Number(egId)))
      throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
    return Number(egId)
  }
  if (intent === 'renameGroup') {
    const submission = parseWithZod(form, { schema: renameGroupSchema })
    if (submission.status !== 'success') return { submission, outcome: null }
    return { submission, outcome: await renameBuilderGroup(context, compId, owned(submission.value.egId), submission.value.name) }
  }
  if (intent === 'groupResults') {
    const submission = parseWithZod(form, { schema: groupResultsSchema })
    if (submission.status !== 'success') return { submission, outcome: null }
    const egId = owned(submission.value.egId)
    return { submission, outcome: await setBuilderGroupResults(context, compId, egId, submission.value.possible === '1') }
  }
  const submission = parseWithZod(form, { schema: deleteGroupSchema })
  if (submission.status !== 'success') return { submission, outcome: null }
  return { submission, outcome: await deleteBuilderGroup(context, compId, owned(submission.value.egId)) }
}

/** The price an added event is saved with: its fee the one fee rule's (the form set it), no early bird. */
export function newEventPrice(compId: number, price: AddEventFormValue['price']): PriceInput {
  return {
    compId,
    name: price.description,
    description: price.description,
    price: price.price,
    fee: price.fee,
    salePrice: 0,
    saleFee: 0,
    saleEndDate: '',
    options: { displayFee: true, feeIncluded: price.feeIncluded, freeEntry: price.freeEntry },
  }
}

/** What the Events step shows the athlete pays for an event: its saved price's own fee, which is what the entrant is charged (decision 066). */
export function eventCost(price: Pick<PriceInput, 'price' | 'fee' | 'options'>) {
  return chargeOf({ price: price.price, fee: price.fee, feeIncluded: price.options.feeIncluded })
}

/** Adds an event (its price first), deletes the events ticked, or changes a group; the competition is the caller's, already checked. */
export async function postEvents(context: Context, answer: BuilderCompetitionAnswer, form: FormData) {
  const compId = answer.data.id
  const intent = form.get('intent')
  if (isGroupIntent(intent)) return postGroup(context, answer, form, intent)
  if (intent === 'delete') {
    const submission = parseWithZod(form, { schema: deleteEventsSchema })
    if (submission.status !== 'success') return { submission, outcome: null }
    const outcome = await deleteBuilderEvents(context, compId, submission.value.ceids.map(Number))
    return { submission, outcome }
  }
  const [fees, choices] = await Promise.all([essential(loadFeeSettings(context)), essential(loadEventChoices(context))])
  const rule = { fees, national: answer.data.compOrg.id === NATIONAL_ORG_ID }
  const submission = parseWithZod(form, { schema: addEventSchema(rule, choices.events) })
  if (submission.status !== 'success') return { submission, outcome: null }
  const v = submission.value
  const outcome = await addBuilderEvent(context, newEventPrice(compId, v.price), {
    compId,
    eventId: v.eventId,
    eventGroup: { name: v.groupName },
    startDateTime: toLegacyDateTime(v.startDate, v.startTime) ?? '',
    ageGroupIds: v.ageGroupIds,
    maxAthletes: v.maxAthletes,
    isOpen: 1,
  })
  return { submission, outcome }
}
