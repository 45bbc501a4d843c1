import { CacheCustom, CacheLong } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { eventDefinitionsAnswerSchema, listEventDefinitions } from '../legacy/builder.server'
import {
  createCompEvent,
  createPrice,
  deleteCompEvents,
  deleteEventGroup,
  renameEventGroup,
  setResultsPossible,
  listPrices,
  pricesAnswerSchema,
  type CompEventInput,
  type PriceInput,
} from '../legacy/builder-events.server'
import { ageGroupsAnswerSchema, listAgeGroups } from '../legacy/agegroups.server'
import type { FeeSettings } from '../domain/entry/fees'
import type { UserMessage } from '../views/message'
import { forgetCompetition } from './competitions.server'
import { loadPublicConfig } from './config.server'
import { refused } from './failure.server'

/*
 * The Events step's legacy calls: the competition's prices, the platform's fee settings, adding an
 * event with its price, and deleting events. Each write drops the competition's shared public card
 * and its cached prices.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'cache'>

/** The competition's prices, shared by everyone who builds it (decision 057). */
export const builderPricesKey = (compId: number) => `builder:prices:v1:${compId}`

/**
 * A minute at most: a price changed on the legacy site itself shows within it; one changed through
 * the BFF drops the entry at once (competitionWrite).
 */
export const PRICES_CACHE = CacheCustom({ freshSeconds: 60, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 })

/** Read with the caller's token: callers check the user builds the competition first (loadOwned). */
export async function loadBuilderPrices(ctx: Pick<RequestContext, 'legacy' | 'cache'>, compId: number) {
  const answer = await ctx.cache.fetch(builderPricesKey(compId), {
    strategy: PRICES_CACHE,
    schema: pricesAnswerSchema,
    load: () => listPrices(ctx.legacy, compId),
  })
  return answer.value.data
}

/** The fee settings of the app config (2-entry.md §9): the one fee rule's inputs (fees.ts). */
export async function loadFeeSettings(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>): Promise<FeeSettings> {
  const { options } = (await loadPublicConfig(ctx)).data
  return {
    minCost: options.minCost ?? 0,
    nationalminCost: options.nationalminCost ?? 0,
    minFee: options.minFee ?? 0,
    percCharged: options.percCharged ?? 0,
    addCost: options.addCost ?? 0,
    nationaladdCost: options.nationaladdCost ?? 0,
  }
}

export type WriteOutcome = { ok: true } | { ok: false; status: number; message: UserMessage }

/**
 * A builder write on the competition: its public card and prices dropped after (refused too: a
 * write that failed half way may have saved its price), a refusal the user's message.
 */
export async function competitionWrite(ctx: Ctx, compId: number, run: () => Promise<unknown>): Promise<WriteOutcome> {
  try {
    await run()
    return { ok: true }
  } catch (err) {
    const outcome = refused(err)
    if (outcome.ok) throw err
    return outcome
  } finally {
    await Promise.all([forgetCompetition(ctx, compId), ctx.cache.invalidate(builderPricesKey(compId))])
  }
}

/** The price first (the event names it), then the event. */
export function addBuilderEvent(ctx: Ctx, price: PriceInput, event: Omit<CompEventInput, 'priceId'>) {
  return competitionWrite(ctx, event.compId, async () => {
    const created = await createPrice(ctx.legacy, price)
    await createCompEvent(ctx.legacy, { ...event, priceId: created.data.id })
  })
}

export function deleteBuilderEvents(ctx: Ctx, compId: number, ceids: number[]) {
  return competitionWrite(ctx, compId, () => deleteCompEvents(ctx.legacy, compId, ceids))
}

export function renameBuilderGroup(ctx: Ctx, compId: number, egId: number, name: string) {
  return competitionWrite(ctx, compId, () => renameEventGroup(ctx.legacy, { compId, egId, name }))
}

export function setBuilderGroupResults(ctx: Ctx, compId: number, egId: number, possible: boolean) {
  return competitionWrite(ctx, compId, () => setResultsPossible(ctx.legacy, { egId, possible: possible ? 1 : 0 }))
}

export function deleteBuilderGroup(ctx: Ctx, compId: number, egId: number) {
  return competitionWrite(ctx, compId, () => deleteEventGroup(ctx.legacy, egId))
}

export const EVENT_DEFINITIONS_KEY = 'builder:event-definitions:v1'
/** v2: the full age group (ages, dates, key name, options) for the age group page. */
export const AGE_GROUPS_KEY = 'builder:age-groups:v2'

/** Every event definition (`GET /v5/event`): meta, the same for everyone, kept long. */
export async function loadEventDefinitions(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>) {
  const { value } = await ctx.cache.fetch(EVENT_DEFINITIONS_KEY, {
    strategy: CacheLong,
    schema: eventDefinitionsAnswerSchema,
    load: () => listEventDefinitions(ctx.legacyAnonymous),
  })
  return value.data
}

/** The event definitions and age groups the Events step offers: meta, the same for everyone, kept long. */
export async function loadEventChoices(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>) {
  const [events, ageGroups] = await Promise.all([loadEventDefinitions(ctx), loadAllAgeGroups(ctx)])
  return {
    events: events.map((e) => ({ id: e.id, name: e.name })),
    ageGroups: ageGroups.map((g) => ({ id: g.id, name: g.shortName || g.name })),
  }
}

/** Every age group, kept long for everyone; an age group saved through the BFF drops it. */
export async function loadAllAgeGroups(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>) {
  const answer = await ctx.cache.fetch(AGE_GROUPS_KEY, {
    strategy: CacheLong,
    schema: ageGroupsAnswerSchema,
    load: () => listAgeGroups(ctx.legacyAnonymous),
  })
  return answer.value.data
}
