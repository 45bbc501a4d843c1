import i18next, { type i18n } from 'i18next'
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

/** A fresh instance over one language's texts (ready at once). */
export function createI18n(lng: Language, texts: Texts): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: { [lng]: texts },
    lng,
    defaultNS: 'common',
    // React escapes; the spec's texts contain ':' and '.', so no separators in keys are inferred.
    interpolation: { escapeValue: false },
    nsSeparator: false,
    initImmediate: false,
    returnNull: false,
  })
  return instance
}

const plainTexts = new WeakMap<i18n, Map<string, string>>()

/**
 * `t` for components repeated down a list (competition cards). It reads the instance from context
 * instead of `useTranslation`, whose per-component checks cost more than the lookup, and resolves
 * each text without options once per instance and language: a home page asks for the same labels
 * some 150 times.
 */
export function useListT(): (key: string, options?: Record<string, unknown>) => string {
  const { i18n } = useContext(I18nContext)
  let texts = plainTexts.get(i18n)
  if (!texts) plainTexts.set(i18n, (texts = new Map()))
  const cache = texts
  return (key, options) => {
    if (options) return i18n.t(key, options)
    const id = `${i18n.language}:${key}`
    let text = cache.get(id)
    if (text === undefined) cache.set(id, (text = i18n.t(key)))
    return text
  }
}
