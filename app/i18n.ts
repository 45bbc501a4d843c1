import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language } from '#bff/domain/language'
import enAthletes from './locales/en/athletes.json'
import en from './locales/en/common.json'
import enRoutes from './locales/en/routes.json'
import frAthletes from './locales/fr/athletes.json'
import fr from './locales/fr/common.json'
import frRoutes from './locales/fr/routes.json'

export const resources = {
  en: { common: en, routes: enRoutes, athletes: enAthletes },
  fr: { common: fr, routes: frRoutes, athletes: frAthletes },
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
