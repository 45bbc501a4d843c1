import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LYNX_FILES } from '#bff/domain/results/lynx-names'
import type { ImportReviewView, ResultsImportPageView, ResultsImportPostResult } from '#bff/views/results'
import { FormMessage } from '~/components/message'

/* The photo-finish / timing-system import: pick the event group and the file, review, save. */

function UploadForm({ page, eventGroupId, busy }: { page: ResultsImportPageView; eventGroupId?: number; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Form method="post" encType="multipart/form-data" className="results-import-upload">
      <input type="hidden" name="intent" value="read" />
      <p className="field">
        <label htmlFor="import-event-group">{t('resultsImport.eventGroup')}</label>
        <select id="import-event-group" name="eventGroupId" required defaultValue={eventGroupId ?? ''}>
          <option value="">{t('resultsImport.chooseEventGroup')}</option>
          {page.eventGroups.map((g) => (
            <option key={g.id} value={g.id}>
              {t('resultsImport.eventGroupOption', { eventNo: g.eventNo, name: g.name, count: g.heats })}
            </option>
          ))}
        </select>
      </p>
      <p className="field">
        <label htmlFor="import-file">{t('resultsImport.file')}</label>
        <input id="import-file" name="file" type="file" accept=".lif" required aria-describedby="import-file-help" />
        <span id="import-file-help" className="help">
          {t('resultsImport.fileHelp', { kb: page.maxKb })}
        </span>
      </p>
      <button type="submit" className="button" disabled={busy}>
        {t('resultsImport.read')}
      </button>
    </Form>
  )
}

function Review({ review, busy }: { review: ImportReviewView; busy: boolean }) {
  const { t } = useTranslation()
  const { heading } = review
  return (
    <Form method="post" className="results-import-review">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="eventGroupId" value={review.eventGroupId} />
      <input type="hidden" name="file" value={review.file} />
      <h2>{t('resultsImport.reviewHeading', { name: review.eventGroupName })}</h2>
      <p>
        {t('resultsImport.fileHeading', { eventName: heading.eventName, round: heading.round ?? '–', heat: heading.heat ?? '–' })}
        {heading.wind ? ` ${t('resultsImport.wind', { wind: heading.wind })}` : null}
      </p>
      <table className="results-import-matched">
        <caption>{t('resultsImport.matchedCaption', { count: review.matched.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('resultsImport.place')}</th>
            <th scope="col">{t('resultsImport.bib')}</th>
            <th scope="col">{t('resultsImport.lane')}</th>
            <th scope="col">{t('resultsImport.name')}</th>
            <th scope="col">{t('resultsImport.time')}</th>
            <th scope="col">{t('resultsImport.entry')}</th>
            <th scope="col">{t('resultsImport.matchedBy')}</th>
          </tr>
        </thead>
        <tbody>
          {review.matched.map((r) => (
            <tr key={r.line}>
              <td>{r.place ?? r.status}</td>
              <td>{r.bib}</td>
              <td>{r.lane ?? ''}</td>
              <th scope="row">{r.name}</th>
              <td>{r.time}</td>
              <td>{r.entry}</td>
              <td>{t(`resultsImport.by.${r.by}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('resultsImport.queueHeading', { count: review.review.length })}</h3>
      {review.review.length === 0 ? <p>{t('resultsImport.allMatched')}</p> : null}
      {review.review.map((r) => (
        <fieldset key={r.line} className="results-import-row">
          <legend>
            {t('resultsImport.rowLegend', {
              line: r.line,
              place: r.place ?? r.status,
              bib: r.bib || '–',
              name: r.name || '–',
              time: r.time,
            })}
          </legend>
          <p>{r.note ? t(`lifOddRow.${r.note.code}`, { value: r.note.value }) : t(`resultsImport.reason.${r.reason}`)}</p>
          <label htmlFor={`row-${r.line}`}>{t('resultsImport.pick', { line: r.line })}</label>
          <select id={`row-${r.line}`} name={`row-${r.line}`} required defaultValue={r.choice}>
            <option value="">{t('resultsImport.choose')}</option>
            <option value="drop">{t('resultsImport.drop')}</option>
            {review.entries.map((e) => (
              <option key={e.entryId} value={e.entryId}>
                {e.label}
              </option>
            ))}
          </select>
        </fieldset>
      ))}
      {review.missing.length > 0 ? <p>{t('resultsImport.missing', { names: review.missing.join(', ') })}</p> : null}
      <p className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('resultsImport.save')}
        </button>{' '}
        <Link to="." className="button secondary">
          {t('resultsImport.startAgain')}
        </Link>
      </p>
    </Form>
  )
}

/** The start lists FinishLynx loads before the races, so its .lif files carry the bibs matched here. */
function StartLists({ compId }: { compId: number }) {
  const { t } = useTranslation()
  return (
    <section className="lynx-start-lists" aria-labelledby="lynx-start-lists">
      <h2 id="lynx-start-lists">{t('resultsImport.startLists')}</h2>
      <p>{t('resultsImport.startListsHelp')}</p>
      <ul>
        {LYNX_FILES.map((name) => (
          <li key={name}>
            <a href={`/v2/results-import-v2/${compId}/lynx/${name}`} download={name}>
              {t(`resultsImport.lynxFile.${name.slice(5)}`, { name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ResultsImport({ page, result }: { page: ResultsImportPageView; result?: ResultsImportPostResult }) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  return (
    <section className="results-import-page">
      <h1>{t(`resultsImport.heading.${page.kind}`, { name: page.competitionName })}</h1>
      {/* The same import titled for the other source (decision 035): each page leads to the other. */}
      <p>
        {page.kind === 'photoFinish' ? (
          <Link to={`/v2/results-import-v2/${page.compId}`}>{t('hub.timingImport')}</Link>
        ) : (
          <Link to={`/v2/results-import-file-v2/${page.compId}`}>{t('hub.photoFinishImport')}</Link>
        )}
      </p>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {result?.stage === 'saved' ? <p>{t('resultsImport.savedCount', { count: result.saved, dropped: result.dropped })}</p> : null}
      {result?.stage === 'review' ? (
        <Review review={result.review} busy={busy} />
      ) : (
        <>
          <UploadForm page={page} eventGroupId={result?.eventGroupId} busy={busy} />
          <StartLists compId={page.compId} />
        </>
      )}
    </section>
  )
}
