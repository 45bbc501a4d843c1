import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller, writeAnswerSchema } from './client.server'
import { priceWire as entryPriceWire } from './entry.server'
import { id } from './wire'

/*
 * The Events step's calls (3-organiser-admin.md §7 price and compevent): the competition's prices,
 * a new price and competition event, and deleting events. The create paths are our reading of the
 * generic resource helper (docs/legacy-wire.md "Builder: events").
 */

/** The entry module's Price, with an id that must be a real one (a list keeps only those). */
export const priceWire = entryPriceWire.extend({ id })
export type PriceWire = z.infer<typeof priceWire>

export const pricesAnswerSchema = envelope(
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((i) => (priceWire.safeParse(i).success ? [priceWire.parse(i)] : []))),
)
const createdAnswerSchema = envelope(z.object({ id }).loose())

export type PriceInput = {
  compId: number
  name: string
  description: string
  price: number
  fee: number
  salePrice: number
  saleFee: number
  saleEndDate: string
  options: { displayFee: boolean; feeIncluded: boolean; freeEntry: boolean }
}

export type CompEventInput = {
  compId: number
  eventId: number
  eventGroup: { name: string }
  startDateTime: string
  ageGroupIds: number[]
  priceId: number
  maxAthletes: number
  isOpen: 1
}

export function listPrices(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'builder.prices',
    method: 'GET',
    path: rest('/v5/price'),
    query: { compId },
    auth: 'required',
    schema: pricesAnswerSchema,
  })
}

export function createPrice(legacy: LegacyCaller, input: PriceInput) {
  return legacy.call({
    endpoint: 'builder.price.create',
    method: 'POST',
    path: rest('/v5/price'),
    body: input,
    auth: 'required',
    schema: createdAnswerSchema,
  })
}

export function createCompEvent(legacy: LegacyCaller, input: CompEventInput) {
  return legacy.call({
    endpoint: 'builder.compevent.create',
    method: 'POST',
    path: rest('/v5/compevent'),
    body: input,
    auth: 'required',
    schema: createdAnswerSchema,
  })
}

/** Deletes the listed events of the competition (one or many). */
export function deleteCompEvents(legacy: LegacyCaller, compId: number, ceids: number[]) {
  return legacy.call({
    endpoint: 'builder.compevent.delete',
    method: 'POST',
    path: rest('/v5/compevent/delete'),
    body: { compId, ceids },
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}

/** Renames an event group: every event of it takes the name (the spec's compevent/renamegroup). */
export function renameEventGroup(legacy: LegacyCaller, input: { compId: number; egId: number; name: string }) {
  return legacy.call({
    endpoint: 'builder.eventgroup.rename',
    method: 'POST',
    path: rest('/v5/compevent/renamegroup'),
    body: input,
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}

/** Flags an event group as having results possible, or not (`possible` 1 or 0). */
export function setResultsPossible(legacy: LegacyCaller, input: { egId: number; possible: 0 | 1 }) {
  return legacy.call({
    endpoint: 'builder.eventgroup.resultspossible',
    method: 'POST',
    path: rest('/v5/eventgroup/resultspossible'),
    body: input,
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}

/** Deletes an event group with its events. */
export function deleteEventGroup(legacy: LegacyCaller, egId: number) {
  return legacy.call({
    endpoint: 'builder.eventgroup.delete',
    method: 'DELETE',
    path: rest(`/v5/eventgroup/${egId}`),
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}
