import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import type { BibRowView } from '#bff/views/bibs'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { bibsAction, bibsLoader } from './v2.bibs-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('bibs')
export const loader = (args: LoaderFunctionArgs) => mapFailures(bibsLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(bibsAction, args)

function BibRow({ row, busy }: { row: BibRowView; busy: boolean }) {
  const { t } = useTranslation()
  const inputId = `bib-${row.athleteId}`
  return (
    <tr className={row.duplicate ? 'duplicate' : undefined}>
      <td className="bib-number">
        {row.bibNo}
        {row.duplicate ? <span className="visually-hidden"> ({t('bibs.duplicate')})</span> : null}
      </td>
      <th scope="row">{row.name}</th>
      <td>{row.dob}</td>
      <td>{row.club}</td>
      <td className="no-print">
        <Form method="post" className="bib-change">
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="athleteId" value={row.athleteId} />
          <label htmlFor={inputId} className="visually-hidden">
            {t('bibs.newBibFor', { name: row.name })}
          </label>
          <input id={inputId} name="bibNo" inputMode="numeric" pattern="\d{1,6}" required size={6} defaultValue={row.bibNo} />
          <button type="submit" className="button small" disabled={busy}>
            {t('bibs.change')} <span className="visually-hidden">({row.name})</span>
          </button>
        </Form>
      </td>
    </tr>
  )
}

export default function Bibs() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  return (
    <section className="bibs-page">
      <h1>{t('bibs.heading', { name: page.competitionName })}</h1>
      <p>{t('bibs.sortedBy', { keys: page.sort.map((k) => t(`bibs.sortKey.${k}`)).join(', ') })}</p>
      {page.duplicates.length > 0 ? (
        <p className="form-message error" role="alert">
          {t('bibs.notUnique')} {t('bibs.duplicates', { bibs: page.duplicates.join(', ') })}
        </p>
      ) : null}
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      <p className="no-print">
        {/* The print style sheet leaves the list alone; without JavaScript the browser's own print does the same. */}
        <button type="button" className="button secondary" onClick={() => window.print()}>
          {t('bibs.print')}
        </button>
      </p>
      <table className="bibs-table">
        <caption>{t('bibs.caption', { count: page.rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bibs.bib')}</th>
            <th scope="col">{t('bibs.athlete')}</th>
            <th scope="col">{t('bibs.dob')}</th>
            <th scope="col">{t('bibs.club')}</th>
            <th scope="col" className="no-print">
              {t('bibs.newBib')}
            </th>
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <BibRow key={row.athleteId} row={row} busy={busy} />
          ))}
        </tbody>
      </table>
      <h2>{t('bibs.unusedHeading')}</h2>
      <p>{page.unused.length === 0 ? t('bibs.noUnused') : page.unused.join(', ')}</p>
    </section>
  )
}
