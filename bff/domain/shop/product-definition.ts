/**
 * An organiser's secondary product definition (2-entry §3 "Secondary product definition", §5
 * "Secondary product (definition)"): name required; maxAllowed at least 0; price and sale price at
 * least 0; the sale price below the price when a sale end date is given; stockQty at least 1.
 * Pure, shared by the form (browser and server) and the simulator's own check.
 */

export type ProductDefinition = {
  name: string
  description: string
  /** perAcc 'A': bought for one athlete; else per account. */
  perAthlete: boolean
  /** Most one athlete (or account) may have; 0: no limit. */
  maxAllowed: number
  stockQty: number
  price: number
  salePrice: number
  /** YYYY-MM-DD, or '' for none. */
  saleEndDate: string
}

export type DefinitionField = 'name' | 'maxAllowed' | 'stockQty' | 'price' | 'salePrice' | 'saleEndDate'

export type DefinitionProblem =
  | 'nameRequired'
  | 'notWholeNumber'
  | 'notANumber'
  | 'maxAllowedBelowZero'
  | 'stockBelowOne'
  | 'priceBelowZero'
  | 'salePriceBelowZero'
  | 'salePriceNotBelowPrice'
  | 'badDate'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written YYYY-MM-DD. */
function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const d = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

/** Every rule at once, one problem per field (the first that field breaks); empty when it may be saved. */
export function definitionProblems(d: ProductDefinition): Partial<Record<DefinitionField, DefinitionProblem>> {
  const problems: Partial<Record<DefinitionField, DefinitionProblem>> = {}
  if (d.name.trim() === '') problems.name = 'nameRequired'
  if (!Number.isFinite(d.maxAllowed)) problems.maxAllowed = 'notANumber'
  else if (!Number.isInteger(d.maxAllowed)) problems.maxAllowed = 'notWholeNumber'
  else if (d.maxAllowed < 0) problems.maxAllowed = 'maxAllowedBelowZero'
  if (!Number.isFinite(d.stockQty)) problems.stockQty = 'notANumber'
  else if (!Number.isInteger(d.stockQty)) problems.stockQty = 'notWholeNumber'
  else if (d.stockQty < 1) problems.stockQty = 'stockBelowOne'
  if (!Number.isFinite(d.price)) problems.price = 'notANumber'
  else if (d.price < 0) problems.price = 'priceBelowZero'
  if (!Number.isFinite(d.salePrice)) problems.salePrice = 'notANumber'
  else if (d.salePrice < 0) problems.salePrice = 'salePriceBelowZero'
  else if (d.saleEndDate !== '' && Number.isFinite(d.price) && d.salePrice >= d.price) problems.salePrice = 'salePriceNotBelowPrice'
  if (d.saleEndDate !== '' && !isDate(d.saleEndDate)) problems.saleEndDate = 'badDate'
  return problems
}

/** A typed number: '' is 0 (an optional field left empty), anything not a plain decimal is NaN. */
export function typedNumber(value: string | undefined): number {
  const v = (value ?? '').trim()
  if (v === '') return 0
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN
}
