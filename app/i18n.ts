import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language } from '#bff/domain/language'
import en from './locales/en/common.json'
import enRoutes from './locales/en/routes.json'
import fr from './locales/fr/common.json'
import frRoutes from './locales/fr/routes.json'

export const resources = { en: { common: en, routes: enRoutes }, fr: { common: fr, routes: frRoutes } } as const

/** One i18next instance per render (server) or per page load (browser); texts are bundled. */
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
