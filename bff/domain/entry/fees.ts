/**
 * Fees and prices (spec 2-entry.md §9 "Platform fee", "Display cost", "Early bird"; §4 late entries).
 * Amounts are in the competition's currency units (e.g. pounds), rounded to 2 decimals.
 */
import { SALE_END_MARGIN_MS } from '../competition/competition-status'
import { parseInstant } from '../text/datetime'
import { round2 } from '../text/rounding'

/**
 * The platform's fee settings (the app config's options, 1-shell §3): the price at or below which
 * the flat minimum applies, the minimum, the percentage and the fixed part added above it (the
 * national organisation's competitions have their own minCost and addCost).
 */
export type FeeSettings = {
  minCost: number
  minFee: number
  percCharged: number
  addCost: number
  nationalminCost: number
  nationaladdCost: number
}

export type FeeOptions = {
  /** The fee comes out of the price (the organiser pays it) rather than on top (the athlete pays it). */
  feeIncluded: boolean
  /** The competition is the national organisation's: nationalminCost and nationaladdCost apply. */
  national: boolean
  freeEntry: boolean
}

/** What an entry costs: the fee, what the athlete pays and what the organiser receives. */
export type EntryCharge = { fee: number; athletePays: number; organiserReceives: number }

/**
 * The one fee rule (2-entry and 3-organiser-admin §9 "Platform fee" and "Display cost" read as one,
 * decision 066): a free entry has no fee; a price at or below minCost pays minFee; above it,
 * price × percCharged / 100 + addCost, at least minFee; rounded to 2 decimals. The builder saves
 * this fee on the price, which is the fee the legacy site charges the entrant.
 */
export function entryFee(price: number, settings: FeeSettings, options: FeeOptions): EntryCharge {
  if (options.freeEntry || price <= 0) return chargeOf({ price, fee: 0, feeIncluded: options.feeIncluded })
  const minCost = options.national ? settings.nationalminCost : settings.minCost
  const added = options.national ? settings.nationaladdCost : settings.addCost
  const fee = price > minCost ? Math.max(settings.minFee, (price * settings.percCharged) / 100 + added) : settings.minFee
  return chargeOf({ price, fee: round2(fee), feeIncluded: options.feeIncluded })
}

/**
 * What a saved price charges: the fee on top of the price, or inside it when included. The
 * builder shows each event's saved price through this, so it says what the entrant will pay.
 */
export function chargeOf(price: { price: number; fee: number; feeIncluded: boolean }): EntryCharge {
  const fee = round2(price.fee)
  if (price.feeIncluded) return { fee, athletePays: round2(price.price), organiserReceives: round2(price.price - fee) }
  return { fee, athletePays: round2(price.price + fee), organiserReceives: round2(price.price) }
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
