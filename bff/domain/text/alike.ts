import { jsonOf } from './deep-freeze'

/** Records as a page sends them: what most have alike, once, and what each has of its own. */
export type Alike<T extends object> = { common: Partial<T>; items: Array<Partial<T>> }

/** A field sent in another form than the record holds it (each record's own value, mapped). */
export type SentAs<T extends object> = { [K in keyof T]?: (value: T[K]) => unknown }

/**
 * Each field's most frequent value among the records goes once in `common`, and a record keeps only
 * the fields where it differs (a field some record lacks stays in each record). Alike objects become
 * one object the records share, which the loader data's encoding (turbo-stream) writes once and
 * refers to after. A list of cards or schedule rows repeats the same few values in every item:
 * encoded on every view, sent, and parsed again by the browser. `sentAs` maps a field on the way,
 * without a copy of each record.
 */
export function sendAlike<T extends object>(records: T[], sentAs: SentAs<T> = {}): Alike<T> {
  const rows = records as Array<Record<string, unknown>>
  const as = sentAs as Record<string, ((value: unknown) => unknown) | undefined>
  const valueOf = (row: Record<string, unknown>, key: string) => (as[key] ? as[key](row[key]) : row[key])
  // Alike objects, by their JSON: one object each, whichever field holds it.
  const shared = new Map<string, object>()
  const common: Record<string, unknown> = {}
  // Each shared field's values, record by record (objects made shared).
  const columns = new Map<string, unknown[]>()
  for (const key of Object.keys(rows[0] ?? {})) {
    if (!rows.every((row) => key in row)) continue
    // Primitives count by value (1 and '1' apart), objects by their shared object.
    const tally = new Map<unknown, number>()
    const column = rows.map((row) => {
      let value = valueOf(row, key)
      if (typeof value === 'object' && value !== null) {
        const json = jsonOf(value)
        const same = shared.get(json)
        if (same) value = same
        else shared.set(json, value)
      }
      tally.set(value, (tally.get(value) ?? 0) + 1)
      return value
    })
    let top: unknown
    let most = 0
    for (const [value, n] of tally) if (n > most) [top, most] = [value, n]
    if (most > 1) common[key] = top
    columns.set(key, column)
  }
  // New objects of the fields kept (deleting fields would leave each object in V8's slow mode).
  const items = rows.map((row, i) => {
    const own: Record<string, unknown> = {}
    for (const key in row) {
      const value = columns.get(key)?.[i] ?? valueOf(row, key)
      if (!(key in common) || value !== common[key]) own[key] = value
    }
    return own as Partial<T>
  })
  return { common: common as Partial<T>, items }
}

/** The records sendAlike was given (the common values are shared: the pages only read them). */
export function takeAlike<T extends object>(sent: Alike<T>): T[] {
  return sent.items.map((item) => ({ ...sent.common, ...item }) as T)
}
