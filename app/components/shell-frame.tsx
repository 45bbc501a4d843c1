import { useMatches } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RootData } from '~/shell'
import { ShellBanners } from './shell-banners'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { NavigationLoading } from './loading-screen'

/** A route module's `handle`: `pageWidth: 'wide'` gives its page the wide layout (1-shell §2.3: the v2 home). */
export type PageHandle = { pageWidth?: 'wide' }

/** The v2 page frame around every screen, error pages included. */
export function ShellFrame({ shell, children }: { shell: RootData | undefined; children: ReactNode }) {
  const { t } = useTranslation()
  const wide = useMatches().some((m) => (m.handle as PageHandle | undefined)?.pageWidth === 'wide')
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {shell ? <SiteHeader shell={shell} /> : null}
      {shell ? <ShellBanners shell={shell} /> : null}
      <NavigationLoading logo={shell?.config.logo ?? ''} />
      <main id="main" className={wide ? 'page page-wide' : 'page'}>
        {children}
      </main>
      {shell ? <SiteFooter shell={shell} /> : null}
    </>
  )
}
