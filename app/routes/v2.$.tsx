import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pageTitle, titleText, UNTITLED } from '~/components/title'
import { useShell } from '~/root'
import { placeholderLoader } from './v2.$.server'

export const loader = (args: LoaderFunctionArgs) => placeholderLoader(args)

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title ?? UNTITLED)

/** A screen that has not moved to the new site yet: say so and link to it on the current site. */
export default function NotBuiltYet() {
  const { t } = useTranslation('routes')
  const { title, legacyUrl } = useLoaderData<typeof loader>()
  const shell = useShell()
  return (
    <section className="narrow" data-placeholder="">
      <h1>{titleText(shell, title)}</h1>
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
