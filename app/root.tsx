import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useNonce } from './components/nonce'
import { HashRedirect } from './components/hash-redirect'
import { pageTitle, UNTITLED } from './components/title'
import { Toasts, type ViewToast } from './components/toasts'
import { useShell } from './shell'
import { loadShell } from './shell.server'
import stylesheet from './styles.css?url'
import { NAMESPACES } from './i18n'
import { TEXT_URLS } from './text-urls'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.png', type: 'image/png' },
]

// The default title, also the 404 and error pages' (their meta stops at this route): the product name.
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, UNTITLED)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shell, headers } = await loadShell(context, request)
  return data(shell, { headers })
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShell()
  const nonce = useNonce()
  const { i18n } = useTranslation()
  const lang = shell?.lang ?? i18n.language
  const texts = TEXT_URLS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE]
  return (
    <html lang={lang ?? 'en'} data-theme={shell?.config.theme ?? 'default'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The page's texts, which hydration waits for: fetched alongside the scripts, not after them. */}
        {NAMESPACES.map((ns) => (
          <link key={ns} rel="preload" href={texts[ns]} as="fetch" crossOrigin="anonymous" />
        ))}
        <noscript>
          <link rel="stylesheet" href="/no-js.css" />
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** A notification a page's loader asks for (a legacy refusal on a section): the deepest page's wins. */
function usePageToast(): ViewToast | null {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const notice = (matches[i]?.data as { notify?: ViewToast | null } | undefined)?.notify
    if (notice) return notice
  }
  return null
}

export default function App() {
  const shell = useShell()
  const pageToast = usePageToast()
  return (
    <>
      <Outlet />
      <Toasts initial={pageToast ?? (shell?.toast as ViewToast | null) ?? null} />
      <HashRedirect />
    </>
  )
}

// The shared boundary (app/components/error-boundary.tsx), with the shell drawn here.
export { ShellErrorBoundary as ErrorBoundary } from './components/error-boundary'
