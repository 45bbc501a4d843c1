import { Link, NavLink, Outlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useShell } from '~/root'

/** The v2 shell: header, main, footer. The full header and footer come with the public-site work. */
export default function V2Layout() {
  const shell = useShell()
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <Link to="/v2" className="brand">
          {shell?.config.logo ? <img src={shell.config.logo} alt="" width="32" height="32" /> : null}
          <span>{shell?.config.systemName ?? 'Entry4Sports'}</span>
        </Link>
        <nav aria-label={t('app.mainNav')}>
          <ul>
            <li>
              <NavLink to="/v2" end>
                {t('app.home')}
              </NavLink>
            </li>
            {shell?.user ? (
              <>
                <li className="user-name">{shell.user.displayName}</li>
                {shell.cart ? (
                  <li>
                    <span className="cart-count">{t('app.cartCount', { count: shell.cart.count })}</span>
                  </li>
                ) : null}
                <li>
                  <Link to="/v2/logout">{t('app.logout')}</Link>
                </li>
              </>
            ) : (
              <li>
                <Link to="/v2/login-v2">{t('app.login')}</Link>
              </li>
            )}
          </ul>
        </nav>
      </header>
      {shell?.sessionUnavailable ? (
        <p className="banner warn" role="status">
          {t('app.sessionUnavailable')}
        </p>
      ) : null}
      <main id="main" className="page">
        <Outlet />
      </main>
      <footer className="site-footer">
        <small>{shell?.config.systemName ?? 'Entry4Sports'}</small>
      </footer>
    </>
  )
}
