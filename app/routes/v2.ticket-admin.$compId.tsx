import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { FormMessage } from '~/components/message'
import { TicketTable } from '~/components/ticket-table'
import { routeMeta } from '~/components/title'
import { ticketAdminAction, ticketAdminLoader } from './v2.ticket-admin.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('ticketAdmin')
export const loader = (args: LoaderFunctionArgs) => mapFailures(ticketAdminLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(ticketAdminAction, args)

/** The competition's tickets and a scan box: a number typed, or a QR code's text from a scanner (works without JavaScript). */
export default function TicketAdmin() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  return (
    <section>
      <h1>{t('tickets.admin.heading', { name: view.compName })}</h1>
      <Form method="post" className="stack" key={result ? JSON.stringify(result.message) : 'scan'}>
        <input type="hidden" name="intent" value="scan" />
        <label htmlFor="ticket-code">{t('tickets.scan.label')}</label>
        <p id="ticket-code-help" className="hint">
          {t('tickets.scan.help')}
        </p>
        <input
          id="ticket-code"
          name="code"
          autoComplete="off"
          inputMode="text"
          required
          autoFocus
          aria-describedby="ticket-code-help"
          defaultValue={result && !result.ok ? (result.code ?? '') : ''}
        />
        <button type="submit" disabled={busy}>
          {t('tickets.scan.submit')}
        </button>
      </Form>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      <p role="status">{t('tickets.admin.counts', { count: view.sold, used: view.used })}</p>
      {view.items.length > 0 ? (
        <TicketTable items={view.items} caption={t('tickets.admin.caption')} links={{ ticket: true, order: true }} />
      ) : null}
    </section>
  )
}
