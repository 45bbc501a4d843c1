import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { TicketScanResult } from '#bff/views/tickets'
import { FormMessage } from './message'

/**
 * The gate's scan box: a ticket number typed, or the text a handheld scanner types from the QR
 * code. Focused, and empty again after each answer for the next ticket; a refused code stays to correct.
 */
export function TicketScanForm() {
  const { t } = useTranslation()
  const result = useActionData<TicketScanResult>()
  const busy = useNavigation().state !== 'idle'
  return (
    <>
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
    </>
  )
}
