import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { ticketAction, ticketLoader } from './v2.ticket.$compId.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('ticket')
export const loader = (args: LoaderFunctionArgs) => mapFailures(ticketLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(ticketAction, args)

/** One ticket at the gate (what its QR code opens): whether it was used, and using it once. */
export default function TicketScan() {
  const { t } = useTranslation()
  const { compId, compName, ticket, qr } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  return (
    <section>
      <h1>{t('tickets.scan.heading', { id: ticket.id })}</h1>
      <p>{compName}</p>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      <dl>
        <dt>{t('tickets.column.product')}</dt>
        <dd>{ticket.product}</dd>
        <dt>{t('tickets.column.holder')}</dt>
        <dd>{ticket.holder}</dd>
        <dt>{t('tickets.column.order')}</dt>
        <dd>
          <Link to={ticket.orderHref}>{ticket.orderId}</Link>
        </dd>
        <dt>{t('tickets.column.status')}</dt>
        <dd>
          <strong>{ticket.used ? t('tickets.usedAt', { at: ticket.usedAt }) : t('tickets.unused')}</strong>
          {ticket.used && ticket.scannedBy ? ` (${ticket.scannedBy})` : null}
        </dd>
      </dl>
      {ticket.used ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="scan" />
          <button type="submit" disabled={busy}>
            {t('tickets.scan.use')}
          </button>
        </Form>
      )}
      <img src={qr} alt={t('tickets.scan.qr', { id: ticket.id })} width={160} height={160} />
      <p>
        <Link to={`/v2/ticket-admin/${compId}`}>{t('tickets.scan.back')}</Link>
      </p>
    </section>
  )
}
