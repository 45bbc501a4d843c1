import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { TicketTable } from '~/components/ticket-table'
import { routeMeta } from '~/components/title'
import { ticketOrderLoader } from './v2.ticket-order.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('ticketOrder')
export const loader = (args: LoaderFunctionArgs) => mapFailures(ticketOrderLoader, args)

/** The tickets of one order, for its buyer and the competition's ticket staff. */
export default function TicketOrder() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  return (
    <section>
      <h1>{t('tickets.order.heading', { id: view.id })}</h1>
      <p>{t('tickets.order.summary', { name: view.compName, user: view.userName, date: view.date })}</p>
      <p role="status">{t('tickets.order.count', { count: view.items.length })}</p>
      {view.items.length > 0 ? (
        <TicketTable
          items={view.items}
          caption={t('tickets.order.heading', { id: view.id })}
          links={{ ticket: view.canScan, order: false }}
        />
      ) : null}
    </section>
  )
}
