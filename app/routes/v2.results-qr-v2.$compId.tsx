import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { routeMeta } from '~/components/title'
import { resultsQrLoader } from './v2.results-qr-v2.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('resultsQr')
export const loader = (args: LoaderFunctionArgs) => mapFailures(resultsQrLoader, args)

export default function ResultsQr() {
  const page = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="results-qr">
      <h1>{t('results.heading', { name: page.competitionName })}</h1>
      <p>{t('results.qrText')}</p>
      <img src={page.qr} alt={t('results.qrAlt')} width={240} height={240} />
      <p>
        <a href={page.url}>{page.url}</a>
      </p>
    </section>
  )
}
