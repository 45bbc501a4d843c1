import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RootData } from '~/shell'

export function SiteFooter({ shell }: { shell: RootData }) {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <ul>
        {shell.supportEmail ? (
          <li>
            {t('shell.support')} <a href={`mailto:${shell.supportEmail}`}>{shell.supportEmail}</a>
          </li>
        ) : null}
        <li>
          <a href={`${shell.legacySiteUrl}/terms-and-conditions`}>{t('app.terms')}</a>
        </li>
        {shell.devTools && shell.user?.canToggleRole ? <DevAction action="/v2/dev/role" label={t('shell.toggleRole')} /> : null}
        {shell.devTools && shell.fakeLogin ? <DevAction action="/v2/dev/login" label={t('shell.fakeLogin')} /> : null}
      </ul>
    </footer>
  )
}

/** A development shortcut in the footer (never in production): one post to a dev route. */
function DevAction({ action, label }: { action: string; label: string }) {
  return (
    <li>
      <Form method="post" action={action}>
        <button type="submit" className="link">
          {label}
        </button>
      </Form>
    </li>
  )
}
