import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GENDERS } from '#bff/domain/athlete/athlete'
import { AthleteAreaFilter } from '~/components/athlete-area-filter'
import { AthleteCard } from '~/components/athlete-card'
import { AthleteMessage } from '~/components/athlete-field'
import { routeMeta } from '~/components/title'
import { athletesAction, athletesLoader } from './v2.athletes-v2.server'
import { Pagination } from '~/components/pagination'
import { FormActions } from '~/components/form-actions'
import { ResultsSection, SearchField } from '~/components/search-parts'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('athletes')
export const loader = (args: LoaderFunctionArgs) => mapFailures(athletesLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(athletesAction, args)

/** The user's athletes: search filters in the URL (works without JavaScript), pages of 5, remove from the list. */
export default function Athletes() {
  const { t } = useTranslation('athletes')
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const searching = navigation.state === 'loading' && navigation.location?.pathname === pathname
  const removing = navigation.state === 'submitting'
  const { filter } = data
  return (
    <>
      <h1>{t('list.heading')}</h1>
      <p>
        <Link to="/v2/athlete-v2/new" className="button">
          {t('list.create')}
        </Link>
      </p>
      <AthleteMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {data.mayUnlink ? null : <p className="help">{t('athleteLink.unlinkNotAllowedList')}</p>}
      {data.clubClaim ? <ClubClaimNote club={data.clubClaim.club.name} surnames={data.clubClaim.surnames} /> : null}
      {/* Remount on URL change (back button, reset) so the fields show the URL's filter. */}
      <Form key={search} method="get" className="filters" aria-label={t('list.filters')}>
        <div className="more-filters-grid">
          <SearchField id="a-first" name="firstName" label={t('list.firstName')} value={filter.firstName} />
          <SearchField id="a-sur" name="surName" label={t('list.surName')} value={filter.surName} />
          <SearchField id="a-club" name="club" label={t('list.club')} value={filter.club} />
          <div className="field">
            <label htmlFor="a-gender">{t('list.gender')}</label>
            <select id="a-gender" name="gender" defaultValue={filter.gender}>
              <option value="">{t('list.any')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`gender.${g}`)}
                </option>
              ))}
            </select>
          </div>
          {data.areas ? (
            <AthleteAreaFilter areas={data.areas} region={filter.region} county={filter.county} />
          ) : (
            // No choices to offer (the areas lookup failed): the URL's region and county are kept.
            <>
              {filter.region ? <input type="hidden" name="region" value={filter.region} /> : null}
              {filter.county ? <input type="hidden" name="county" value={filter.county} /> : null}
            </>
          )}
        </div>
        <FormActions submit={t('list.search')} busy={searching} cancel={{ label: t('list.reset'), to: '/v2/athletes-v2' }} />
      </Form>
      <ResultsSection id="athletes-heading" heading={t('list.results')} searching={searching}>
        {data.error ? (
          <AthleteMessage message={data.error} tone="error" />
        ) : (
          <p role="status">{data.total === 0 ? t('list.none') : t('list.count', { count: data.total })}</p>
        )}
        {data.items.length > 0 ? (
          <ul className="card-list">
            {data.items.map((athlete) => (
              <li key={athlete.id}>
                <AthleteCard athlete={athlete} action={`${pathname}${search}`} pending={removing} mayUnlink={data.mayUnlink} />
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination page={data.page} pageCount={data.pageCount} previousHref={data.previousHref} nextHref={data.nextHref} />
      </ResultsSection>
    </>
  )
}

/** The club-claim rule's note (decision 072): one club, more than two surnames; the profile names a club. */
function ClubClaimNote({ club, surnames }: { club: string; surnames: number }) {
  const { t } = useTranslation('athletes')
  return (
    <aside className="banner info" aria-labelledby="club-claim-heading">
      <h2 id="club-claim-heading">{t('clubClaim.heading', { club })}</h2>
      <p>{t('clubClaim.text', { club, surnames })}</p>
      <p>
        <Link to="/v2/profile-v2">{t('clubClaim.link', { club })}</Link>
      </p>
    </aside>
  )
}
