import { useTranslation } from 'react-i18next'
import type { HeatView } from '#bff/views/results'

/* One heat's results: place, bib, name, club, time or status, PB / SB when the legacy site flags them. */

export function ResultsHeat({ heat }: { heat: HeatView }) {
  const { t } = useTranslation()
  const { round, heat: number } = heat.label
  const caption = [
    round !== null ? t('results.round', { round }) : null,
    number !== null ? t('results.heat', { heat: number }) : null,
    heat.wind ? t('results.wind', { wind: heat.wind }) : null,
  ].filter(Boolean)
  return (
    <table className="results-heat">
      <caption>{caption.length > 0 ? caption.join(', ') : t('results.final')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.place')}</th>
          <th scope="col">{t('results.bib')}</th>
          <th scope="col">{t('results.name')}</th>
          <th scope="col">{t('results.club')}</th>
          <th scope="col">{t('results.mark')}</th>
          <th scope="col">{t('results.notes')}</th>
        </tr>
      </thead>
      <tbody>
        {heat.rows.map((r, i) => (
          <tr key={`${r.bib}-${i}`}>
            <td>{r.place ?? ''}</td>
            <td>{r.bib}</td>
            <th scope="row">{r.name}</th>
            <td>{r.club}</td>
            <td>{r.mark}</td>
            <td>
              {[
                r.pb ? (
                  <abbr key="pb" title={t('results.pbLong')}>
                    {t('results.pb')}
                  </abbr>
                ) : null,
                r.sb ? (
                  <abbr key="sb" title={t('results.sbLong')}>
                    {t('results.sb')}
                  </abbr>
                ) : null,
              ]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
