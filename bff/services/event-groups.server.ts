import type { RequestContext } from '../context.server'
import { getEventGroup, getEventGroupEntries } from '../legacy/event-groups.server'
import { orAbsent } from './failure.server'

/* An event group on its own (our invention on the wire, docs/legacy-wire.md "Event groups"). Entries carry paid states: never cached. */

type Ctx = Pick<RequestContext, 'legacy' | 'legacyAnonymous'>

/** The group with its competition and its events' age groups; null when the legacy site does not know it. */
export async function loadEventGroup(ctx: Ctx, eventGroupId: number) {
  const found = await orAbsent(getEventGroup(ctx.legacyAnonymous, eventGroupId), { notFoundOnly: true })
  return found ? found.data : null
}

export async function loadEventGroupEntries(ctx: Ctx, eventGroupId: number) {
  return (await getEventGroupEntries(ctx.legacy, eventGroupId)).data
}
