import { useTranslation } from 'react-i18next'
import { formatMoney } from '#bff/domain/text/format'
import type { RootData } from '~/shell'

/** Credit or surcharge, admin health warning, session-store outage. */
export function ShellBanners({ shell }: { shell: RootData }) {
  const { t } = useTranslation()
  const credit = shell.user?.credit ?? 0
  return (
    <>
      {shell.sessionUnavailable ? (
        <p className="banner warn" role="status">
          {t('app.sessionUnavailable')}
        </p>
      ) : null}
      {credit !== 0 ? (
        <p className="banner info">
          {t(credit > 0 ? 'shell.credit' : 'shell.surcharge', {
            amount: formatMoney(Math.abs(credit), shell.config.currency, shell.lang),
          })}
        </p>
      ) : null}
      {shell.healthWarnings.length > 0 ? (
        <p className="banner warn" role="status">
          {t('shell.healthWarning', { monitors: shell.healthWarnings.join(', ') })}
        </p>
      ) : null}
    </>
  )
}
