import { Link, NavLink, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { RootData } from '~/shell'
import { KeptHtml } from './kept-html'
import { LanguagePicker } from './language-picker'
import { MiniCart } from './mini-cart'

/**
 * A menu link: to the v2 screen, or to the same screen on the legacy site when it hands over
 * (decision 074), a plain link then, out of the app.
 */
function MenuLink(props: { shell: RootData; to: string; nav?: boolean; newWindow?: boolean; children: ReactNode }) {
  const { shell, to, nav, newWindow, children } = props
  const href = shell.handOver[to]
  if (newWindow)
    return (
      <a href={href ?? to} target="_blank" rel="noopener">
        {children}
      </a>
    )
  if (href) return <a href={href}>{children}</a>
  return nav ? <NavLink to={to}>{children}</NavLink> : <Link to={to}>{children}</Link>
}

/**
 * v2 header: logo, Home, Messages (badge), My Profile dropdown, cart badge, Login.
 * Kept as HTML (decision 078): the same for everyone with the same user, counts and address.
 */
export function SiteHeader({ shell }: { shell: RootData }) {
  const { pathname, search } = useLocation()
  const { config, user, unreadMessages, cart, handOver, legacySiteUrl, lang } = shell
  return (
    <KeptHtml
      as="header"
      className="site-header"
      inputs={[config.logo, config.systemName, user, unreadMessages, cart, handOver, legacySiteUrl, lang, pathname, search]}
    >
      {() => <HeaderParts shell={shell} />}
    </KeptHtml>
  )
}

/**
 * On a phone the server renders what the hydrated page shows (the menu folded behind 'Menu'), so
 * nothing moves at hydration; without JavaScript the no-js stylesheet (root) unfolds it and hides
 * the button. The dropdown is a native <details>.
 */
function HeaderParts({ shell }: { shell: RootData }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const profile = useRef<HTMLDetailsElement>(null)

  // Every navigation closes the mobile menu and the dropdown; hydration is not one (a dropdown
  // opened before the page hydrated stays open).
  const shownKey = useRef(location.key)
  useEffect(() => {
    if (shownKey.current === location.key) return
    shownKey.current = location.key
    setMenuOpen(false)
    profile.current?.removeAttribute('open')
  }, [location.key])

  const user = shell.user
  return (
    <>
      <Link to="/v2" className="brand">
        {shell.config.logo ? <img src={shell.config.logo} alt="" width="32" height="32" /> : null}
        <span>{shell.config.systemName}</span>
      </Link>
      <button
        type="button"
        className="menu-toggle secondary"
        aria-expanded={menuOpen}
        aria-controls="site-nav"
        // Until hydration a click could not open it: the button waits, it does not pretend.
        disabled={!hydrated}
        onClick={() => setMenuOpen((o) => !o)}
      >
        {t('shell.menu')}
      </button>
      <nav id="site-nav" aria-label={t('app.mainNav')} className={menuOpen ? 'site-nav' : 'site-nav collapsed'}>
        <ul>
          <li>
            <NavLink to="/v2" end>
              {t('app.home')}
            </NavLink>
          </li>
          {user ? (
            <li>
              <MenuLink shell={shell} to="/v2/messages-v2" nav>
                {t('shell.messages')}
                {shell.unreadMessages ? (
                  <span className="badge" aria-label={t('shell.unread', { count: shell.unreadMessages })}>
                    {shell.unreadMessages}
                  </span>
                ) : null}
              </MenuLink>
            </li>
          ) : null}
          {user ? (
            <li>
              <details className="dropdown" ref={profile}>
                <summary>{t('app.myProfile')}</summary>
                <ul>
                  <li className="user-name">{user.displayName}</li>
                  <li>
                    <MenuLink shell={shell} to="/v2/profile-v2">
                      {t('profile.menu')}
                    </MenuLink>
                  </li>
                  {user.myCompetitions ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/my-competitions">
                        {t('hub.mine.title')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.createComp ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/builder-v2/0">
                        {t('shell.createComp')}
                      </MenuLink>
                    </li>
                  ) : null}
                  <li>
                    <MenuLink shell={shell} to="/v2/athletes-v2">
                      {t('shell.myAthletes')}
                    </MenuLink>
                  </li>
                  {user.userSearch ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/user-search-v2">
                        {t('shell.users')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.clubs ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/club-search-v2">
                        {t('shell.clubs')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.organisations ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/org-search">
                        {t('hub.menu.organisations')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.reports ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/reports">
                        {t('shell.adminReports')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.cheques ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/cheques">
                        {t('shell.adminCheques')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.stripeUsers ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/stripe-users">
                        {t('shell.stripeUsers')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.helpConfig ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/help-form-list">
                        {t('hub.menu.helpConfig')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.storeConfig ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/sec-grid">
                        {t('shell.storeConfig')}
                      </MenuLink>
                    </li>
                  ) : null}
                  {user.financeReport ? (
                    <li>
                      <MenuLink shell={shell} to="/v2/finance-report" newWindow>
                        {t('shell.financeReport')} <span className="visually-hidden">({t('shell.newWindow')})</span>
                      </MenuLink>
                    </li>
                  ) : null}
                  <li>
                    <a href={`${shell.legacySiteUrl}/my-account`}>{t('shell.myAccount')}</a>
                  </li>
                  <li>
                    <Link to="/v2/logout">{t('app.logout')}</Link>
                  </li>
                </ul>
              </details>
            </li>
          ) : null}
          {user ? (
            <li>
              <MiniCart count={shell.cart?.count ?? 0} basket={shell.cart?.basket ?? 0} />
            </li>
          ) : (
            <li>
              <Link
                to={`/v2/login-v2${location.pathname.startsWith('/v2/login') ? '' : `?${new URLSearchParams({ redirectFrom: location.pathname + location.search })}`}`}
              >
                {t('app.login')}
              </Link>
            </li>
          )}
          {user?.versionSwitch ? (
            <li>
              <a href={`${shell.legacySiteUrl}/#/`}>{t('shell.versionSwitch')}</a>
            </li>
          ) : null}
          <li>
            <LanguagePicker current={shell.lang} />
          </li>
        </ul>
      </nav>
    </>
  )
}
