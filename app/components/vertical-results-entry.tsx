import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ResultsEntryView, VerticalEntryPostResult, VerticalEntryView } from '#bff/views/results'
import type { UserMessage } from '#bff/views/message'
import { BibAndNameCells } from '~/components/attempt-row-cells'
import { FormMessage, useMessageText } from '~/components/message'

/*
 * Results entry of a high jump or pole vault: a row of bar heights, then per athlete the attempts at
 * each height (O, X, -). A height's problem shows under it, a row's under the athlete's name.
 */

function HeightError({ id, message }: { id: string; message: UserMessage | null }) {
  const text = useMessageText()
  return message ? (
    <span id={id} className="field-error">
      {text(message)}
    </span>
  ) : null
}

export function VerticalResultsEntry({
  page,
  vertical,
  result,
}: {
  page: ResultsEntryView
  vertical: VerticalEntryView
  result?: VerticalEntryPostResult
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const shown = result?.vertical ?? vertical
  const numbers = shown.heights.map((_, n) => n + 1)
  return (
    <section className="results-entry">
      <h1>{t('resultsEntry.heading', { eventGroup: page.eventGroupName })}</h1>
      <p>{t('resultsEntry.competition', { name: page.competitionName })}</p>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {result?.ok ? (
        <p>
          <Link to={`/v2/results-read-v2/${page.compId}/${page.eventGroupId}`}>{t('resultsEntry.read')}</Link>
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="count" value={shown.rows.length} />
        <input type="hidden" name="heightCount" value={shown.heights.length} />
        <p id="vertical-help" className="help">
          {t('resultsEntry.vertical.help')}
        </p>
        <div className="table-scroll">
          <table className="results-entry-rows">
            <caption>{t('resultsEntry.vertical.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('resultsEntry.bib')}</th>
                <th scope="col">{t('resultsEntry.name')}</th>
                {numbers.map((n) => (
                  <th scope="col" key={n}>
                    <input
                      name={`h-${n}`}
                      defaultValue={shown.heights[n - 1]}
                      size={5}
                      inputMode="decimal"
                      aria-label={t('resultsEntry.vertical.heightLabel', { height: n })}
                      aria-describedby={shown.heightErrors[n - 1] ? `vertical-height-${n}-error` : 'vertical-help'}
                      aria-invalid={shown.heightErrors[n - 1] ? true : undefined}
                    />
                    <HeightError id={`vertical-height-${n}-error`} message={shown.heightErrors[n - 1] ?? null} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row, i) => (
                <tr key={i}>
                  <BibAndNameCells index={i} bib={row.bib} name={row.name} error={row.error} errorId={`vertical-row-${i}-error`} />
                  {numbers.map((n) => (
                    <td key={n}>
                      <input
                        name={`v-${i}-${n}`}
                        defaultValue={row.attempts[n - 1] ?? ''}
                        size={3}
                        autoCapitalize="characters"
                        aria-label={t('resultsEntry.vertical.attemptsLabel', { height: n, row: i + 1 })}
                        aria-describedby={row.error ? `vertical-row-${i}-error` : 'vertical-help'}
                        aria-invalid={row.error ? true : undefined}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('resultsEntry.save')}
        </button>
      </Form>
    </section>
  )
}
