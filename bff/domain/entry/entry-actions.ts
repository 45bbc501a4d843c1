// The organiser's entry actions (3-organiser-admin §2 actions/..., §3 cancelEvent, §9): which
// settlements a cancellation may carry, and reading the cancel and move forms. Pure.

/** The competition's cancelEvent option (§9 defaults: 48 hours before close, refund and credit allowed). */
export type CancelRule = { hrsBeforeClose: number; refund: boolean; credit: boolean }

/** How a cancelled entry is settled: its price back, the price as the owner's credit, or nothing. */
export type Settlement = 'refund' | 'credit' | 'none'

export type CancelChoices = {
  settlements: Settlement[]
  /** True when refund or credit would be allowed but the window before entries close has passed. */
  windowClosed: boolean
}

const HOUR_MS = 3_600_000
/** Paid (3-organiser-admin §3 payment status 1): the only status with money to give back. */
const PAID = 1
export const REASON_MAX = 200

/**
 * A paid entry may be refunded or credited, as the competition allows, until hrsBeforeClose hours
 * before entries close; any entry may be cancelled with neither. A close date we cannot read closes
 * the window (no money moves on a guess).
 */
export function cancelChoices(rule: CancelRule, closeDate: string, paid: number, now: Date): CancelChoices {
  const offered = paid === PAID ? (['refund', 'credit'] as const).filter((s) => rule[s]) : []
  if (offered.length === 0) return { settlements: ['none'], windowClosed: false }
  const close = Date.parse(closeDate)
  const hours = Number.isFinite(rule.hrsBeforeClose) && rule.hrsBeforeClose >= 0 ? rule.hrsBeforeClose : 48
  const open = Number.isFinite(close) && now.getTime() <= close - hours * HOUR_MS
  return open ? { settlements: [...offered, 'none'], windowClosed: false } : { settlements: ['none'], windowClosed: true }
}

export type CancelFormError = 'reasonRequired' | 'reasonTooLong' | 'settlementNotAllowed'
export type CancelForm = { ok: true; reason: string; settlement: Settlement } | { ok: false; error: CancelFormError }

/** Reads a cancellation (reason and settlement) against the settlements the entry allows. */
export function readCancelForm(fields: { reason: unknown; settle: unknown }, allowed: readonly Settlement[]): CancelForm {
  const reason = typeof fields.reason === 'string' ? fields.reason.trim() : ''
  if (reason === '') return { ok: false, error: 'reasonRequired' }
  if (reason.length > REASON_MAX) return { ok: false, error: 'reasonTooLong' }
  const settlement = allowed.find((s) => s === fields.settle)
  if (!settlement) return { ok: false, error: 'settlementNotAllowed' }
  return { ok: true, reason, settlement }
}

export type MoveChoice = { ceid: number; name: string; startDateTime: string }

/** Where an entry may move: every other event of its competition, by start time then name. */
export function moveDestinations(events: readonly MoveChoice[], currentCeid: number): MoveChoice[] {
  return events
    .filter((e) => e.ceid !== currentCeid)
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.name.localeCompare(b.name) || a.ceid - b.ceid)
}

/** Payment status (3-organiser-admin §3): 0 Not Paid, 1 Paid, 2 Cheque/Awaiting Payment, 3 Auto Free Price. */
export const PAYMENT_STATUSES = [0, 1, 2, 3] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAID_MESSAGE_MAX = 200

export type PaidFormError = 'statusRequired' | 'paidMessageTooLong'
export type PaidForm = { ok: true; paid: PaymentStatus; message: string } | { ok: false; error: PaidFormError }

/** Reads a set-paid form (2-entry §7 `POST /v5/entry/paid` { prodIds, paid, message }): a status of §3 and an optional note. */
export function readPaidForm(fields: { paid: unknown; message: unknown }): PaidForm {
  const paid = PAYMENT_STATUSES.find((s) => String(s) === fields.paid)
  if (paid === undefined) return { ok: false, error: 'statusRequired' }
  const message = typeof fields.message === 'string' ? fields.message.trim() : ''
  if (message.length > PAID_MESSAGE_MAX) return { ok: false, error: 'paidMessageTooLong' }
  return { ok: true, paid, message }
}
