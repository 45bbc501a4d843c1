/**
 * A competition's discount (3-organiser-admin §3 "Discount: entity exists; fields not shown"; our
 * reading, decision 071): a description the entrant reads, an amount of money or a percentage off
 * each of an athlete's entries from the `fromEntry`-th on (1: every entry). The legacy site applies
 * it to the price it charges; the BFF only checks the form and shows it. Pure, shared by the form
 * (browser and server) and the simulator's own check.
 */

/** 'A' an amount of money off, 'P' a percentage off. */
export type DiscountType = 'A' | 'P'

export type DiscountDefinition = {
  description: string
  type: DiscountType | ''
  value: number
  /** The athlete's entry in the competition it starts from: 1 every entry, 2 the second and later. */
  fromEntry: number
}

export type DiscountField = 'description' | 'type' | 'value' | 'fromEntry'

export type DiscountProblem =
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'typeRequired'
  | 'notANumber'
  | 'notAboveZero'
  | 'tooManyDecimals'
  | 'percentOver100'
  | 'fromEntryRange'

export const DISCOUNT_DESCRIPTION_MAX = 100
export const DISCOUNT_FROM_ENTRY_MAX = 99

/** Money has pence: at most two decimal places (a float's noise aside). */
const hasPence = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6

/** Every rule at once, one problem per field (the first that field breaks); empty when it may be saved. */
export function discountProblems(d: DiscountDefinition): Partial<Record<DiscountField, DiscountProblem>> {
  const problems: Partial<Record<DiscountField, DiscountProblem>> = {}
  const description = d.description.trim()
  if (description === '') problems.description = 'descriptionRequired'
  else if (description.length > DISCOUNT_DESCRIPTION_MAX) problems.description = 'descriptionTooLong'
  if (d.type !== 'A' && d.type !== 'P') problems.type = 'typeRequired'
  if (!Number.isFinite(d.value)) problems.value = 'notANumber'
  else if (d.value <= 0) problems.value = 'notAboveZero'
  else if (d.type === 'P' && d.value > 100) problems.value = 'percentOver100'
  else if (d.type === 'A' && !hasPence(d.value)) problems.value = 'tooManyDecimals'
  if (!Number.isInteger(d.fromEntry) || d.fromEntry < 1 || d.fromEntry > DISCOUNT_FROM_ENTRY_MAX) problems.fromEntry = 'fromEntryRange'
  return problems
}

/** A typed number: anything not a plain decimal (empty included) is NaN. */
export function typedDiscountNumber(value: string | undefined): number {
  const v = (value ?? '').trim()
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN
}
