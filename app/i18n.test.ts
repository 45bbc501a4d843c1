import fc from 'fast-check'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { createI18n, i18nOptions, NAMESPACES, type Texts } from './i18n'
import { TEXTS } from './i18n-texts.server'

/** Every key of a namespace's texts with the names it interpolates. */
function keysOf(texts: object, prefix = ''): Array<{ key: string; names: string[] }> {
  return Object.entries(texts).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [
          {
            key: `${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, ''),
            names: [...v.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]!),
          },
        ]
      : keysOf(v as object, `${prefix}${k}.`),
  )
}

/** An instance as i18next makes it, without kept texts. */
function plainI18n(lng: string, texts: Texts) {
  const instance = i18next.createInstance()
  void instance.init(i18nOptions(lng, texts))
  return instance
}

// Values with '{{' are left out of the comparison: i18next puts such a value in the place of a later
// one ('Page {{pages}} of 3' comes out 'Page 3 of {{pages}}'); kept texts put it where it belongs.
const value = fc.oneof(
  fc.string().filter((s) => !s.includes('{{')),
  fc.integer(),
  fc.constantFrom('$t(competition.open)', '<b>&</b>', '\uE000', '\uE0000\uE001', ''),
)

describe('kept translations: what i18next gives, once looked up', () => {
  it.each(Object.keys(TEXTS))('gives what i18next gives for every text and any values (%s)', (lng) => {
    const texts = TEXTS[lng as keyof typeof TEXTS]
    const kept = createI18n(lng as 'en', texts)
    const plain = plainI18n(lng, texts)
    for (const ns of NAMESPACES) {
      const keptT = kept.getFixedT(lng, ns)
      const plainT = plain.getFixedT(lng, ns)
      for (const { key, names } of keysOf(texts[ns])) {
        expect(keptT(key)).toBe(plainT(key))
        fc.assert(
          fc.property(
            fc.array(value, { minLength: names.length, maxLength: names.length }),
            fc.option(fc.integer({ min: 0, max: 5 })),
            (values, count) => {
              const options: Record<string, unknown> = Object.fromEntries(names.map((n, i) => [n, values[i]]))
              if (count !== null) options.count = count
              return keptT(key, options) === plainT(key, options)
            },
          ),
          { numRuns: 15 },
        )
      }
    }
  })

  it('keeps a text per namespace and language: the same key in two namespaces stays apart', () => {
    const en = createI18n('en', TEXTS.en)
    expect(en.t('competition.open')).toBe(plainI18n('en', TEXTS.en).t('competition.open'))
    expect(en.t('missing.key', { name: 'x' })).toBe('missing.key')
    expect(en.getFixedT('en', 'builder')('events.groupNameOf', { name: 'A' })).toBe(
      plainI18n('en', TEXTS.en).getFixedT('en', 'builder')('events.groupNameOf', { name: 'A' }),
    )
    expect(en.getFixedT('en', 'common')('events.groupNameOf', { name: 'A' })).toBe('events.groupNameOf')
  })

  it('puts every value where it belongs, as written', () => {
    const en = createI18n('en', TEXTS.en)
    expect(en.t('home.pageOf', { page: '{{pages}}', pages: 3 })).toBe('Page {{pages}} of 3')
    expect(en.t('competition.heading', { id: 7, name: '{{id}} $t(competition.open)' })).toContain('{{id}} $t(competition.open)')
  })
})
