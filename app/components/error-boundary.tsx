import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { UserMessage } from '#bff/views/message'
import { useShell } from '~/shell'
import { useMessageText } from './message'
import { ShellFrame } from './shell-frame'
import { Toasts } from './toasts'

/** What a loader throws for a failed essential call (bff/services/failure.server.ts). */
type Failure = { message: UserMessage; retry: boolean; notify: boolean }

function failureOf(data: unknown): Failure | null {
  const failure = (data as { failure?: unknown } | null)?.failure as Partial<Failure> | undefined
  if (!failure || typeof failure !== 'object' || !failure.message || typeof failure.message !== 'object') return null
  return { message: failure.message, retry: failure.retry === true, notify: failure.notify === true }
}

const TITLES: Record<number, string> = {
  400: 'app.badRequestTitle',
  403: 'app.forbiddenTitle',
  404: 'app.notFoundTitle',
  503: 'errors.unavailableTitle',
  504: 'errors.slowTitle',
}
const TEXTS: Record<number, string> = { 400: 'app.badRequestText', 403: 'app.forbiddenText', 404: 'app.notFoundText' }

/** In development only, what a developer needs: the error and its stack (scrubbed on the server). */
function DevDetail({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (!(error instanceof Error)) return null
  return (
    <details className="dev-error">
      <summary>{t('app.devDetail')}</summary>
      <pre>{error.stack ?? error.message}</pre>
    </details>
  )
}

/**
 * The page every route shows when its loader or action failed: what happened in the user's
 * language, a retry when waiting may help, never a stack (except to developers) or legacy detail.
 */
/** What a loader throws when its screen hands over to the legacy site (bff/services/hand-over.server.ts). */
function handOverOf(data: unknown): { legacyUrl: string } | null {
  const handOver = (data as { handOver?: { legacyUrl?: unknown } } | null)?.handOver
  return handOver && typeof handOver.legacyUrl === 'string' ? { legacyUrl: handOver.legacyUrl } : null
}

/** The screen lives on the legacy site for now: one sentence why, and the way there. */
function HandOverPage({ legacyUrl }: { legacyUrl: string }) {
  const { t } = useTranslation()
  return (
    <section className="narrow" data-hand-over="">
      <h1>{t('handOver.title')}</h1>
      <p>{t('handOver.text')}</p>
      <p>
        <a className="button" href={legacyUrl}>
          {t('handOver.open')}
        </a>
      </p>
    </section>
  )
}

export function ErrorPage() {
  const error = useRouteError()
  const shell = useShell()
  const { t } = useTranslation()
  const text = useMessageText()
  const { pathname, search } = useLocation()
  const handOver = isRouteErrorResponse(error) ? handOverOf(error.data) : null
  if (handOver) return <HandOverPage legacyUrl={handOver.legacyUrl} />
  const status = isRouteErrorResponse(error) ? error.status : 500
  const failure = isRouteErrorResponse(error) ? failureOf(error.data) : null
  const title = TITLES[status] ?? 'app.errorTitle'
  const body = failure ? text(failure.message) : t(TEXTS[status] ?? 'app.errorText')
  return (
    <section className="narrow" data-error-status={status}>
      <h1>{t(title)}</h1>
      <p>{body}</p>
      {failure?.retry ? (
        <p>
          {/* A plain link reloads the same address, with or without JavaScript. */}
          <a className="button" href={pathname + search} data-retry="">
            {t('app.retry')}
          </a>
        </p>
      ) : null}
      <p>
        <a href="/v2">{t('app.backHome')}</a>
      </p>
      {/* 1-shell §8's global handler, for admins: the error's own message (in production Remix sends a server error's as 'Unexpected Server Error'; a browser error's is the browser's). */}
      {shell?.user?.admin && error instanceof Error ? (
        <p className="admin-error">{t('app.adminError', { message: error.message })}</p>
      ) : null}
      {shell?.devTools && !isRouteErrorResponse(error) ? <DevDetail error={error} /> : null}
      {failure?.notify ? <Toasts initial={{ level: 'error', ...failure.message }} /> : null}
    </section>
  )
}

/** A page's own boundary: inside the v2 layout, which keeps the shell around it. */
export function ErrorBoundary() {
  return <ErrorPage />
}

/** The boundary of a route that draws the shell itself (root, the v2 layout, v1 paths). */
export function ShellErrorBoundary() {
  return (
    <ShellFrame shell={useShell()}>
      <ErrorPage />
    </ShellFrame>
  )
}
