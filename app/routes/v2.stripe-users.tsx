import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { routeMeta } from '~/components/title'
import { stripeUsersLoader } from './v2.stripe-users.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('stripeUsers')
export const loader = (args: LoaderFunctionArgs) => mapFailures(stripeUsersLoader, args)

/** The payment-provider (Stripe) accounts and the organisations paid through each, for finance users. */
export default function StripeUsers() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  return (
    <section>
      <h1>{t('finance.stripeUsers.title')}</h1>
      <p role="status">{t('finance.stripeUsers.found', { count: view.items.length })}</p>
      {view.items.length > 0 ? (
        <table>
          <caption className="visually-hidden">{t('finance.stripeUsers.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('finance.stripeUsers.id')}</th>
              <th scope="col">{t('finance.stripeUsers.name')}</th>
              <th scope="col">{t('finance.stripeUsers.showPaymentCode')}</th>
              <th scope="col">{t('finance.stripeUsers.orgs')}</th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((u) => (
              <tr key={u.id}>
                <th scope="row">{u.id}</th>
                <td>{u.name || t('finance.stripeUsers.unnamed')}</td>
                <td>{t(u.showPaymentCode ? 'finance.stripeUsers.yes' : 'finance.stripeUsers.no')}</td>
                <td>{u.orgs.length > 0 ? u.orgs.map((o) => o.name).join(', ') : t('finance.stripeUsers.noOrgs')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
