import { useTranslation } from 'react-i18next'
import type { HeatView } from '#bff/views/results'

/* Results as a table: place, bib, name, club, mark (and a jump's or throw's attempts), and (for a heat) PB / SB when the legacy site flags them. */

type ResultRow = {
  place: number | null
  bib: string
  name: string
  club: string
  mark: string
  pb?: boolean
  sb?: boolean
  attempts?: string[]
}

export function ResultsTable({
  caption,
  markLabel,
  rows,
  notes,
  attempts = false,
}: {
  caption: string
  markLabel: string
  rows: ResultRow[]
  notes: boolean
  /** A jump's or throw's series: a column with the attempts. */
  attempts?: boolean
}) {
  const { t } = useTranslation()
  return (
    <table className="results-heat">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.place')}</th>
          <th scope="col">{t('results.bib')}</th>
          <th scope="col">{t('results.name')}</th>
          <th scope="col">{t('results.club')}</th>
          <th scope="col">{markLabel}</th>
          {attempts ? <th scope="col">{t('results.attempts')}</th> : null}
          {notes ? <th scope="col">{t('results.notes')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.bib}-${i}`}>
            <td>{r.place ?? ''}</td>
            <td>{r.bib}</td>
            <th scope="row">{r.name}</th>
            <td>{r.club}</td>
            <td>{r.mark}</td>
            {attempts ? <td>{(r.attempts ?? []).filter((a) => a !== '').join(' ')}</td> : null}
            {notes ? (
              <td>
                {r.pb ? <abbr title={t('results.pbLong')}>{t('results.pb')}</abbr> : null}
                {r.sb ? <abbr title={t('results.sbLong')}>{t('results.sb')}</abbr> : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ResultsHeat({ heat }: { heat: HeatView }) {
  const { t } = useTranslation()
  const { round, heat: number } = heat.label
  const caption = [
    round !== null ? t('results.round', { round }) : null,
    number !== null ? t('results.heat', { heat: number }) : null,
    heat.wind ? t('results.wind', { wind: heat.wind }) : null,
  ].filter(Boolean)
  return (
    <ResultsTable
      caption={caption.length > 0 ? caption.join(', ') : t('results.final')}
      markLabel={heat.field ? t('results.best') : t('results.mark')}
      rows={heat.rows}
      notes
      attempts={heat.field}
    />
  )
}
