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
