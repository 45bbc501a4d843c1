// Marks a check-in desk queues while the network is down (browser-safe: the page and the server
// share it). Each has a key, so sending it twice counts once, and what the desk saw (`was`), so a
// mark another desk overtook meanwhile comes back as a conflict instead of undoing their work.

export type MarkState = { collected?: boolean; entries?: Array<{ id: number; checkedIn: boolean }> }

export type QueuedMark = MarkState & {
  key: string
  athleteId: number
  was: MarkState
}

export type QueuedStatus = 'queued' | 'sent' | 'conflict' | 'refused'

/** How many marks one replay may carry. */
export const MAX_REPLAY = 200

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0

function parseState(v: unknown): MarkState | null {
  if (!isRecord(v)) return null
  const state: MarkState = {}
  if (v.collected !== undefined) {
    if (typeof v.collected !== 'boolean') return null
    state.collected = v.collected
  }
  if (v.entries !== undefined) {
    if (!Array.isArray(v.entries) || v.entries.length > 20) return null
    const entries = v.entries.map((e: unknown) =>
      isRecord(e) && isId(e.id) && typeof e.checkedIn === 'boolean' ? { id: e.id, checkedIn: e.checkedIn } : null,
    )
    if (entries.some((e) => e === null)) return null
    state.entries = entries as Array<{ id: number; checkedIn: boolean }>
  }
  return state
}

/** The marks of a replay, in their order; null when any is not a mark (nothing is sent then). */
export function parseQueuedMarks(text: string): QueuedMark[] | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_REPLAY) return null
  const marks: QueuedMark[] = []
  for (const item of value) {
    if (!isRecord(item) || !isId(item.athleteId) || typeof item.key !== 'string' || !/^[\w:-]{1,100}$/.test(item.key)) return null
    const state = parseState(item)
    const was = parseState(item.was)
    if (state === null || was === null) return null
    marks.push({ key: item.key, athleteId: item.athleteId, ...state, was })
  }
  return marks
}
