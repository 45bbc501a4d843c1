import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { toDisplayDate, toDisplayDateTime, toLegacyDateTime } from '../domain/builder/dates'
import { displayCost } from '../domain/entry/fees'
import { NATIONAL_ORG_ID } from '../domain/routing/permissions'
import type { BuilderCompetitionAnswer } from '../legacy/builder.server'
import { essential } from '../services/failure.server'
import {
  addBuilderEvent,
  deleteBuilderEvents,
  loadBuilderPrices,
  loadEventChoices,
  loadFeeSettings,
} from '../services/builder-events.server'
import type { BuilderEventsView } from '../views/builder'
import { addEventSchema, deleteEventsSchema } from '~/forms/builder-events'

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
  const national = comp.compOrg.id === NATIONAL_ORG_ID
  const rows = answer.meta.compEvents
    .map((ce) => {
      const when = toDisplayDateTime(ce.startDateTime)
      const price = byId.get(ce.priceId)
      const cost = price ? displayCost(price.price, { ...fees, feeIncluded: price.options.feeIncluded, national }) : null
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
  return { rows, ...choices, minFee: fees.minFee, defaultDate: toDisplayDate(comp.date) }
}

/** Adds an event (its price first) or deletes the events ticked; the competition is the caller's, already checked. */
export async function postEvents(context: Context, compId: number, form: FormData) {
  if (form.get('intent') === 'delete') {
    const submission = parseWithZod(form, { schema: deleteEventsSchema })
    if (submission.status !== 'success') return { submission, outcome: null }
    const outcome = await deleteBuilderEvents(context, compId, submission.value.ceids.map(Number))
    return { submission, outcome }
  }
  const fees = await essential(loadFeeSettings(context))
  const submission = parseWithZod(form, { schema: addEventSchema({ minFee: fees.minFee }) })
  if (submission.status !== 'success') return { submission, outcome: null }
  const v = submission.value
  const outcome = await addBuilderEvent(
    context,
    {
      compId,
      name: v.price.description,
      description: v.price.description,
      price: v.price.price,
      fee: v.price.fee,
      salePrice: 0,
      saleFee: 0,
      saleEndDate: '',
      options: { displayFee: true, feeIncluded: false, freeEntry: v.price.freeEntry },
    },
    {
      compId,
      eventId: v.eventId,
      eventGroup: { name: v.groupName },
      startDateTime: toLegacyDateTime(v.startDate, v.startTime) ?? '',
      ageGroupIds: v.ageGroupIds,
      maxAthletes: v.maxAthletes,
      isOpen: 1,
    },
  )
  return { submission, outcome }
}
