import { describe, expect, it } from 'vitest'
import { LIF_MESSAGES_EN } from '#bff/domain/results/lif'
import en from './en/common.json'
import fr from './fr/common.json'

/** Every string of a nested block, keyed by its dotted path. */
function flat(block: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(block).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value as object, `${prefix}${key}.`)),
    ),
  )
}
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('results texts', () => {
  const english = {
    ...flat(en.resultsImport, 'resultsImport.'),
    ...flat(en.results, 'results.'),
    ...flat(en.resultsEntry, 'resultsEntry.'),
  }
  // French has a plural form English has not ('many'); it reads as the 'other' form.
  const french = Object.fromEntries(
    Object.entries({
      ...flat(fr.resultsImport, 'resultsImport.'),
      ...flat(fr.results, 'results.'),
      ...flat(fr.resultsEntry, 'resultsEntry.'),
    }).filter(([key]) => !key.endsWith('_many')),
  )

  it('exist in English and French with the same placeholders', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) expect(variables(french[key]!), key).toEqual(variables(text))
  })

  it("the file's messages are the parser's, and the upload's success is the spec's", () => {
    for (const [code, text] of Object.entries(LIF_MESSAGES_EN))
      expect(en.resultsImport.lif[code as keyof typeof LIF_MESSAGES_EN], code).toBe(
        text.replace('{line}', '{{line}}').replace('{value}', '{{value}}'),
      )
    expect(en.resultsImport.uploaded).toBe('File uploaded')
  })

  it('French puts a non-breaking space before : ? ! and inside « »', () => {
    for (const [key, text] of Object.entries(french)) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f\d][:?!»]/)
      expect(text, key).not.toMatch(/«[^\u00a0\u202f]/)
    }
  })
})
