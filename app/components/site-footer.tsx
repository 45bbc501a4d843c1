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
        {shell.devTools && shell.user?.canToggleRole ? (
          <li>
            <Form method="post" action="/v2/dev/role">
              <button type="submit" className="link">
                {t('shell.toggleRole')}
              </button>
            </Form>
          </li>
        ) : null}
        {shell.devTools && shell.fakeLogin ? (
          <li>
            <Form method="post" action="/v2/dev/login">
              <button type="submit" className="link">
                {t('shell.fakeLogin')}
              </button>
            </Form>
          </li>
        ) : null}
      </ul>
    </footer>
  )
}
