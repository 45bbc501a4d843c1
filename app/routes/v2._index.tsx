import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CompetitionCard } from '~/components/competition-card'
import { KeptHtml } from '~/components/kept-html'
import type { PageHandle } from '~/components/shell-frame'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { homeLoader } from './v2._index.server'
import { Pagination } from '~/components/pagination'
import { FormActions } from '~/components/form-actions'
import { ResultsSection } from '~/components/search-parts'
import { mapFailures } from '#bff/services/failure.server'
import { fullCards } from '#bff/views/competition-card-wire'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('home')
export const handle: PageHandle = { pageWidth: 'wide' }
export const loader = (args: LoaderFunctionArgs) => mapFailures(homeLoader, args)

const KINDS = ['T', 'F', 'M', 'R', 'X'] as const

/** Home: the public competition list, its filters in the URL (shareable, back button, no JavaScript needed). */
export default function Home() {
  const { t } = useTranslation()
  const shell = useShell()
  const data = useLoaderData<typeof loader>()
  const { filter, options } = data
  const searching = useNavigation().state === 'loading'
  // Remount the form when the URL changes (back button, reset) so its fields show the URL's filter.
  const { search } = useLocation()
  const lang = shell?.lang ?? 'en'
  return (
    <>
      <h1>{t('home.heading')}</h1>
      {shell?.user ? <p>{t('home.welcomeUser', { name: shell.user.displayName })}</p> : <p>{t('home.welcome')}</p>}
      {shell?.user?.myCompetitions ? (
        <p>
          <Link to="/v2/my-competitions">{t('hub.mine.homeLink')}</Link>
        </p>
      ) : null}
      <Form key={search} method="get" className="filters" aria-label={t('home.filters')}>
        <div className="field">
          <label htmlFor="f-q">{t('home.freeText')}</label>
          <input id="f-q" name="q" type="search" defaultValue={filter.freeText} />
        </div>
        <details className="more-filters" open={data.moreFiltersInUse}>
          <summary>{t('home.moreFilters')}</summary>
          <KeptHtml as="div" className="more-filters-grid" inputs={[filter, options]} asSent>
            {() => (
              <>
                <div className="field">
                  <label htmlFor="f-from">{t('home.fromDate')}</label>
                  <input id="f-from" name="from" type="date" defaultValue={filter.fromDate} />
                </div>
                <div className="field">
                  <label htmlFor="f-to">{t('home.toDate')}</label>
                  <input id="f-to" name="to" type="date" defaultValue={filter.toDate} />
                </div>
                {(
                  [
                    ['organiser', 'home.organiser', filter.organiserId, options.organisers],
                    ['location', 'home.location', filter.locationId, options.locations],
                    ['compOrg', 'home.compOrg', filter.compOrgId, options.compOrgs],
                    ['event', 'home.event', filter.eventId, options.events],
                  ] as const
                ).map(([name, label, value, choices]) => (
                  <Select
                    key={name}
                    id={`f-${name.toLowerCase()}`}
                    name={name}
                    label={t(label)}
                    value={value}
                    options={choices}
                    any={t('home.any')}
                  />
                ))}
                <div className="field">
                  <label htmlFor="f-type">{t('home.type')}</label>
                  <select id="f-type" name="type" defaultValue={filter.type}>
                    <option value="ALL">{t('home.typeAll')}</option>
                    <option value="O">{t('home.typeOutdoor')}</option>
                    <option value="I">{t('home.typeIndoor')}</option>
                  </select>
                </div>
                <fieldset className="kinds">
                  <legend>{t('home.compTypes')}</legend>
                  {KINDS.map((k) => (
                    <label key={k}>
                      <input type="checkbox" name="compTypes" value={k} defaultChecked={filter.compTypes.includes(k)} />{' '}
                      {t(`home.kind.${k}`)}
                    </label>
                  ))}
                </fieldset>
              </>
            )}
          </KeptHtml>
        </details>
        <FormActions submit={t('home.search')} busy={searching} cancel={{ label: t('home.reset'), to: '/v2' }} />
      </Form>
      <ResultsSection id="results-heading" heading={t('home.results')} searching={searching}>
        {data.unavailable ? (
          <p className="form-message error" role="alert">
            {t('home.unavailable')}
          </p>
        ) : data.cards.items.length === 0 ? (
          <p role="status">{t('home.empty')}</p>
        ) : (
          <>
            <p role="status">{t('home.count', { count: data.total })}</p>
            <KeptHtml as="ul" className="card-list" inputs={[data.cards, data.cardContext]} asSent>
              {() =>
                fullCards(data.cards, data.cardContext).map((card) => (
                  <li key={card.id}>
                    <CompetitionCard card={card} lang={lang} headingLevel={3} />
                  </li>
                ))
              }
            </KeptHtml>
          </>
        )}
        <Pagination page={data.page} pageCount={data.pageCount} previousHref={data.previousHref} nextHref={data.nextHref} />
      </ResultsSection>
    </>
  )
}

function Select({
  id,
  name,
  label,
  value,
  options,
  any,
}: {
  id: string
  name: string
  label: string
  value: number
  options: { ids: number[]; names: string[] }
  any: string
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value || ''}>
        <option value="">{any}</option>
        {options.ids.map((optionId, i) => (
          <option key={optionId} value={optionId}>
            {options.names[i]}
          </option>
        ))}
      </select>
    </div>
  )
}
