// View types of the organiser's entry actions page (browser-safe).
import type { UserMessage } from './message'

export type ActionSettlement = 'refund' | 'credit' | 'none'

export type EntryActionsView = {
  compId: number
  competitionName: string
  entry: {
    entryId: number
    athleteName: string
    clubName: string
    eventName: string
    /** Key of `finance.paymentStatus`. */
    paidKey: string
    /** The payment status itself (0-3, §3), the set-paid form's current choice. */
    paid: number
    amount: number
    ownerName: string
    /** Unpaid, with a product and an owner: the organiser may put it into the owner's basket (2-entry §7 addtobasket). */
    basketable: boolean
  }
  destinations: Array<{ ceid: number; name: string }>
  settlements: ActionSettlement[]
  /** Refund or credit would be allowed, but the window before entries close has passed. */
  windowClosed: boolean
  hrsBeforeClose: number
  /** A cancellation read from the query, awaiting the organiser's confirmation. */
  confirming: { reason: string; settlement: ActionSettlement } | null
  /** Why the cancellation in the query cannot be confirmed. */
  cancelError: UserMessage | null
}

export type EntryActionsPostResult = { ok: boolean; message: UserMessage }
