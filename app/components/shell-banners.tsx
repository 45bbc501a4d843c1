import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '#bff/domain/text/format'
import type { RootData } from '~/shell'

/** Impersonation, credit or surcharge, admin health warning, session-store outage, the config's messages. */
export function ShellBanners({ shell }: { shell: RootData }) {
  const { t } = useTranslation()
  const credit = shell.user?.credit ?? 0
  return (
    <>
      {shell.user?.impersonated ? (
        <Form
          method="post"
          action="/v2/impersonate-stop"
          reloadDocument
          className="banner warn impersonation"
          role="region"
          aria-label={t('impersonation.region')}
        >
          <p>{t('impersonation.banner', { name: shell.user.displayName })}</p>
          <button type="submit">{t('impersonation.stop')}</button>
        </Form>
      ) : null}
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
      {shell.configMessages.map((m) => (
        <p key={m.id} className={`banner ${m.level} config-message`} role="status">
          {m.adminOnly ? <strong>{t('shell.adminOnlyMessage')} </strong> : null}
          {m.text}
        </p>
      ))}
    </>
  )
}
