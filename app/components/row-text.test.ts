import fc from 'fast-check'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import en from '../locales/en/builder.json'
import fr from '../locales/fr/builder.json'
import { rowText } from './row-text'

const KEYS = ['events.groupNameOf', 'events.resultsOnOf', 'events.resultsOffOf', 'events.groupDeleteOf']

describe('rowText: a per-row text translated once', () => {
  it.each(['en', 'fr'])('gives what t() gives for any value (%s)', async (lng) => {
    const i18n = i18next.createInstance()
    await i18n.init({ lng, ns: ['builder'], resources: { en: { builder: en }, fr: { builder: fr } }, interpolation: { escapeValue: false } })
    const t = i18n.getFixedT(lng, 'builder')
    for (const key of KEYS) {
      const fill = rowText(t, key, 'name')
      for (const name of ['1500m', 'A & B <i>', '{{name}}', '$t(events.rename)', '']) expect(fill(name)).toBe(t(key, { name }))
      fc.assert(fc.property(fc.string().filter((s) => !s.includes('\u0000')), (name) => fill(name) === t(key, { name })))
    }
  })
})
