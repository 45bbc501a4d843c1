import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pageTitle } from '~/components/title'
import { athletesLoader } from './v2.athletes-v2.server'

export const meta: MetaFunction = ({ matches }) => [...pageTitle(matches, 'pending.title')]
export const loader = (args: LoaderFunctionArgs) => athletesLoader(args)

/** My Athletes is built with the entry work; until then it points at the current site. */
export default function AthletesPending() {
  const { t } = useTranslation()
  const { legacyUrl } = useLoaderData<typeof loader>()
  return (
    <section className="narrow">
      <h1>{t('pending.title')}</h1>
      <p>{t('pending.text')}</p>
      <p>
        <a href={legacyUrl}>{t('pending.open')}</a>
      </p>
    </section>
  )
}
