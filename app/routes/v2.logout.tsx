import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { logoutAction, logoutLoader } from './v2.logout.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const loader = (args: LoaderFunctionArgs) => mapFailures(logoutLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(logoutAction, args)

/** Logging out is a POST behind a confirmation, so a link or an image elsewhere cannot do it. */
export default function Logout() {
  const { t } = useTranslation()
  return (
    <section className="narrow">
      <h1>{t('logout.title')}</h1>
      <Form method="post" className="confirm">
        <p id="logout-question">{t('logout.confirm')}</p>
        <div className="actions">
          <Link to="/v2" className="button secondary">
            {t('logout.cancel')}
          </Link>
          <button type="submit" aria-describedby="logout-question">
            {t('logout.ok')}
          </button>
        </div>
      </Form>
    </section>
  )
}
