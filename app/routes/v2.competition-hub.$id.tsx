import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '#bff/domain/text/format'
import { mapFailures } from '#bff/services/failure.server'
import { useMessageText } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { competitionHubLoader } from './v2.competition-hub.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('competitionHub')
export const loader = (args: LoaderFunctionArgs) => mapFailures(competitionHubLoader, args)

/** One competition's tools for the user, grouped as the organiser's day goes (issue 30). */
export default function CompetitionHub() {
  const { t } = useTranslation()
  const text = useMessageText()
  const lang = useShell()?.lang ?? 'en'
  const view = useLoaderData<typeof loader>()
  const { counts } = view
  return (
    <>
      <h1>{t('hub.title', { name: view.name })}</h1>
      <p>
        {view.date ? <time dateTime={view.date}>{formatLongDate(view.date, lang)}</time> : null}
        {view.organiser ? ` · ${t('competition.organiserLine', { name: view.organiser })}` : ''}
      </p>
      {view.failures.map((m, i) => (
        <p key={i} className="form-message error" role="alert">
          {text(m)}
        </p>
      ))}
      <dl className="counts">
        <div>
          <dt>{t('competition.athletes')}</dt>
          <dd>{counts.athletes}</dd>
        </div>
        <div>
          <dt>{t('competition.entries')}</dt>
          <dd>{counts.entries}</dd>
        </div>
        {counts.checkedIn ? (
          <div>
            <dt>{t('hub.checkedIn')}</dt>
            <dd>{t('hub.checkedInCount', { collected: counts.checkedIn.collected, expected: counts.checkedIn.expected })}</dd>
          </div>
        ) : null}
        {counts.resultsSaved !== null ? (
          <div>
            <dt>{t('hub.resultsSaved')}</dt>
            <dd>{t('hub.resultsSavedCount', { count: counts.resultsSaved })}</dd>
          </div>
        ) : null}
      </dl>
      {view.checkInOffHref ? (
        <p className="form-message">
          {t('hub.checkInOff')} <Link to={view.checkInOffHref}>{t('hub.checkInOnLink')}</Link>
        </p>
      ) : null}
      {view.groups.map(({ group, tools }) => (
        <section key={group} aria-labelledby={`hub-${group}`} className="hub-group">
          <h2 id={`hub-${group}`}>{t(`hub.group.${group}`)}</h2>
          <ul className="actions">
            {tools.map((tool) => (
              <li key={tool.key}>
                <Link to={tool.href} className="button secondary">
                  {t(`hub.tool.${tool.key}`)}
                </Link>
              </li>
            ))}
            {group === 'build' && view.productsHref ? (
              <li>
                <Link to={view.productsHref} className="button secondary">
                  {t('products.hubLink')}
                </Link>
              </li>
            ) : null}
          </ul>
          {group === 'onTheDay' && view.eventGroups ? (
            <>
              <h3>{t('hub.resultsEntry')}</h3>
              {view.eventGroups.length === 0 ? (
                <p>{t('hub.noEventGroups')}</p>
              ) : (
                <ul className="hub-event-groups">
                  {view.eventGroups.map((g) => (
                    <li key={g.id}>
                      <Link to={g.resultsEntryHref}>{t('hub.resultsEntryFor', { name: g.name })}</Link>
                      {g.time ? ` · ${g.time}` : ''} · {t('hub.groupEntries', { count: g.entries })}
                      {g.resultsSaved ? ` · ${t('hub.groupResultsSaved')}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : null}
        </section>
      ))}
      <p>
        <Link to={view.showEntryHref}>{t('hub.competitionPage')}</Link> · <Link to={view.compAdminHref}>{t('hub.compAdmin')}</Link> ·{' '}
        <Link to="/v2/my-competitions">{t('hub.mine.title')}</Link>
      </p>
    </>
  )
}
