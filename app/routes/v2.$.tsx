import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pageTitle, titleText, UNTITLED } from '~/components/title'
import { useShell } from '~/shell'
import { placeholderLoader } from './v2.$.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const loader = (args: LoaderFunctionArgs) => placeholderLoader(args)

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title ?? UNTITLED)

/** A screen that has not moved to the new site yet: say so and link to it on the current site. */
export default function NotBuiltYet() {
  const { t } = useTranslation('routes')
  const { title, legacyUrl } = useLoaderData<typeof loader>()
  const shell = useShell()
  // A screen the spec gives no title would be headed by the product name: say what is going on instead.
  return (
    <section className="narrow" data-placeholder="">
      <h1>{title.key ? titleText(shell, title) : t('placeholder.notBuilt')}</h1>
      {title.key ? (
        <p className="banner info" role="note">
          {t('placeholder.notBuilt')}
        </p>
      ) : null}
      <p>{t('placeholder.text')}</p>
      <p>
        <a href={legacyUrl}>{t('placeholder.open')}</a>
      </p>
    </section>
  )
}
