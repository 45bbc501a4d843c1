/*
 * Payment status labels (3-organiser-admin §3, 1-shell §3): 0 Not Paid, 1 Paid,
 * 2 Cheque/Awaiting Payment, 3 Auto Free Price. A cheque is received while it awaits payment.
 */

export const PAYMENT_STATUSES = [0, 1, 2, 3] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const AWAITING_CHEQUE: PaymentStatus = 2
export const PAID: PaymentStatus = 1

/** The status a wire number names, or null for one the spec does not list. */
export function paymentStatusOf(value: number): PaymentStatus | null {
  return PAYMENT_STATUSES.find((s) => s === value) ?? null
}

/** The translation key of a status's label (`finance.paymentStatus.{n}`); an unknown one has its own. */
export function paymentStatusKey(value: number): string {
  const status = paymentStatusOf(value)
  return status === null ? 'finance.paymentStatus.unknown' : `finance.paymentStatus.${status}`
}

/** Only a cheque still awaiting payment can be marked received (it then reads Paid). */
export function canMarkReceived(value: number): boolean {
  return paymentStatusOf(value) === AWAITING_CHEQUE
}
