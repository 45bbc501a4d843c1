import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TEXT_INPUT_MAX } from '#bff/domain/text/limits'
import { mapFailures } from '#bff/services/failure.server'
import type { AreaFilterChoices } from '#bff/views/clubs'
import { Pagination } from '~/components/pagination'
import { SearchField } from '~/components/search-parts'
import { routeMeta } from '~/components/title'
import { clubSearchLoader } from './v2.club-search-v2.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('clubSearch')
export const loader = (args: LoaderFunctionArgs) => mapFailures(clubSearchLoader, args)

function AreaSelect({ areas, value }: { areas: AreaFilterChoices; value: number | null }) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label htmlFor="club-area">{t('clubs.area')}</label>
      <select id="club-area" name="area" defaultValue={value ?? ''}>
        <option value="">{t('clubs.anyArea')}</option>
        <optgroup label={t('clubs.regions')}>
          {areas.regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </optgroup>
        {areas.countyGroups.map((g) => (
          <optgroup key={g.region?.id ?? 0} label={g.region ? g.region.name : t('clubs.otherCounties')}>
            {g.counties.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}

/** Clubs and schools by the start of their name, area and type (a GET form: works without JavaScript). */
export default function ClubSearch() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  return (
    <section>
      <h1>{t('clubs.title')}</h1>
      <Form method="get" role="search" className="search">
        <SearchField id="club-search" name="startswith" label={t('clubs.startsWith')} value={view.startswith} maxLength={TEXT_INPUT_MAX} />
        {view.areas ? <AreaSelect areas={view.areas} value={view.areaId} /> : null}
        <div className="field checkbox">
          <label>
            <input id="club-schools" name="type" type="checkbox" value="S" defaultChecked={view.type === 'S'} />
            {t('clubs.schoolsOnly')}
          </label>
        </div>
        <div className="actions">
          <button type="submit">{t('clubs.submit')}</button>
        </div>
      </Form>
      {view.areas ? null : (
        <p className="form-message error" role="alert">
          {t('clubs.areasUnavailable')}
        </p>
      )}
      <p role="status">{t(view.type === 'S' ? 'clubs.foundSchools' : 'clubs.found', { count: view.total })}</p>
      {view.items.length > 0 ? (
        <table>
          <caption className="visually-hidden">{t('clubs.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('clubs.name')}</th>
              <th scope="col">{t('clubs.area')}</th>
              <th scope="col">{t('clubs.type')}</th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <Link to={`/v2/club-v2/${c.id}`}>{c.name}</Link>
                </th>
                <td>{c.area}</td>
                <td>{t(`clubs.types.${c.type}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={view.page} pageCount={view.pageCount} previousHref={view.previousHref} nextHref={view.nextHref} />
    </section>
  )
}
