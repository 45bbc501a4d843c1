import { describe, expect, it } from 'vitest'
import { createI18n } from '~/i18n'
import { TEXTS } from '~/i18n-texts.server'
import en from './en/common.json'
import fr from './fr/common.json'

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const NBSP = '\u00a0'

/** Every string of a nested block, keyed by its dotted path. */
function flat(block: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(block).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value as object, `${prefix}${key}.`)),
    ),
  )
}

describe('competition card texts', () => {
  const english = flat(en.competition)
  const french = flat(fr.competition)

  it('exist in English and French with the same placeholders', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) expect(variables(french[key]!), key).toEqual(variables(text))
  })

  it('carry their label separators: "Label: " in English, "Label : " with a non-breaking space in French', () => {
    const lines = ['heading', 'organiserLine', 'daysLine', 'restrictedToClubs', 'restrictedToAreas', 'restrictionEndsLine']
    for (const key of lines) {
      expect(english[key], key).toMatch(/\S: \{\{\w+\}\}$/)
      expect(french[key], key).toContain(`${NBSP}: {{`)
    }
    // Nothing the card shows has a French colon after a plain space or a letter (page titles, like
    // every other title, keep a plain space: a title never wraps).
    for (const [key, text] of Object.entries(french)) if (key !== 'pageTitle') expect(text, key).not.toMatch(/[^\u00a0\u202f]:/)
  })

  it('interpolate names as they are, without reading them as markup or nested keys', () => {
    const t = createI18n('fr', TEXTS.fr).t
    expect(t('competition.heading', { id: 509, name: 'Open <b>&</b> {{id}} $t(competition.open)' })).toBe(
      `509${NBSP}: Open <b>&</b> {{id}} $t(competition.open)`,
    )
    expect(createI18n('en', TEXTS.en).t('competition.organiserLine', { name: 'Larkhill Striders' })).toBe('Organiser: Larkhill Striders')
  })
})
