import { discountProblems, type DiscountType } from '../../bff/domain/builder/discounts'
import type { SeedCompetition } from '../seed/index'
import type { SimulatorState } from './state'

/*
 * A competition's discounts (3-organiser-admin §3 "Discount", §7 "services /v5/discount"; the
 * fields and paths our reading, decision 071): created and deleted by its builders, carried in the
 * competition read's meta, and applied here, as the legacy site would, to the price of each entry
 * made from the athlete's `fromEntry`-th in the competition on.
 */

export type SimDiscount = { id: number; compId: number; description: string; type: DiscountType; value: number; fromEntry: number }

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {})
const numberOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN)

/** The simulator's own words for a refused discount (the BFF checks the same rule first). */
const REFUSALS = {
  descriptionRequired: 'Enter a description.',
  descriptionTooLong: 'A description has at most 100 characters.',
  typeRequired: 'Choose an amount or a percentage.',
  notANumber: 'The discount must be a number.',
  notAboveZero: 'A discount must be more than 0.',
  tooManyDecimals: 'An amount has at most 2 decimal places.',
  percentOver100: 'A percentage is at most 100.',
  fromEntryRange: 'Enter a whole number from 1 to 99.',
} as const

/** Creates a discount of the competition; the saved discount, or the first refusal. */
export function createDiscount(state: SimulatorState, comp: SeedCompetition, body: unknown): SimDiscount | string {
  const b = obj(body)
  const type = b.type === 'A' || b.type === 'P' ? b.type : ''
  const input = {
    description: typeof b.description === 'string' ? b.description.trim() : '',
    type,
    value: numberOf(b.value),
    fromEntry: b.fromEntry === undefined ? 1 : numberOf(b.fromEntry),
  } as const
  const problem = Object.values(discountProblems(input))[0]
  if (problem) return REFUSALS[problem]
  const discount: SimDiscount = {
    id: Math.max(comp.id * 10, ...state.discounts.map((d) => d.id)) + 1,
    compId: comp.id,
    ...input,
    type: type as DiscountType,
  }
  state.discounts.push(discount)
  return discount
}

export function discountById(state: SimulatorState, id: number): SimDiscount | undefined {
  return state.discounts.find((d) => d.id === id)
}

export function deleteDiscount(state: SimulatorState, id: number): number {
  const before = state.discounts.length
  state.discounts = state.discounts.filter((d) => d.id !== id)
  return before - state.discounts.length
}

/** The competition read's `meta.discounts`. */
export function competitionDiscounts(state: SimulatorState, compId: number) {
  return state.discounts
    .filter((d) => d.compId === compId)
    .map(({ id, description, type, value, fromEntry }) => ({ id, compId, description, type, value, fromEntry }))
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * The price of an athlete's `position`-th entry in the competition (1 the first): the discount that
 * takes most off among those that apply from that entry, never below 0. The fee is not changed.
 */
export function discountedPrice(state: SimulatorState, compId: number, position: number, price: number): number {
  const prices = state.discounts
    .filter((d) => d.compId === compId && position >= d.fromEntry)
    .map((d) => (d.type === 'P' ? price * (1 - d.value / 100) : price - d.value))
  return round2(Math.max(0, Math.min(price, ...prices)))
}

/**
 * Where an athlete's entry stands among their entries in the competition, in the order they were
 * made (1 the first); a new entry (no id yet) comes after all of them. Team entries do not count.
 */
export function athleteEntryPosition(state: SimulatorState, compId: number, athleteId: number, entryId?: number): number {
  const earlier = state.entries.filter(
    (e) => e.compId === compId && e.athleteId === athleteId && e.teamId === 0 && (entryId === undefined || e.entryId < entryId),
  )
  return earlier.length + 1
}
