import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '#bff/domain/text/format'
import { mapFailures } from '#bff/services/failure.server'
import type { MyCompetitionView } from '#bff/views/competition-hub'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { myCompetitionsLoader } from './v2.my-competitions.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('myCompetitions')
export const loader = (args: LoaderFunctionArgs) => mapFailures(myCompetitionsLoader, args)

function CompetitionList({ items, label }: { items: MyCompetitionView[]; label: string }) {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  const id = `mine-${label}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t(`hub.mine.${label}`)}</h2>
      {items.length === 0 ? (
        <p>{t(`hub.mine.${label}None`)}</p>
      ) : (
        <ul className="my-competitions">
          {items.map((c) => (
            <li key={c.id}>
              <Link to={c.hubHref}>{t('competition.heading', { id: c.id, name: c.name })}</Link>
              <span>
                {' · '}
                {c.date ? <time dateTime={c.date}>{formatLongDate(c.date, lang)}</time> : null}
                {c.organiser ? ` · ${c.organiser}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The competitions the user works on, upcoming first, each opening its hub (issue 30). */
export default function MyCompetitions() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{t('hub.mine.title')}</h1>
      <FormMessage message={view.failure} tone="error" />
      {view.everyCompetition ? (
        <p>
          {t('hub.mine.every')} <Link to="/v2">{t('hub.mine.search')}</Link>
        </p>
      ) : null}
      <CompetitionList items={view.items.filter((c) => c.upcoming)} label="upcoming" />
      <CompetitionList items={view.items.filter((c) => !c.upcoming)} label="past" />
      {view.clubSearch ? (
        <p>
          <Link to="/v2/club-search-v2">{t('hub.mine.clubs')}</Link>
        </p>
      ) : null}
    </>
  )
}
