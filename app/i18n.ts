import i18next, { type i18n, type InitOptions } from 'i18next'
import { useContext } from 'react'
import { I18nContext, initReactI18next } from 'react-i18next'
import type { Language } from '#bff/domain/routing/language'

export const NAMESPACES = ['common', 'routes', 'athletes', 'builder'] as const
export type Namespace = (typeof NAMESPACES)[number]
/** One language's texts, by namespace. */
export type Texts = Record<Namespace, object>

const shared = new Map<Language, i18n>()

/**
 * Makes a language's texts the ones its pages use. The server provides both languages when it
 * starts; the browser only its page's, fetched before hydration (a language switch reloads the page).
 * Nothing ever changes an instance's language, so renders share them.
 */
export function provideTexts(lng: Language, texts: Texts): i18n {
  const instance = createI18n(lng, texts)
  shared.set(lng, instance)
  return instance
}

/** The instance of a language; in the browser, which holds one language, that one. */
export function getI18n(lng: Language): i18n {
  const instance = shared.get(lng) ?? shared.values().next().value
  if (!instance) throw new Error('No texts provided')
  return instance
}

/** How every instance reads one language's texts. */
export function i18nOptions(lng: string, texts: Texts): InitOptions {
  return {
    resources: { [lng]: texts },
    lng,
    defaultNS: 'common',
    // React escapes; the spec's texts contain ':' and '.', so no separators in keys are inferred.
    interpolation: { escapeValue: false },
    nsSeparator: false,
    initImmediate: false,
    returnNull: false,
  }
}

/** A fresh instance over one language's texts (ready at once). */
export function createI18n(lng: Language, texts: Texts): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init(i18nOptions(lng, texts))
  keepTranslations(instance)
  return instance
}

/** Options that choose among texts or change how one is built: such calls go to i18next every time. */
const CHOOSING = new Set([
  'ordinal',
  'defaultValue',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'fallbackLng',
  'keySeparator',
  'nsSeparator',
])
/**
 * Options that say which text is looked up: part of what a kept text is kept under (a count picks
 * the plural and is put in as it is: each count seen is kept apart).
 */
const WHERE = new Set(['lng', 'lngs', 'ns', 'keyPrefix', 'count', 'context'])
const MAX_KEPT = 5_000
// Stands in for the i-th value while a template is built; a value never interpolates again.
const slot = (i: number) => `\uE000${i}\uE001`
const SLOT = /\uE000(\d+)\uE001/

/**
 * Every text is looked up and interpolated by i18next once per instance: kept as a template with
 * a slot for each value, filled in on later calls. A page asks for the same texts hundreds of times
 * (twenty cards, a 40-row schedule), and i18next's lookup was a tenth of a home page's CPU. Calls
 * that pass anything but strings and numbers, or options that change how a text is built, go to
 * i18next as before.
 */
function keepTranslations(instance: i18n) {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown
  // A template alternates text and value indices: ['Hello ', 0, '!'].
  const kept = new Map<string, Array<string | number>>()
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0 || (options !== undefined && (typeof options !== 'object' || options === null))) {
      return translate(key, options, ...rest)
    }
    let id = key
    const names: string[] = []
    const values: string[] = []
    const where: Record<string, unknown> = {}
    for (const [name, value] of Object.entries((options ?? {}) as Record<string, unknown>)) {
      if (value === undefined) continue
      if (name === 'count' && typeof value !== 'number') return translate(key, options)
      if (WHERE.has(name)) {
        where[name] = value
        id += `\u0002${name}=${String(value)}`
      } else if (CHOOSING.has(name) || name.startsWith('defaultValue') || (typeof value !== 'string' && typeof value !== 'number')) {
        return translate(key, options)
      } else {
        names.push(name)
        values.push(String(value))
      }
    }
    id += `\u0003${names.join('\u0002')}`
    let template = kept.get(id)
    if (!template) {
      const withSlots = Object.fromEntries(names.map((name, i) => [name, slot(i)]))
      const text = translate(key, { ...where, ...withSlots })
      if (typeof text !== 'string') return translate(key, options)
      template = text.split(SLOT).map((part, i) => (i % 2 === 1 ? Number(part) : part))
      if (kept.size < MAX_KEPT) kept.set(id, template)
    }
    let out = ''
    for (const part of template) out += typeof part === 'number' ? values[part] : part
    return out
  }
  instance.t = t as unknown as i18n['t']
}

/**
 * `t` for components repeated down a list (competition cards): it reads the instance from context
 * instead of `useTranslation`, whose per-component checks cost more than the (kept) lookup.
 */
export function useListT(): (key: string, options?: Record<string, unknown>) => string {
  return useContext(I18nContext).i18n.t as (key: string, options?: Record<string, unknown>) => string
}
