import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '#bff/domain/text/format'
import { mapFailures } from '#bff/services/failure.server'
import { FormMessage } from '~/components/message'
import { MyCheckIn } from '~/components/my-checkin'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { checkInCodeAction, checkInCodeLoader } from './v2.checkin-code.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('checkinCode')
export const loader = (args: LoaderFunctionArgs) => mapFailures(checkInCodeLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(checkInCodeAction, args)

/** Check-in by code: the code shown at the desk, then the athlete's own entries. */
export default function CheckInByCode() {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  if (data.verified) return <MyCheckIn data={data} result={result} busy={busy} />
  return (
    <>
      <h1>{t('checkin.code.heading', { name: data.competitionName })}</h1>
      {data.date ? <p>{formatLongDate(data.date, lang)}</p> : null}
      {data.availability !== 'open' ? (
        <p className="form-message error" role="status">
          {t(`checkin.availability.${data.availability}`)}
        </p>
      ) : (
        <Form method="post" className="checkin-code-form">
          <input type="hidden" name="intent" value="code" />
          <FormMessage message={result?.message} tone="error" />
          <label htmlFor="checkin-code">{t('checkin.code.label')}</label>
          <p id="checkin-code-help" className="help">
            {t('checkin.code.help')}
          </p>
          <input
            id="checkin-code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            required
            aria-describedby="checkin-code-help"
          />
          <button type="submit" className="button" disabled={busy}>
            {t('checkin.code.submit')}
          </button>
        </Form>
      )}
    </>
  )
}
