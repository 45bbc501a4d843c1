import type { UserMessage } from './message'

export type TicketRow = {
  id: number
  orderId: number
  product: string
  holder: string
  used: boolean
  /** When it was used, as the user reads it; '' while unused. */
  usedAt: string
  scannedBy: string
  /** The ticket's own page (what its QR code opens). */
  href: string
  orderHref: string
}

export type TicketAdminView = { compId: number; compName: string; sold: number; used: number; items: TicketRow[] }

export type TicketGatekeeperView = { compId: number; compName: string }

export type TicketScanView = { compId: number; compName: string; ticket: TicketRow; qr: string }

export type TicketOrderView = {
  id: number
  compId: number
  compName: string
  userName: string
  date: string
  /** Whether the viewer may open each ticket's scan page (ticket permission on the competition). */
  canScan: boolean
  items: TicketRow[]
}

export type TicketScanResult = { ok: boolean; message: UserMessage; code?: string }
