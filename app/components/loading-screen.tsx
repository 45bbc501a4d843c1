import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from './spinner'

/** A navigation quicker than this shows the small spinner only, so fast pages do not flash. */
export const LOADING_SCREEN_DELAY_MS = 500

/**
 * While the next page loads (1-shell.md §1): the small spinner at once, then the full-page loading
 * screen (logo and 'Loading, please wait...') when a move to another page is slow. Reloads of the
 * same page (filters, paging) keep the spinner so the list stays in view.
 */
export function NavigationLoading({ logo }: { logo: string }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const toOtherPage = navigation.state === 'loading' && navigation.location.pathname !== pathname
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    setSlow(false)
    if (!toOtherPage) return
    const timer = setTimeout(() => setSlow(true), LOADING_SCREEN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [toOtherPage])
  if (navigation.state !== 'loading') return null
  if (!slow) return <Spinner label={t('app.loading')} overlay />
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      {logo ? <img src={logo} alt="" width="96" height="96" /> : null}
      <span className="spinner" aria-hidden="true" />
      <p>{t('app.loading')}</p>
    </div>
  )
}
