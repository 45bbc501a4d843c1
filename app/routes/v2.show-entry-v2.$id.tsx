import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CompetitionCard } from '~/components/competition-card'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { competitionLoader } from './v2.show-entry-v2.$id.server'
import { plainDescription } from '#bff/domain/text/meta-description'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('showEntry', (data) => {
  const html = (data as { informationHtml?: string | null } | undefined)?.informationHtml
  return html ? plainDescription(html) : undefined
})
export const loader = (args: LoaderFunctionArgs) => mapFailures(competitionLoader, args)

/** The public competition page: the card in full, its information and links. */
export default function CompetitionPage() {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  const { card, informationHtml } = useLoaderData<typeof loader>()
  return (
    <>
      <CompetitionCard card={card} lang={lang} full headingLevel={1} />
      {informationHtml ? (
        <section aria-labelledby="info-heading" className="information">
          <h2 id="info-heading">{t('competition.information')}</h2>
          <div dangerouslySetInnerHTML={{ __html: informationHtml }} />
        </section>
      ) : null}
    </>
  )
}
