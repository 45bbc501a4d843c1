/**
 * A value built on first use, once per key. For Intl formatters and collators: building one costs far
 * more than using it, and a browser's first also loads its locale data (tens of milliseconds on a
 * phone), which a page that never uses it should not pay while it starts.
 */
export function builtOnce<K, V>(build: (key: K) => V): (key: K) => V {
  const built = new Map<K, V>()
  return (key) => {
    let value = built.get(key)
    if (value === undefined) built.set(key, (value = build(key)))
    return value
  }
}

/**
 * As builtOnce, for keys with no small bound (dates from the legacy site): at most `max` kept,
 * forgotten all at once when full. A page reads the same few dates many times.
 */
export function keptUpTo<K, V>(max: number, build: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>()
  return (key) => {
    let value = kept.get(key)
    if (value === undefined) {
      if (kept.size >= max) kept.clear()
      kept.set(key, (value = build(key)))
    }
    return value
  }
}
