/**
 * Price validation, builder side and shared (spec 2-entry.md §5 "Price validation").
 * Returns every problem, field by field, in the order the spec lists them.
 */
import { hasEarlyBird } from './fees'

export const PRICE_MESSAGES_EN = {
  required: 'Required.',
  priceBelowMinFee: 'Price must be at least {minFee}.',
  feeAbovePrice: 'Fee greater than price.',
  saleEndRequired: 'Sale End date required.',
  saleFeeAboveSalePrice: 'Sale Fee greater than price.',
  salePriceAbovePrice: 'Sale price greater than price.',
} as const

export type PriceMessageCode = keyof typeof PRICE_MESSAGES_EN

export type PriceInput = {
  description: string
  price: number
  fee: number
  /** 0 when there is no early bird. */
  salePrice: number
  saleFee: number
  saleEndDate: string | null
  freeEntry: boolean
}

export type PriceProblem = {
  field: 'description' | 'price' | 'fee' | 'salePrice' | 'saleFee' | 'saleEndDate'
  code: PriceMessageCode
  values?: Record<string, string | number>
}

export function validatePrice(input: PriceInput, rule: { minFee: number }): PriceProblem[] {
  const problems: PriceProblem[] = []
  if (input.description.trim() === '') problems.push({ field: 'description', code: 'required' })
  if (!input.freeEntry && input.price < rule.minFee)
    problems.push({ field: 'price', code: 'priceBelowMinFee', values: { minFee: rule.minFee } })
  if (input.fee > input.price) problems.push({ field: 'fee', code: 'feeAbovePrice' })
  const early = hasEarlyBird({ stdPrice: input.price, salePrice: input.salePrice, saleEndDate: input.saleEndDate })
  if (early && (input.saleEndDate === null || input.saleEndDate.trim() === ''))
    problems.push({ field: 'saleEndDate', code: 'saleEndRequired' })
  if (input.saleFee > input.salePrice) problems.push({ field: 'saleFee', code: 'saleFeeAboveSalePrice' })
  if (input.salePrice > input.price) problems.push({ field: 'salePrice', code: 'salePriceAbovePrice' })
  return problems
}

export function formatPriceProblem(problem: PriceProblem): string {
  const values = problem.values ?? {}
  return PRICE_MESSAGES_EN[problem.code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
}
