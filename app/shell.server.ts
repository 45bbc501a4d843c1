import type { AppLoadContext } from '@remix-run/node'
import { visibleMessages } from '#bff/domain/messages/config-messages'
import { lateHealthMonitors } from '#bff/domain/ops/health'
import { isAdmin, menuVisibility } from '#bff/domain/routing/permissions'
import { screenHref, type HandOverLinks } from '#bff/domain/routing/hash-links'
import { matchV2, PRODUCT_NAME, type Params } from '#bff/domain/routing/route-table'
import { getCartSummary } from '#bff/services/cart.server'
import { getAppConfig, type AppConfigView } from '#bff/services/config.server'
import { handOverLinks } from '#bff/services/hand-over.server'
import { getUnreadMessageCount } from '#bff/services/messages.server'
import { BASKET_HANDOFF_PATH } from '#bff/session/paths'
import { readToast } from '#bff/session/toast.server'
import type { ShellView } from '#bff/views/shell'

const FALLBACK_CONFIG: Pick<AppConfigView, 'systemName' | 'theme' | 'logo' | 'currency' | 'env' | 'health' | 'messages'> = {
  systemName: PRODUCT_NAME,
  theme: 'default',
  logo: '',
  currency: '£',
  env: '',
  health: {},
  messages: [],
}

/**
 * The screens that list the user's cart lines (the cart, the entry page: where the shop's basket
 * returns to as well): their header takes the page's own cart read, fresh (decision 057).
 */
const CART_SCREENS: ReadonlySet<string> = new Set(['cart', 'entry'])

/**
 * The screen that lists the user's messages: its badge is read fresh, so a message someone sent
 * within the minute the count is kept (UNREAD_CACHE) is counted there, and opening one brings it
 * down by one.
 */
const MESSAGE_SCREENS: ReadonlySet<string> = new Set(['messages'])

/** The screens the header's menu links to, with their addresses' params. */
const MENU_SCREENS: Readonly<Record<string, Params>> = {
  messages: {},
  profile: {},
  myCompetitions: {},
  builder: { id: '0' },
  athletes: {},
  userSearch: {},
  clubSearch: {},
  orgSearch: {},
  reports: {},
  cheques: {},
  stripeUsers: {},
  helpFormList: {},
  secGrid: {},
  financeReport: {},
}

/** The menu's links to screens that hand over: v2 address → the legacy screen. */
function menuHandOver(links: HandOverLinks | null): Record<string, string> {
  if (!links) return {}
  return Object.fromEntries(
    Object.entries(MENU_SCREENS)
      .filter(([screen]) => links.screens.has(screen))
      .map(([screen, params]) => [screenHref(screen, params), screenHref(screen, params, links)]),
  )
}

/** A thrown Response is the session ending (legacy 401): let it redirect; anything else degrades to null. */
function optional<T>(p: Promise<T>): Promise<T | null> {
  return p.catch((err: unknown) => {
    if (err instanceof Response) throw err
    return null
  })
}

/** What every page needs: language, who is logged in, theme, header badges and a pending toast. */
export async function loadShell(context: AppLoadContext, request: Request): Promise<{ headers: Headers; shell: ShellView }> {
  // The shell renders even when the legacy site is down: config falls back to defaults. The
  // basket hand-off page is gone as soon as the shop answers: its badges would only delay it.
  const badges = context.url.pathname !== BASKET_HANDOFF_PATH
  const screen = matchV2(context.url.pathname)?.entry.name ?? ''
  const [config, cart, unread, handOver] = await Promise.all([
    getAppConfig(context).catch(() => FALLBACK_CONFIG),
    badges ? optional(getCartSummary(context, { fresh: CART_SCREENS.has(screen) })) : null,
    badges ? optional(getUnreadMessageCount(context, { fresh: MESSAGE_SCREENS.has(screen) })) : null,
    // Only a signed-in user sees the menu (decision 074: one store read, shared with the page's).
    context.user ? handOverLinks(context) : null,
  ])
  const { toast, clear } = await readToast(request.headers.get('Cookie'))
  const headers = new Headers()
  if (clear) headers.append('Set-Cookie', clear)
  const user = context.user
  const admin = isAdmin(context.auth)
  const menu = menuVisibility(context.auth)
  return {
    headers,
    shell: {
      lang: context.lang,
      config: { systemName: config.systemName, theme: config.theme, logo: config.logo, currency: config.currency },
      user: user
        ? {
            displayName: user.displayName,
            admin,
            userSearch: menu.userSearch,
            // §6: Clubs in the v2 profile menu for admins only (decision 034); builders find it on My competitions.
            clubs: menu.usersAndClubsSearch,
            createComp: menu.createComp,
            myCompetitions: menu.myCompetitions,
            organisations: menu.organisations,
            helpConfig: menu.helpConfig,
            reports: menu.reports,
            cheques: menu.cheques,
            stripeUsers: menu.paymentProviderUsers,
            financeReport: menu.financeReport,
            storeConfig: menu.storeConfig,
            credit: user.credit,
            versionSwitch: user.versionToggle,
            canToggleRole: !context.config.production && (admin || user.toggledFrom === 'E4SUSER'),
            impersonated: context.impersonator !== null,
          }
        : null,
      cart,
      unreadMessages: unread,
      healthWarnings: admin && config.env === 'prod' ? lateHealthMonitors(config.health, new Date()) : [],
      configMessages: visibleMessages(config.messages, admin),
      legacySiteUrl: context.config.legacySiteUrl,
      handOver: menuHandOver(handOver),
      supportEmail: context.config.supportEmail,
      devTools: !context.config.production,
      fakeLogin: Boolean(context.config.devLogin) && !user,
      sessionUnavailable: context.sessionUnavailable,
      toast,
    },
  }
}
