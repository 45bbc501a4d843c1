import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { STORE_FIELDS } from '#bff/domain/finance/store-config'
import { mapFailures } from '#bff/services/failure.server'
import { FormMessage, useMessageText } from '~/components/message'
import { routeMeta } from '~/components/title'
import { storeConfigAction, storeConfigLoader } from './v2.sec-grid.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('secGrid')
export const loader = (args: LoaderFunctionArgs) => mapFailures(storeConfigLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(storeConfigAction, args)

/** Admins edit the store's fee and basket settings in one grid (works without JavaScript). */
export default function StoreConfig() {
  const { t } = useTranslation()
  const text = useMessageText()
  const loaded = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const view = posted ?? loaded
  const busy = useNavigation().state !== 'idle'
  return (
    <section>
      <h1>{t('storeConfig.title')}</h1>
      <FormMessage message={posted?.message} tone={posted?.ok ? 'success' : 'error'} />
      {/* A new key after each answer: the inputs show what the server holds or kept. */}
      <Form method="post" key={JSON.stringify(view.form)} noValidate>
        <table>
          <caption className="visually-hidden">{t('storeConfig.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('storeConfig.setting')}</th>
              <th scope="col">{t('storeConfig.value')}</th>
            </tr>
          </thead>
          <tbody>
            {STORE_FIELDS.map((field) => {
              const error = view.errors[field]
              return (
                <tr key={field}>
                  <th scope="row">
                    <label htmlFor={`store-${field}`}>{t(`storeConfig.fields.${field}`)}</label>
                  </th>
                  <td>
                    <input
                      id={`store-${field}`}
                      name={field}
                      inputMode="decimal"
                      defaultValue={view.form[field]}
                      maxLength={20}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `store-${field}-error` : undefined}
                    />
                    {error ? (
                      <p id={`store-${field}-error`} className="field-error">
                        {text(error)}
                      </p>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        <div className="actions">
          <button type="submit" disabled={busy}>
            {t('storeConfig.save')}
          </button>
        </div>
      </Form>
    </section>
  )
}
