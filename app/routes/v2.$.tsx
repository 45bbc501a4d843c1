import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pageTitle } from '~/components/title'
import { placeholderLoader } from './v2.$.server'

export const loader = (args: LoaderFunctionArgs) => placeholderLoader(args)

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageTitle(matches, `routes:${data.titleKey}`, data.titleValues) : []

/** A screen that has not moved to the new site yet: say so and link to it on the current site. */
export default function NotBuiltYet() {
  const { t } = useTranslation('routes')
  const { titleKey, titleValues, legacyUrl } = useLoaderData<typeof loader>()
  return (
    <section className="narrow" data-placeholder="">
      <h1>{t(titleKey, titleValues)}</h1>
      <p className="banner info" role="note">
        {t('placeholder.notBuilt')}
      </p>
      <p>{t('placeholder.text')}</p>
      <p>
        <a href={legacyUrl}>{t('placeholder.open')}</a>
      </p>
    </section>
  )
}
