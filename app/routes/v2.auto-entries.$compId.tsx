import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import type { AutoEntriesResult, AutoEntriesView } from '#bff/views/auto-entries'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { autoEntriesAction, autoEntriesLoader } from './v2.auto-entries.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('autoEntries')
export const loader = (args: LoaderFunctionArgs) => mapFailures(autoEntriesLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(autoEntriesAction, args)

function NoTarget({ page }: { page: AutoEntriesView }) {
  const { t } = useTranslation()
  return (
    <p role="status">
      {t('autoEntries.noTarget')} <Link to={`/v2/builder-v2/${page.compId}/options`}>{t('autoEntries.toOptions')}</Link>
    </p>
  )
}

function Entries({ page, busy }: { page: AutoEntriesView; busy: boolean }) {
  const { t } = useTranslation()
  if (page.rows.length === 0) return <p>{t('autoEntries.none')}</p>
  return (
    <Form method="post">
      <table>
        <caption>{t('autoEntries.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('autoEntries.copy')}</th>
            <th scope="col">{t('autoEntries.athlete')}</th>
            <th scope="col">{t('autoEntries.event')}</th>
            <th scope="col">{t('autoEntries.targetEvent')}</th>
            <th scope="col">{t('autoEntries.state')}</th>
          </tr>
        </thead>
        <tbody>
          {page.rows.map((r) => (
            <tr key={r.entryId}>
              <td>
                <input
                  type="checkbox"
                  name="entry"
                  value={r.entryId}
                  id={`entry-${r.entryId}`}
                  disabled={r.refusal !== null}
                  aria-label={t('autoEntries.tick', { name: r.athleteName, event: r.eventName })}
                />
              </td>
              <td>{r.athleteName}</td>
              <td>{r.eventName}</td>
              <td>{r.targetEvent ?? t('autoEntries.noMatchShort')}</td>
              <td>{r.copied ? t('autoEntries.copied') : r.refusal ? t(`autoEntries.refusal.${r.refusal}`) : t('autoEntries.ready')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" disabled={busy}>
        {t('autoEntries.submit')}
      </button>
    </Form>
  )
}

function Outcome({ result }: { result: AutoEntriesResult }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="auto-entries-result">
      <h2>{t('autoEntries.copiedHeading', { count: result.copied.length })}</h2>
      {result.copied.length > 0 ? (
        <ul>
          {result.copied.map((c, i) => (
            <li key={i}>{t('autoEntries.copiedLine', { name: c.athleteName, event: c.eventName })}</li>
          ))}
        </ul>
      ) : null}
      {result.refused.length > 0 ? (
        <>
          <h2>{t('autoEntries.refusedHeading')}</h2>
          <ul>
            {result.refused.map((r, i) => (
              <li key={i}>
                {t('autoEntries.refusedLine', { name: r.athleteName, event: r.eventName, reason: t(`autoEntries.refusal.${r.reason}`) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/** The organiser copies the competition's entries into the target competition chosen in the options. */
export default function AutoEntries() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  return (
    <section className="auto-entries-page">
      <h1>{t('autoEntries.heading', { id: page.compId, name: page.competitionName })}</h1>
      {page.target ? (
        <p>{t(page.target.open ? 'autoEntries.target' : 'autoEntries.targetClosed', { id: page.target.id, name: page.target.name })}</p>
      ) : (
        <NoTarget page={page} />
      )}
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {result?.ok ? <Outcome result={result} /> : null}
      {page.target ? <Entries page={page} busy={busy} /> : null}
    </section>
  )
}
