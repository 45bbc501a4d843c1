import type { RequestContext } from '../context.server'
import { copyAutoEntries, readAutoEntries, type AutoEntriesWire, type AutoEntryCopyWire } from '../legacy/auto-entries.server'
import { refused } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy'>

/** The source competition's entries, the selected target with its events and entries, and the possible targets. */
export async function loadAutoEntries(ctx: Ctx, compId: number): Promise<AutoEntriesWire> {
  const answer = await readAutoEntries(ctx.legacy, compId)
  return answer.data
}

/** Copies the entries into the target; the legacy site checks each again and says which it refused. */
export async function copyEntries(
  ctx: Ctx,
  compId: number,
  entryIds: number[],
): Promise<{ ok: true; value: AutoEntryCopyWire } | ReturnType<typeof refused>> {
  try {
    const answer = await copyAutoEntries(ctx.legacy, { compId, entryIds })
    return { ok: true, value: answer.data }
  } catch (err) {
    return refused(err, 409)
  }
}
