import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { chequesAction, chequesLoader } from './v2.cheques.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('cheques')
export const loader = (args: LoaderFunctionArgs) => mapFailures(chequesLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(chequesAction, args)

/** Cheque payments with their payment status; one awaiting its cheque is marked received (works without JavaScript). */
export default function Cheques() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  return (
    <section>
      <h1>{t('finance.cheques.title')}</h1>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      <p role="status">{t('finance.cheques.found', { count: view.items.length })}</p>
      {view.items.length > 0 ? (
        <table>
          <caption className="visually-hidden">{t('finance.cheques.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('finance.cheques.order')}</th>
              <th scope="col">{t('finance.cheques.competition')}</th>
              <th scope="col">{t('finance.cheques.user')}</th>
              <th scope="col">{t('finance.cheques.amount')}</th>
              <th scope="col">{t('finance.cheques.date')}</th>
              <th scope="col">{t('finance.cheques.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('finance.cheques.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.id}</th>
                <td>{c.compName}</td>
                <td>
                  {c.userName}
                  <br />
                  {c.email}
                </td>
                <td>{c.amount}</td>
                <td>{c.date}</td>
                <td>{t(c.statusKey)}</td>
                <td>
                  {c.receivable ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="received" />
                      <input type="hidden" name="orderId" value={c.id} />
                      <button type="submit" className="small" disabled={busy}>
                        {t('finance.cheques.markReceived')} <span className="visually-hidden">({t('finance.cheques.orderNo', { id: c.id })})</span>
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
