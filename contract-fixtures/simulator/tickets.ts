import type { SeedData } from '../seed/index'
import type { SimUser, SimulatorState } from './state'

/* The tickets the simulator has sold and whether each was used at the gate (ticket-routes.ts). */

export type SimTicket = {
  id: number
  compId: number
  orderId: number
  product: string
  holder: string
  used: boolean
  usedAt: string
  scannedBy: string
}

export type SimTicketOrder = {
  id: number
  compId: number
  compName: string
  userId: number
  userName: string
  email: string
  dateOrdered: string
}

export type SimTickets = { tickets: SimTicket[]; orders: SimTicketOrder[] }

const FIRST_TICKET_ID = 7001
const FIRST_ORDER_ID = 8801
const PRODUCTS = ['Adult spectator', 'Child spectator', 'Family spectator']

/**
 * Tickets for two meetings: "Fellside Open Meeting" (the demo organiser's organisation) and the
 * spectator-ticket competition. Three orders each, by the entrant and plain users; on each
 * meeting the first ticket was used already.
 */
export function seedTickets(seed: SeedData): SimTickets {
  const comps = [
    seed.competitions.find((c) => c.name === 'Fellside Open Meeting'),
    seed.competitions.find((c) => c.options.ui.entryDefaultPanel === 'SHOP_ONLY'),
  ].filter((c) => c !== undefined)
  const buyers = seed.users.filter((u) => u.login === 'entrant' || /^runner\d$/.test(u.login))
  const out: SimTickets = { tickets: [], orders: [] }
  comps.forEach((comp, c) => {
    for (let o = 0; o < 3; o++) {
      const buyer = buyers[(c + o) % Math.max(1, buyers.length)]
      const order: SimTicketOrder = {
        id: FIRST_ORDER_ID + out.orders.length,
        compId: comp.id,
        compName: comp.name,
        userId: buyer?.id ?? 0,
        userName: buyer?.displayName ?? 'Spectator',
        email: buyer?.email ?? 'spectator@example.org',
        dateOrdered: `${seed.referenceDate}T0${o + 7}:30:00+00:00`,
      }
      out.orders.push(order)
      for (let t = 0; t <= o; t++) {
        const first = o === 0 && t === 0
        out.tickets.push({
          id: FIRST_TICKET_ID + out.tickets.length,
          compId: comp.id,
          orderId: order.id,
          product: PRODUCTS[t % PRODUCTS.length]!,
          holder: `${order.userName} guest ${t + 1}`,
          used: first,
          usedAt: first ? `${seed.referenceDate}T09:05:00+00:00` : '',
          scannedBy: first ? 'Gate 1' : '',
        })
      }
    }
  })
  return out
}

/** Ticket permission for the competition: admins, ticket or builder (or admin) grants that cover it (§6). */
export function mayTicket(state: SimulatorState, user: SimUser, compId: number): boolean {
  if (user.role === 'E4SUSER') return true
  const comp = state.seed.competitions.find((c) => c.id === compId)
  return user.permissions.some((p) => {
    const role = String(p.role).toUpperCase()
    if (!['TICKET', 'BUILDER', 'ADMIN'].includes(role)) return false
    const orgCovers = p.orgid === 0 || p.orgid === comp?.compOrgId
    return orgCovers && (p.compid === 0 || p.compid === compId)
  })
}
