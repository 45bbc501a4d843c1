import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { ReportRowsTable } from '~/components/report-table'
import { routeMeta } from '~/components/title'
import { financeReportLoader } from './v2.finance-report.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('financeReport')
export const loader = (args: LoaderFunctionArgs) => mapFailures(financeReportLoader, args)

/** The finance report, opened in a new window from the menu (1-shell §2.4). */
export default function FinanceReport() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  const title = view.title || t('finance.report.title')
  return (
    <section>
      <h1>{title}</h1>
      <p role="status">
        {view.rows.length < view.totalRows
          ? t('finance.report.someRows', { shown: view.rows.length, count: view.totalRows })
          : t('finance.report.rows', { count: view.totalRows })}
      </p>
      {view.rows.length > 0 ? <ReportRowsTable title={title} columns={view.columns} rows={view.rows} /> : null}
    </section>
  )
}
