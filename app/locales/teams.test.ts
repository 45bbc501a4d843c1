import { describe, expect, it } from 'vitest'
import en from './en/common.json'
import fr from './fr/common.json'

type Texts = { [key: string]: string | Texts }

/** Every text of a block by its dotted key. */
function flatten(block: Texts, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(block).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('team section texts', () => {
  const english = flatten(en.teams)
  const french = flatten(fr.teams)

  it('exist in English and French with the same placeholders', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) expect(variables(french[key]!), key).toEqual(variables(text))
  })

  it('French: a non-breaking space before : ? !', () => {
    for (const [key, text] of Object.entries(french)) expect(text, key).not.toMatch(/(^|[^\u00a0\u202f])[:?!](\s|$)/)
  })

  it("keep the spec's texts", () => {
    expect(en.teams.saved).toBe('Team: {{name}} saved.')
    expect(en.teams.deleted).toBe('Team deleted.')
  })
})
