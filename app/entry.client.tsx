import { decodeServerState, RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'
import { NAMESPACES, provideTexts, type Texts } from './i18n'
import { TEXT_URLS } from './text-urls'

const lang = document.documentElement.lang
const lng = isLanguage(lang) ? lang : DEFAULT_LANGUAGE

async function fetchTexts(): Promise<Texts> {
  const urls = TEXT_URLS[lng]
  const files = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const res = await fetch(urls[ns])
      if (!res.ok) throw new Error(`texts ${ns}: ${res.status}`)
      return [ns, (await res.json()) as object] as const
    }),
  )
  return Object.fromEntries(files) as Texts
}

// Without its texts the page stays as the server drew it, which works without JavaScript.
// The page's data is read before hydration too: React hydrates at once when a click arrives, and
// if Remix were still reading then, React 18 would fail with "Root did not complete" (#345).
void Promise.all([fetchTexts(), decodeServerState()]).then(([texts]) => {
  const i18n = provideTexts(lng, texts)
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
})
