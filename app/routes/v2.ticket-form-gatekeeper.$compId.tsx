import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { TicketScanForm } from '~/components/ticket-scan-form'
import { routeMeta } from '~/components/title'
import { ticketGatekeeperAction, ticketGatekeeperLoader } from './v2.ticket-form-gatekeeper.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('ticketGatekeeper')
export const loader = (args: LoaderFunctionArgs) => mapFailures(ticketGatekeeperLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(ticketGatekeeperAction, args)

/** The gatekeeper's form: the scan box alone, for a phone or a handheld scanner at the gate. */
export default function TicketGatekeeper() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  return (
    <section>
      <h1>{t('tickets.gatekeeper.heading', { name: view.compName })}</h1>
      <TicketScanForm />
      <p>
        <Link to={`/v2/ticket-admin/${view.compId}`}>{t('tickets.scan.back')}</Link>
      </p>
    </section>
  )
}
