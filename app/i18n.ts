import i18next, { type i18n } from 'i18next'
import { useContext } from 'react'
import { I18nContext, initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language } from '#bff/domain/routing/language'
import enAthletes from './locales/en/athletes.json'
import enBuilder from './locales/en/builder.json'
import en from './locales/en/common.json'
import enRoutes from './locales/en/routes.json'
import frAthletes from './locales/fr/athletes.json'
import frBuilder from './locales/fr/builder.json'
import fr from './locales/fr/common.json'
import frRoutes from './locales/fr/routes.json'

export const resources = {
  en: { common: en, routes: enRoutes, athletes: enAthletes, builder: enBuilder },
  fr: { common: fr, routes: frRoutes, athletes: frAthletes, builder: frBuilder },
} as const

const shared = new Map<Language, i18n>()

/**
 * One instance per language, made once: the texts are bundled and nothing ever changes an
 * instance's language (a language switch reloads the page), so renders can share them.
 */
export function getI18n(lng: Language): i18n {
  let instance = shared.get(lng)
  if (!instance) {
    instance = createI18n(lng)
    shared.set(lng, instance)
  }
  return instance
}

/** A fresh instance (texts are bundled, so it is ready at once). */
export function createI18n(lng: Language): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
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
