import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { basketHandoffLoader } from './v2.basket-handoff.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

const titled = routeMeta('basketHandoff')
const SUBMITTED = { key: 'entry.submitted' }

// Without JavaScript the browser continues by itself (at once); with it, the effect below does.
export const meta: MetaFunction<typeof loader> = (args) => [
  ...titled(args),
  ...(args.data ? [{ httpEquiv: 'refresh', content: `0;url=${args.data.basketUrl}` }] : []),
]
export const loader = (args: LoaderFunctionArgs) => mapFailures(basketHandoffLoader, args)

/** 'Submitted to basket.' while the shop's basket page loads (2-entry.md §7, §8). */
export default function BasketHandoff() {
  const { t } = useTranslation()
  const { basketUrl } = useLoaderData<typeof loader>()
  useEffect(() => {
    window.location.replace(basketUrl)
  }, [basketUrl])
  return (
    <>
      <h1>{t('entry.basketHeading')}</h1>
      <FormMessage message={SUBMITTED} tone="success" />
      <p>
        <a href={basketUrl}>{t('entry.toBasket')}</a>
      </p>
    </>
  )
}
