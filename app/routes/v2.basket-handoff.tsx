import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormMessage } from '~/components/message'
import { useNonce } from '~/components/nonce'
import { routeMeta } from '~/components/title'
import { basketHandoffLoader } from './v2.basket-handoff.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

const SUBMITTED = { key: 'entry.submitted' }

export const meta = routeMeta('basketHandoff')
export const loader = (args: LoaderFunctionArgs) => mapFailures(basketHandoffLoader, args)

/** The address as a script string: no `</script>` can close the element early. */
const scriptString = (url: string) => JSON.stringify(url).replace(/</g, '\\u003c')

/**
 * 'Submitted to basket.' while the shop's basket page loads (2-entry.md §7, §8). The page is
 * always a document load (the submit redirects with a reload), so it goes on as it is read: the
 * inline script where scripts run, else the refresh a browser without them reads in <noscript>.
 * Never both, and no effect after hydration: a one-time address is spent by the first visit.
 */
export default function BasketHandoff() {
  const { t } = useTranslation()
  const nonce = useNonce()
  const { basketUrl } = useLoaderData<typeof loader>()
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${basketUrl}`} />
      </noscript>
      <h1>{t('entry.basketHeading')}</h1>
      <FormMessage message={SUBMITTED} tone="success" />
      <p>
        <a href={basketUrl}>{t('entry.toBasket')}</a>
      </p>
      {/* Last: leaving stops the page being read, so what it says must come first. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `location.replace(${scriptString(basketUrl)})` }} />
    </>
  )
}
