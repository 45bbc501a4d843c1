/** Records as a page sends them: what most have alike, once, and what each has of its own. */
export type Alike<T extends object> = { common: Partial<T>; items: Array<Partial<T>> }

/**
 * Each field's most frequent value among the records goes once in `common`, and a record keeps only
 * the fields where it differs (a field some record lacks stays in each record). Alike objects become
 * one object the records share, which the loader data's encoding (turbo-stream) writes once and
 * refers to after. A list of cards or schedule rows repeats the same few values in every item:
 * encoded on every view, sent, and parsed again by the browser.
 */
export function sendAlike<T extends object>(records: T[]): Alike<T> {
  const values = records.map((record) => ({ ...record }) as Record<string, unknown>)
  const shared = new Map<string, unknown>()
  const common: Record<string, unknown> = {}
  for (const key of Object.keys(values[0] ?? {})) {
    if (values.some((value) => !(key in value))) continue
    const tally = new Map<string, { value: unknown; n: number }>()
    for (const value of values) {
      const id = identity(value[key])
      let seen = tally.get(id)
      if (seen) seen.n++
      else {
        seen = { value: shared.get(id) ?? value[key], n: 1 }
        shared.set(id, seen.value)
        tally.set(id, seen)
      }
      value[key] = seen.value
    }
    const top = [...tally.values()].reduce((a, b) => (b.n > a.n ? b : a))
    if (top.n > 1) common[key] = top.value
  }
  // New objects of the fields kept (deleting fields would leave each object in V8's slow mode).
  const items = values.map((value) => {
    const own: Record<string, unknown> = {}
    for (const key in value) if (!(key in common) || value[key] !== common[key]) own[key] = value[key]
    return own as Partial<T>
  })
  return { common: common as Partial<T>, items }
}

/** The records sendAlike was given (the common values are shared: the pages only read them). */
export function takeAlike<T extends object>(sent: Alike<T>): T[] {
  return sent.items.map((item) => ({ ...sent.common, ...item }) as T)
}

/** Equal values, equal identities: primitives by type and value, objects by their JSON. */
function identity(value: unknown): string {
  return typeof value === 'object' && value !== null ? `j${JSON.stringify(value)}` : `${typeof value}:${String(value)}`
}
