import type { SeedCompEvent, SeedCompetition, SeedPrice } from '../seed/index'
import { defaultCeOptions } from '../seed/competitions'
import type { SimulatorState } from './state'

/*
 * The Events step's writes (3-organiser-admin.md §7 price and compevent calls; create paths our
 * reading): a price and a competition event added to the competition the entry pages serve.
 */

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {})
const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0)
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** The price a POST /v5/price adds; a problem (the spec's texts) when §5 refuses it. */
export function addPrice(state: SimulatorState, comp: SeedCompetition, body: unknown): SeedPrice | string {
  const b = obj(body)
  const options = obj(b.options)
  const price: SeedPrice = {
    id: Math.max(0, ...state.seed.competitions.flatMap((c) => c.prices.map((p) => p.id))) + 1,
    compId: comp.id,
    name: str(b.name) || str(b.description),
    description: str(b.description),
    price: num(b.price),
    fee: num(b.fee),
    salePrice: num(b.salePrice),
    saleFee: num(b.saleFee),
    saleEndDate: str(b.saleEndDate),
    options: { displayFee: Boolean(options.displayFee), feeIncluded: Boolean(options.feeIncluded), freeEntry: Boolean(options.freeEntry) },
  }
  if (price.description.trim() === '') return 'Required.'
  if (price.fee > price.price) return 'Fee greater than price.'
  comp.prices.push(price)
  return price
}

/** The competition event a POST /v5/compevent adds, in its own event group. */
export function addCompEvent(state: SimulatorState, comp: SeedCompetition, body: unknown): SeedCompEvent | string {
  const b = obj(body)
  const event = state.seed.events.find((e) => e.id === num(b.eventId))
  const group = str(obj(b.eventGroup).name).trim()
  const start = str(b.startDateTime)
  if (!event) return 'Event not found'
  if (group === '') return 'Event discipline description required.'
  if (start === '') return 'Start time required.'
  if (Number.isNaN(Date.parse(start))) return 'Start time not valid.'
  const priceId = num(b.priceId)
  if (!comp.prices.some((p) => p.id === priceId)) return 'Price not found'
  const ceid = Math.max(comp.id * 100, ...state.seed.competitions.flatMap((c) => c.compEvents.map((ce) => ce.ceid))) + 1
  const ageGroupIds = (Array.isArray(b.ageGroupIds) ? b.ageGroupIds : []).map(num).filter((id) => state.seed.ageGroups.some((g) => g.id === id))
  const ce: SeedCompEvent = {
    ceid,
    compId: comp.id,
    eventId: event.id,
    eventGroupId: ceid,
    eventGroup: group,
    split: 0,
    startdate: start,
    ageGroupIds,
    priceId,
    maxAthletes: Math.max(-1, Math.trunc(num(b.maxAthletes))),
    entryCount: 0,
    isOpen: b.isOpen === undefined ? true : Boolean(num(b.isOpen)),
    isTeamEvent: event.isTeamEvent,
    options: defaultCeOptions(),
  }
  comp.compEvents.push(ce)
  return ce
}

/** POST /v5/compevent/delete: the listed events of this competition go; the count removed. */
export function deleteCompEvents(comp: SeedCompetition, body: unknown): number {
  const ids = new Set((Array.isArray(obj(body).ceids) ? (obj(body).ceids as unknown[]) : []).map(num))
  const before = comp.compEvents.length
  comp.compEvents = comp.compEvents.filter((ce) => !ids.has(ce.ceid))
  return before - comp.compEvents.length
}
