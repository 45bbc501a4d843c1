import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import type { OutputView } from '#bff/views/scoreboard-outputs'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { outputListAction, outputListLoader } from './v2.scoreboard-output-list.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('scoreboardOutputList')
export const loader = (args: LoaderFunctionArgs) => mapFailures(outputListLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(outputListAction, args)

function OutputRow({ compId, output, busy }: { compId: number; output: OutputView; busy: boolean }) {
  const { t } = useTranslation()
  const s = (ms: number) => Math.round(ms / 1000)
  const display = `/v2/output/${compId}/${output.id}`
  return (
    <tr>
      <th scope="row">{output.name}</th>
      <td>
        {t(`outputs.kind.${output.kind}`)}
        {output.kind === 'scoreboard'
          ? `: ${output.eventNo === 'all' ? t('outputs.eventAll') : t('outputs.eventNo', { eventNo: output.eventNo })}`
          : null}
      </td>
      <td>
        {t('outputs.timingSummary', {
          score: s(output.timings.showScoreMs),
          picture: s(output.timings.showPictureMs),
          video: s(output.timings.showVideoMs),
          perPage: output.timings.ranksPerPage,
          pageTime: s(output.timings.ranksPageTimeMs),
        })}
      </td>
      <td>
        <a href={display} aria-label={t('outputs.openFor', { name: output.name })}>
          {display}
        </a>
      </td>
      <td className="output-actions">
        <Link
          to={`/v2/scoreboard-output/${compId}/${output.id}`}
          className="button small secondary"
          aria-label={t('outputs.editFor', { name: output.name })}
        >
          {t('outputs.edit')}
        </Link>
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm(t('outputs.confirmDelete', { name: output.name }))) e.preventDefault()
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="outputId" value={output.id} />
          <button
            type="submit"
            className="button small secondary"
            disabled={busy}
            aria-label={t('outputs.deleteFor', { name: output.name })}
          >
            {t('outputs.delete')}
          </button>
        </Form>
      </td>
    </tr>
  )
}

export default function ScoreboardOutputList() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  return (
    <section className="outputs-page">
      <h1>{t('outputs.heading', { name: page.competitionName })}</h1>
      <p>{t('outputs.intro')}</p>
      <FormMessage message={result && !result.ok ? result.message : page.notice} tone={result && !result.ok ? 'error' : 'success'} />
      <p>
        <Link to={`/v2/scoreboard-output/${page.compId}/new`} className="button">
          {t('outputs.create')}
        </Link>
      </p>
      {page.outputs.length === 0 ? (
        <p>{t('outputs.empty')}</p>
      ) : (
        <table className="outputs-table">
          <caption>{t('outputs.caption', { count: page.outputs.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('outputs.name')}</th>
              <th scope="col">{t('outputs.shows')}</th>
              <th scope="col">{t('outputs.timings')}</th>
              <th scope="col">{t('outputs.display')}</th>
              <th scope="col">{t('outputs.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.outputs.map((o) => (
              <OutputRow key={o.id} compId={page.compId} output={o} busy={busy} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
