/**
 * Fees and prices (spec 2-entry.md §9 "Platform fee", "Display cost", "Early bird"; §4 late entries).
 * Amounts are in the competition's currency units (e.g. pounds), rounded to 2 decimals.
 */
import { SALE_END_MARGIN_MS } from '../competition/competition-status'
import { parseInstant } from '../text/datetime'
import { round2 } from '../text/rounding'

export type PlatformFeeRule = { minCost: number; minFee: number }

/** Percentage of the price charged as platform fee above minCost. */
export const PLATFORM_FEE_PERCENT = 5

/** Above minCost (strictly) 5 % of the price, otherwise minFee; rounded to 2 decimals. */
export function platformFee(price: number, rule: PlatformFeeRule): number {
  return round2(price > rule.minCost ? (price * PLATFORM_FEE_PERCENT) / 100 : rule.minFee)
}

export type DisplayCostOptions = {
  percCharged: number
  addCost: number
  /** Used instead of addCost for the national organisation's competitions. */
  nationaladdCost: number
  minFee: number
  /** The fee comes out of the price (the organiser pays it) rather than on top (the athlete pays it). */
  feeIncluded: boolean
  national: boolean
}

export type DisplayCost = { fee: number; athletePays: number; organiserReceives: number }

/** fee = max(minFee, price × percCharged / 100 + addCost or nationaladdCost), rounded to 2 decimals. */
export function displayCost(price: number, options: DisplayCostOptions): DisplayCost {
  const added = options.national ? options.nationaladdCost : options.addCost
  const fee = round2(Math.max(options.minFee, (price * options.percCharged) / 100 + added))
  if (options.feeIncluded) return { fee, athletePays: round2(price), organiserReceives: round2(price - fee) }
  return { fee, athletePays: round2(price + fee), organiserReceives: round2(price) }
}

export type PriceSchedule = { stdPrice: number; salePrice: number; saleEndDate: string | null }

/** An early-bird price exists when salePrice is above 0 and differs from the standard price. */
export function hasEarlyBird(price: PriceSchedule): boolean {
  return price.salePrice > 0 && price.salePrice !== price.stdPrice
}

/**
 * The early-bird price until saleEndDate − 60 s (exclusive; the same margin as the competition's
 * standard entries), the standard price from then on. Without a readable saleEndDate there is no
 * early-bird window (the builder requires one), so the standard price applies.
 */
export function currentPrice(price: PriceSchedule, now: Date): number {
  if (!hasEarlyBird(price) || price.saleEndDate === null) return price.stdPrice
  const end = parseInstant(price.saleEndDate)
  return end !== null && now.getTime() < end - SALE_END_MARGIN_MS ? price.salePrice : price.stdPrice
}
