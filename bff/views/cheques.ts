import type { UserMessage } from './message'

export type ChequeRow = {
  id: number
  compId: number
  compName: string
  userName: string
  email: string
  /** The amount with its currency, as the user reads it. */
  amount: string
  date: string
  /** The payment status label's key (`finance.paymentStatus.{n}`, 3-organiser-admin §3). */
  statusKey: string
  receivable: boolean
}

export type ChequesView = { items: ChequeRow[] }

export type ChequeResult = { ok: boolean; message: UserMessage }
