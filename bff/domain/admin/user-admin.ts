// What an admin may do to a user and how their inputs are read (3-organiser-admin §2 Users (admin),
// §4 impersonation, §6). Pure rules, used by the page and its tests.

import { isAdmin, isAppAdmin, type UserAuth } from '../routing/permissions'
import { TEXT_INPUT_MAX } from '../text/limits'

/** The largest credit change or balance the page accepts (a typing slip, not a policy). */
export const CREDIT_LIMIT = 10_000

/** A translation key of the form's message for a bad input. */
export type InputError = 'userAdmin.errors.amount' | 'userAdmin.errors.amountZero' | 'userAdmin.errors.reason' | 'userAdmin.errors.choose'

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: InputError }

/** An amount in the site currency: digits with at most two decimals, a leading minus allowed, within the limit. */
export function parseAmount(raw: string): Parsed<number> {
  const text = raw.trim().replace(/\s+/g, '').replace(',', '.')
  if (!/^-?(\d+(\.\d{1,2})?|\.\d{1,2})$/.test(text)) return { ok: false, error: 'userAdmin.errors.amount' }
  const value = Number(text)
  if (!Number.isFinite(value) || Math.abs(value) > CREDIT_LIMIT) return { ok: false, error: 'userAdmin.errors.amount' }
  return { ok: true, value: value === 0 ? 0 : value }
}

/** A credit change: a non-zero amount and the reason for it. */
export function parseCreditChange(input: { amount: string; reason: string }): Parsed<{ value: number; reason: string }> {
  const amount = parseAmount(input.amount)
  if (!amount.ok) return amount
  if (amount.value === 0) return { ok: false, error: 'userAdmin.errors.amountZero' }
  const reason = input.reason.trim()
  if (!reason || reason.length > TEXT_INPUT_MAX) return { ok: false, error: 'userAdmin.errors.reason' }
  return { ok: true, value: { value: amount.value, reason } }
}

/**
 * Only an admin (E4SUSER or APPADMIN) starts an impersonation, never from inside one (the
 * session already acts as someone else), and never of themselves.
 */
export function mayImpersonate(user: UserAuth | null | undefined, o: { impersonating: boolean; targetId: number }): boolean {
  if (o.impersonating || !user) return false
  if (!isAdmin(user) && !isAppAdmin(user)) return false
  return o.targetId > 0 && o.targetId !== user.userId
}

/** 'credit' for a positive balance, 'surcharge' for a negative one, null for none (1-shell §2.4). */
export function creditKind(balance: number): 'credit' | 'surcharge' | null {
  return balance > 0 ? 'credit' : balance < 0 ? 'surcharge' : null
}
