import { describe, expect, it } from 'vitest'
import { GENERAL_MESSAGES_EN } from '#bff/domain/builder/general'
import { OPTIONS_MESSAGES_EN } from '#bff/domain/builder/options'
import en from './en/builder.json'
import fr from './fr/builder.json'

/** Every string of a nested block, keyed by its dotted path. */
function flat(block: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(block).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value as object, `${prefix}${key}.`)),
    ),
  )
}
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('builder texts', () => {
  const english = flat(en)
  const french = flat(fr)

  it('exist in English and French with the same placeholders', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) expect(variables(french[key]!), key).toEqual(variables(text))
  })

  it("the rules' English texts are the spec's, as the domain has them", () => {
    for (const [code, text] of Object.entries({ ...GENERAL_MESSAGES_EN, ...OPTIONS_MESSAGES_EN }))
      expect(en.rules[code as keyof typeof en.rules], code).toBe(text)
    expect(en.saved).toBe('Competition Saved.')
  })

  it('French puts a non-breaking space before : ? ! (times like 09:25 and HH:mm aside)', () => {
    for (const [key, text] of Object.entries(french)) expect(text, key).not.toMatch(/[^\u00a0\u202f\dH][:?!]/)
  })
})
