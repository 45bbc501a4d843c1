import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ShopBasket, ShopPurchases, ShopSection } from '~/components/shop-section'
import { routeMeta } from '~/components/title'
import { mapFailures } from '#bff/services/failure.server'
import { shopAction, shopLoader } from './v2.shop-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('shop')
export const loader = (args: LoaderFunctionArgs) => mapFailures(shopLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(shopAction, args)

/** The competition's shop on its own (entryDefaultPanel SHOP_ONLY sends entrants here). */
export default function Shop() {
  const { t } = useTranslation()
  const { shop } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const removal = answer?.removal ?? null
  return (
    <section>
      <h1>{t('shopPage.title', { name: shop.compName })}</h1>
      <p>
        <Link to={`/v2/show-entry-v2/${shop.compId}`}>{t('shopPage.back')}</Link>
      </p>
      <ShopPurchases purchases={shop.purchases} />
      <ShopBasket lines={shop.basket} currency={shop.currency} removal={removal} />
      <ShopSection shop={shop} refusal={removal ? null : answer} />
    </section>
  )
}
