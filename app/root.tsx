import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useNonce } from './components/nonce'
import { HashRedirect } from './components/hash-redirect'
import { ShellFrame } from './components/shell-frame'
import { pageTitle, UNTITLED } from './components/title'
import { Toasts, type ViewToast } from './components/toasts'
import { loadShell } from './shell.server'
import stylesheet from './styles.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// The default title, also the 404 and error pages' (their meta stops at this route): the product name.
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, UNTITLED)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shell, headers } = await loadShell(context, request)
  return data(shell, { headers })
}

export type RootData = Awaited<ReturnType<typeof loadShell>>['shell']

export function useShell(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root') as RootData | undefined
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShell()
  const nonce = useNonce()
  const { i18n } = useTranslation()
  return (
    <html lang={shell?.lang ?? i18n.language ?? 'en'} data-theme={shell?.config.theme ?? 'default'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const shell = useShell()
  return (
    <>
      <Outlet />
      <Toasts initial={(shell?.toast as ViewToast | null) ?? null} />
      <HashRedirect />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 400 ? 'badRequest' : 'error'
  return (
    <ShellFrame shell={useShell()}>
      <section className="narrow">
        <h1>{t(`app.${kind}Title`)}</h1>
        <p>{t(`app.${kind}Text`)}</p>
        <p>
          <a href="/v2">{t('app.backHome')}</a>
        </p>
      </section>
    </ShellFrame>
  )
}
