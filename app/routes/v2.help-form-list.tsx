import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { Pagination } from '~/components/pagination'
import { ResultsSection, SearchField } from '~/components/search-parts'
import { routeMeta } from '~/components/title'
import { helpListLoader } from './v2.help-form-list.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('helpFormList')
export const loader = (args: LoaderFunctionArgs) => mapFailures(helpListLoader, args)

/** The admin's help items by the start of their key (a GET form: works without JavaScript). */
export default function HelpFormList() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  const searching = useNavigation().state === 'loading'
  return (
    <section>
      <h1>{t('helpAdmin.title')}</h1>
      <p>
        <Link to="/v2/help-form/0">{t('helpAdmin.new')}</Link>
      </p>
      <Form method="get" role="search" className="search">
        <SearchField id="help-search" name="startswith" label={t('helpAdmin.search')} value={view.startswith} />
        <div className="actions">
          <button type="submit">{t('helpAdmin.searchButton')}</button>
        </div>
      </Form>
      <ResultsSection id="help-results" heading={t('helpAdmin.results')} searching={searching}>
        <p role="status">{view.total > 0 ? t('helpAdmin.count', { count: view.total }) : t('helpAdmin.none')}</p>
        {view.items.length > 0 ? (
          <table>
            <caption className="visually-hidden">{t('helpAdmin.results')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('helpAdmin.key')}</th>
                <th scope="col">{t('helpAdmin.itemTitle')}</th>
                <th scope="col">{t('helpAdmin.type')}</th>
              </tr>
            </thead>
            <tbody>
              {view.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link to={`/v2/help-form/${item.id}`} aria-label={t('helpAdmin.editItem', { key: item.key })}>
                      {item.key}
                    </Link>
                  </th>
                  <td>{item.title}</td>
                  <td>{item.type === 'H' || item.type === 'U' ? t(`helpAdmin.types.${item.type}`) : item.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </ResultsSection>
      <Pagination page={view.page} pageCount={view.pageCount} previousHref={view.previousHref} nextHref={view.nextHref} />
    </section>
  )
}
