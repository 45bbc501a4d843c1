import { useTranslation } from 'react-i18next'
import type { AgeInfo } from '#bff/domain/athlete/athlete'

/** Age, age group and vet age group of an athlete; the age group exists only for a competition. */
export function AthleteAge({ ageInfo }: { ageInfo: AgeInfo }) {
  const { t } = useTranslation('athletes')
  return (
    <section aria-labelledby="athlete-age-heading">
      <h2 id="athlete-age-heading">{t('age.heading')}</h2>
      <dl className="counts">
        <div>
          <dt>{t('age.currentAge')}</dt>
          <dd>{ageInfo.currentAge ?? t('age.none')}</dd>
        </div>
        <div>
          <dt>{t('age.ageGroup')}</dt>
          <dd>{ageInfo.ageGroup || t('age.perCompetition')}</dd>
        </div>
        <div>
          <dt>{t('age.vetAgeGroup')}</dt>
          <dd>{ageInfo.vetAgeGroup || t('age.none')}</dd>
        </div>
      </dl>
    </section>
  )
}
