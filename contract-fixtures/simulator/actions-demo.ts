import { ACTIONS_DEMO } from '../seed/index'
import { createEntry } from './entries'
import { compEventByCeid } from './entry-model'
import type { SimulatorState } from './state'

/** The entry actions' paid entries (seed/actions-demo.ts), with their fixed ids; the counters are left as they were. */
export function applyActionsDemo(state: SimulatorState): void {
  const owner = state.users.find((u) => u.login === ACTIONS_DEMO.owner)
  if (!owner) return
  const counters = { ...state.counters }
  ACTIONS_DEMO.ceids.forEach((ceid, i) => {
    const found = compEventByCeid(state, ceid)
    if (!found) return
    const entry = createEntry(state, {
      comp: found.comp,
      ce: found.ce,
      athleteId: ACTIONS_DEMO.athleteId,
      userId: owner.id,
      entityId: 0,
      teamId: 0,
      pb: 0,
      waitingList: false,
    })
    Object.assign(entry, {
      entryId: ACTIONS_DEMO.firstEntryId + i,
      productId: ACTIONS_DEMO.firstProductId + i,
      paid: 1,
      orderId: 8000 + ACTIONS_DEMO.firstEntryId + i,
      dateOrdered: entry.created,
    })
  })
  state.counters = counters
}
