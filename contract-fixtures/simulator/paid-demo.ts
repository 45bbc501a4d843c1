import { createEntry } from './entries'
import { compEventByCeid } from './entry-model'
import type { SimulatorState } from './state'

/** A seeded set of paid entries of one athlete (seed/actions-demo.ts, seed/auto-entry-demo.ts). */
export interface PaidDemo {
  readonly owner: string
  readonly athleteId: number
  /** One paid entry per event; entry ids firstEntryId, +1, ... and product ids firstProductId, +1, ... in this order. */
  readonly ceids: readonly number[]
  readonly firstEntryId: number
  readonly firstProductId: number
}

/** Adds the demo's paid entries with their fixed ids; the counters are left as they were. */
export function applyPaidDemo(state: SimulatorState, demo: PaidDemo): void {
  const owner = state.users.find((u) => u.login === demo.owner)
  if (!owner) return
  const counters = { ...state.counters }
  demo.ceids.forEach((ceid, i) => {
    const found = compEventByCeid(state, ceid)
    if (!found) return
    const entry = createEntry(state, {
      comp: found.comp,
      ce: found.ce,
      athleteId: demo.athleteId,
      userId: owner.id,
      entityId: 0,
      teamId: 0,
      pb: 0,
      waitingList: false,
    })
    Object.assign(entry, {
      entryId: demo.firstEntryId + i,
      productId: demo.firstProductId + i,
      paid: 1,
      orderId: 8000 + demo.firstEntryId + i,
      dateOrdered: entry.created,
    })
  })
  state.counters = counters
}
