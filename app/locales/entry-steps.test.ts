import { describe, expect, it } from 'vitest'
import en from './en/common.json'
import fr from './fr/common.json'

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('entity picker and multi-event texts', () => {
  it('exist in English and French with the same placeholders', () => {
    for (const block of ['entity', 'multiEvent'] as const) {
      expect(Object.keys(fr[block]).sort(), block).toEqual(Object.keys(en[block]).sort())
      for (const [key, text] of Object.entries(en[block])) {
        const french = fr[block][key as keyof (typeof fr)[typeof block]] as string
        expect(french, `${block}.${key}`).toBeTruthy()
        expect(variables(french), `${block}.${key}`).toEqual(variables(text))
      }
    }
  })

  it("keep the spec's English failure text for multi-event PBs", () => {
    expect(en.multiEvent.saveError).toBe('Error updating Multi PBs.')
  })
})
