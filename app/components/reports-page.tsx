import { Form, Link, useLocation, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportsView, ReportTable } from '#bff/views/reports'
import { FormMessage, useMessageText } from './message'
import { ReportRowsTable } from './report-table'

/** How often the page asks again while a report runs (with JavaScript; without, a link does). */
const CHECK_AGAIN_MS = 3000

function ReportForm({ view }: { view: ReportsView }) {
  const { t } = useTranslation()
  const text = useMessageText()
  const { errors, form } = view
  return (
    <Form method="get" className="search" aria-labelledby="reports-run">
      <h2 id="reports-run" className="visually-hidden">
        {t('reports.run')}
      </h2>
      <div className="field">
        <label htmlFor="report-id">{t('reports.report')}</label>
        <select
          id="report-id"
          name="report"
          defaultValue={form.report}
          aria-invalid={errors.report ? true : undefined}
          aria-describedby={errors.report ? 'report-id-error' : undefined}
        >
          <option value="">{t('reports.choose')}</option>
          {view.reports.map((r) => (
            <option key={r.id} value={r.id}>
              {r.compRequired ? t('reports.needsComp', { name: r.name }) : r.name}
            </option>
          ))}
        </select>
        {errors.report ? (
          <p id="report-id-error" className="field-error">
            {text(errors.report)}
          </p>
        ) : null}
      </div>
      {view.competition ? null : (
        <div className="field">
          <label htmlFor="report-comp">{t('reports.compId')}</label>
          <input
            id="report-comp"
            name="compid"
            inputMode="numeric"
            defaultValue={form.compid}
            maxLength={9}
            aria-invalid={errors.compid ? true : undefined}
            aria-describedby={errors.compid ? 'report-comp-error' : 'report-comp-help'}
          />
          <p id="report-comp-help" className="help">
            {t('reports.compIdHelp')}
          </p>
          {errors.compid ? (
            <p id="report-comp-error" className="field-error">
              {text(errors.compid)}
            </p>
          ) : null}
        </div>
      )}
      <div className="actions">
        <button type="submit">{t('reports.runButton')}</button>
      </div>
    </Form>
  )
}

function ReportResult({ result, view }: { result: ReportTable; view: ReportsView }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{result.title}</h2>
      <p>{t('reports.ranAt', { ranAt: result.ranAt, staleAt: result.staleAt })}</p>
      <div className="actions">
        <a href={result.csvHref} className="button" download>
          {t('reports.csv')}
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="rerun" />
          <input type="hidden" name="report" value={view.form.report} />
          <input type="hidden" name="compid" value={view.form.compid} />
          <button type="submit">{t('reports.again')}</button>
        </Form>
      </div>
      <p role="status">
        {result.rows.length < result.totalRows
          ? t('reports.someRows', { shown: result.rows.length, count: result.totalRows })
          : t('reports.rows', { count: result.totalRows })}
      </p>
      {result.rows.length > 0 ? <ReportRowsTable title={result.title} columns={result.columns} rows={result.rows} /> : null}
    </section>
  )
}

/**
 * A report run, read as a table and downloaded as CSV (works without JavaScript): the admin's
 * reports, or one competition's for its organiser (the form then asks for no competition).
 */
export function ReportsPage({ view }: { view: ReportsView }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const location = useLocation()
  const revalidator = useRevalidator()
  const loadingHere = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname
  const running = view.state === 'running'

  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => revalidator.revalidate(), CHECK_AGAIN_MS)
    return () => clearTimeout(timer)
  }, [running, revalidator])

  return (
    <section>
      <h1>{view.competition ? t('hub.organiserReportTitle', { name: view.competition.name }) : t('reports.title')}</h1>
      <ReportForm view={view} />
      {loadingHere || running ? (
        <p role="status" className="report-progress">
          <progress aria-labelledby="report-progress-label" />{' '}
          <span id="report-progress-label">{t(running ? 'reports.stillRunning' : 'reports.running')}</span>{' '}
          {running && view.selfHref ? <Link to={view.selfHref}>{t('reports.checkAgain')}</Link> : null}
        </p>
      ) : null}
      <FormMessage message={view.state === 'refused' ? view.message : null} tone="error" />
      {view.result && !loadingHere ? <ReportResult result={view.result} view={view} /> : null}
    </section>
  )
}
