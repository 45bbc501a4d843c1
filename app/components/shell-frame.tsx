import { useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RootData } from '~/root'
import { ShellBanners } from './shell-banners'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { Spinner } from './spinner'

/** The v2 page frame around every screen, error pages included. */
export function ShellFrame({ shell, children }: { shell: RootData | undefined; children: ReactNode }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {shell ? <SiteHeader shell={shell} /> : null}
      {shell ? <ShellBanners shell={shell} /> : null}
      {navigation.state === 'loading' ? <Spinner label={t('app.loading')} overlay /> : null}
      <main id="main" className="page">
        {children}
      </main>
      {shell ? <SiteFooter shell={shell} /> : null}
    </>
  )
}
