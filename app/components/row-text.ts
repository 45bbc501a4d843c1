import type { TFunction } from 'i18next'

// Any text a value cannot contain: the split point of the translated template.
const MARK = '\u0000'

/**
 * A text with one value, translated once for all the rows of a long table: `fill(v)` is what
 * `t(key, { [name]: v })` gives (interpolation is not escaped here, React escapes; values are
 * never interpolated again), without i18next's per-call lookup, which dominated a 120-row render.
 */
export function rowText<N extends string>(t: TFunction<N>, key: string, name: string): (value: string) => string {
  const parts = t(key, { [name]: MARK }).split(MARK)
  return (value) => parts.join(value)
}
