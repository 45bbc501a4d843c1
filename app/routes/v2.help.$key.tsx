import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { HelpBodyView, HelpTitle } from '~/components/help-panel'
import { routeMeta } from '~/components/title'
import { helpLoader } from './v2.help.$key.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('fieldHelp')
export const loader = (args: LoaderFunctionArgs) => mapFailures(helpLoader, args)

/** A field's help as a page: where the help button leads without JavaScript (1-shell §2.8). */
export default function FieldHelpPage() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  return (
    <section className="narrow help-page">
      <HelpTitle view={view} id="help-title" as="h1" />
      <HelpBodyView view={view} />
      <p>
        <Link to={view.returnTo}>{t('help.back')}</Link>
      </p>
    </section>
  )
}
