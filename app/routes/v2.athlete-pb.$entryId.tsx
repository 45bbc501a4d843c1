import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { mapFailures } from '#bff/services/failure.server'
import { athletePbAction, athletePbLoader } from './v2.athlete-pb.$entryId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('athletePb')
export const loader = (args: LoaderFunctionArgs) => mapFailures(athletePbLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(athletePbAction, args)

/** The PB of one entry: what is recorded, and a form to change it (the event's unit and limits apply). */
export default function AthletePb() {
  const { t } = useTranslation()
  const { entry } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const refused = result && !result.ok
  return (
    <section className="narrow">
      <h1>{t('athletePb.title', { event: entry.eventName, name: entry.athleteName })}</h1>
      <p>{entry.compName}</p>
      <dl className="facts">
        <dt>{t('athletePb.entered')}</dt>
        <dd>{entry.perfText || t('athletePb.none')}</dd>
        <dt>{t('athletePb.pb')}</dt>
        <dd>{entry.pbText || t('athletePb.none')}</dd>
      </dl>
      <FormMessage message={result?.message} tone={refused ? 'error' : 'success'} />
      <Form method="post">
        <div className="field">
          <label htmlFor="pb">{t('athletePb.newPb')}</label>
          <input
            id="pb"
            name="pb"
            inputMode="decimal"
            autoComplete="off"
            placeholder={entry.placeholder}
            defaultValue={refused ? result.pb : ''}
            key={result ? `${result.ok}-${result.pb}` : 'initial'}
            aria-invalid={refused || undefined}
          />
        </div>
        <div className="actions">
          <button type="submit" disabled={busy} aria-busy={busy}>
            {t('athletePb.save')}
          </button>
          <Link to={`/v2/entry-v2/${entry.compId}`} className="button secondary">
            {t('athletePb.back')}
          </Link>
        </div>
      </Form>
    </section>
  )
}
