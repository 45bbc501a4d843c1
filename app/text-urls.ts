import type { Language } from '#bff/domain/routing/language'
import type { Namespace } from './i18n'
import enAthletes from './locales/en/athletes.json?url&no-inline'
import enBuilder from './locales/en/builder.json?url&no-inline'
import en from './locales/en/common.json?url&no-inline'
import enRoutes from './locales/en/routes.json?url&no-inline'
import frAthletes from './locales/fr/athletes.json?url&no-inline'
import frBuilder from './locales/fr/builder.json?url&no-inline'
import fr from './locales/fr/common.json?url&no-inline'
import frRoutes from './locales/fr/routes.json?url&no-inline'

/**
 * Where the browser fetches a language's texts: hashed files, cached for a year. Only the page's
 * language is fetched (preloaded by the document's head), as JSON, which the browser parses far
 * faster than the same texts compiled into a script.
 */
export const TEXT_URLS: Record<Language, Record<Namespace, string>> = {
  en: { common: en, routes: enRoutes, athletes: enAthletes, builder: enBuilder },
  fr: { common: fr, routes: frRoutes, athletes: frAthletes, builder: frBuilder },
}
