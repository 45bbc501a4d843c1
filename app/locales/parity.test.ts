import { describe, expect, it } from 'vitest'
import { NAMESPACES } from '~/i18n'
import { TEXTS } from '~/i18n-texts.server'

/** Every text of a namespace by its dotted key, plural forms under their base key. */
function flat(block: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(block)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, ''), value)
    else for (const [k, v] of flat(value as object, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort()

// The browser holds only its page's language, with no other to fall back on: both must be complete.
describe.each(NAMESPACES)('the %s texts', (ns) => {
  const english = flat(TEXTS.en[ns])
  const french = flat(TEXTS.fr[ns])

  it('exist in both languages, key for key', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('carry the same placeholders in both languages', () => {
    for (const [key, text] of english) expect(variables(french.get(key) ?? ''), key).toEqual(variables(text))
  })
})
