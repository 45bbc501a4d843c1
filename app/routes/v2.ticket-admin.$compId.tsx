import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { TicketScanForm } from '~/components/ticket-scan-form'
import { TicketTable } from '~/components/ticket-table'
import { routeMeta } from '~/components/title'
import { ticketAdminAction, ticketAdminLoader } from './v2.ticket-admin.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('ticketAdmin')
export const loader = (args: LoaderFunctionArgs) => mapFailures(ticketAdminLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(ticketAdminAction, args)

/** The competition's tickets and the scan box (works without JavaScript). */
export default function TicketAdmin() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  return (
    <section>
      <h1>{t('tickets.admin.heading', { name: view.compName })}</h1>
      <TicketScanForm />
      <p role="status">{t('tickets.admin.counts', { count: view.sold, used: view.used })}</p>
      <p>
        <Link to={`/v2/ticket-form-gatekeeper/${view.compId}`}>{t('tickets.gatekeeper.link')}</Link>
      </p>
      {view.items.length > 0 ? (
        <TicketTable items={view.items} caption={t('tickets.admin.caption')} links={{ ticket: true, order: true }} />
      ) : null}
    </section>
  )
}
