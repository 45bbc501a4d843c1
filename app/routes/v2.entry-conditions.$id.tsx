import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { formatDayTime } from '#bff/domain/text/format'
import { conditionsAction, conditionsLoader } from './v2.entry-conditions.$id.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('entryConditions')
export const loader = (args: LoaderFunctionArgs) => mapFailures(conditionsLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(conditionsAction, args)

/** Entry conditions: the priority code screen, then the terms, before the entry page. */
export default function EntryConditions() {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const cancel = (
    <Link to={`/v2/show-entry-v2/${data.id}`} className="button secondary">
      {t('conditions.cancel')}
    </Link>
  )
  if (data.step === 'priority') {
    return (
      <section className="narrow">
        <h1>{t('conditions.priorityTitle')}</h1>
        <p>{t('conditions.priorityOnly', { name: data.name })}</p>
        {data.openToAllAt ? <p>{t('conditions.openToAll', { date: formatDayTime(data.openToAllAt, lang) })}</p> : null}
        {data.messageHtml ? <div className="organiser-message" dangerouslySetInnerHTML={{ __html: data.messageHtml }} /> : null}
        <FormMessage message={result?.message} tone="error" />
        <Form method="post">
          <input type="hidden" name="intent" value="priority" />
          <div className="field">
            <label htmlFor="priority-code">{t('conditions.code')}</label>
            <input
              id="priority-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              required
              aria-invalid={result?.message ? true : undefined}
              aria-describedby={result?.message ? 'priority-error' : undefined}
            />
          </div>
          <div className="actions">
            <button type="submit" disabled={busy} aria-busy={busy}>
              {t('conditions.submit')}
            </button>
            {cancel}
            <Link to={`/v2/contact-organiser-v2/${data.id}`} className="button secondary">
              {t('competition.contactOrganiser')}
            </Link>
          </div>
        </Form>
      </section>
    )
  }
  return (
    <section>
      <h1>{t('conditions.termsTitle', { name: data.name })}</h1>
      <div className="terms" dangerouslySetInnerHTML={{ __html: data.termsHtml }} />
      <Form method="post" className="actions">
        <input type="hidden" name="intent" value="terms" />
        {cancel}
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('conditions.ok')}
        </button>
      </Form>
    </section>
  )
}
