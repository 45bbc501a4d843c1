import type { Language } from '#bff/domain/routing/language'
import { provideTexts, type Texts } from './i18n'
import enAthletes from './locales/en/athletes.json'
import enBuilder from './locales/en/builder.json'
import en from './locales/en/common.json'
import enRoutes from './locales/en/routes.json'
import frAthletes from './locales/fr/athletes.json'
import frBuilder from './locales/fr/builder.json'
import fr from './locales/fr/common.json'
import frRoutes from './locales/fr/routes.json'

/** Both languages' texts, for the server's renders and meta (the browser fetches its own, see text-urls). */
export const TEXTS: Record<Language, Texts> = {
  en: { common: en, routes: enRoutes, athletes: enAthletes, builder: enBuilder },
  fr: { common: fr, routes: frRoutes, athletes: frAthletes, builder: frBuilder },
}

for (const [lng, texts] of Object.entries(TEXTS)) provideTexts(lng as Language, texts)
