import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Pagination } from '~/components/pagination'
import { SearchField } from '~/components/search-parts'
import { TEXT_INPUT_MAX } from '#bff/domain/text/limits'
import { routeMeta } from '~/components/title'
import { mapFailures } from '#bff/services/failure.server'
import { userSearchLoader } from './v2.user-search-v2.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('userSearch')
export const loader = (args: LoaderFunctionArgs) => mapFailures(userSearchLoader, args)

/** Admins search users by name, login or email (a GET form: works without JavaScript). */
export default function UserSearch() {
  const { t } = useTranslation('common')
  const view = useLoaderData<typeof loader>()
  return (
    <section>
      <h1>{t('users.title')}</h1>
      <Form method="get" role="search" className="search">
        <SearchField id="user-search" name="search" label={t('users.search')} value={view.search} maxLength={TEXT_INPUT_MAX} />
        <div className="actions">
          <button type="submit">{t('users.submit')}</button>
        </div>
      </Form>
      <p role="status">{t('users.found', { count: view.total })}</p>
      {view.items.length > 0 ? (
        <table>
          <caption className="visually-hidden">{t('users.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th>
              <th scope="col">{t('users.email')}</th>
              <th scope="col">{t('users.role')}</th>
              <th scope="col">{t('users.id')}</th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((u) => (
              <tr key={u.id}>
                <th scope="row">
                  <Link to={`/v2/user-v2/${u.id}`}>{u.name || u.email}</Link>
                </th>
                <td>{u.email}</td>
                <td>{u.role}</td>
                <td>{u.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={view.page} pageCount={view.pageCount} previousHref={view.previousHref} nextHref={view.nextHref} />
    </section>
  )
}
