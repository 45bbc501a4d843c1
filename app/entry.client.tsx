import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'
import { createI18n } from './i18n'

const lang = document.documentElement.lang
const i18n = createI18n(isLanguage(lang) ? lang : DEFAULT_LANGUAGE)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemixBrowser />
      </I18nextProvider>
    </StrictMode>,
  )
})
