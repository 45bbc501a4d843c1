import type { ShownMessage } from '../domain/messages/config-messages'
import type { Language } from '../domain/routing/language'
import type { CartSummary } from './cart'

/** A toast waiting for the next page: a translation key (or a text) and its level. */
export type ShellToast = { level: 'info' | 'warn' | 'error'; key?: string; text?: string; values?: Record<string, string | number> }

/** What every page needs from the root loader: language, who is logged in, theme, header badges, a pending toast. */
export type ShellView = {
  lang: Language
  config: { systemName: string; theme: string; logo: string; currency: string }
  user: {
    displayName: string
    admin: boolean
    /** Users: admin or app admin (§6 User Search); Clubs: admins only in the v2 menu (§6, decision 034). */
    userSearch: boolean
    clubs: boolean
    createComp: boolean
    /** My competitions: builder, check-in, ticket or scoreboard permission (issue 30). */
    myCompetitions: boolean
    /** The admin menu's Organisations and Help Config: admins only (3-organiser-admin §6). */
    organisations: boolean
    helpConfig: boolean
    /** The admin menu's Reports (admins) and Cheques (admins and finance on 38), 3-organiser-admin §6. */
    reports: boolean
    cheques: boolean
    /** Stripe Users and the Finance Report (a new window): finance permission (3-organiser-admin §6). */
    stripeUsers: boolean
    financeReport: boolean
    /** Store Config: admins only (3-organiser-admin §6). */
    storeConfig: boolean
    credit: number
    versionSwitch: boolean
    canToggleRole: boolean
    /** While an admin impersonates this user: the banner names them and offers Stop (decision 038). */
    impersonated: boolean
  } | null
  cart: CartSummary | null
  unreadMessages: number | null
  healthWarnings: string[]
  /** The config's user messages this user may see (admin-only ones for admins). */
  configMessages: ShownMessage[]
  legacySiteUrl: string
  /** The menu's links to screens that hand over, by their v2 address: the same screen on the legacy site (decision 074). */
  handOver: Record<string, string>
  supportEmail: string
  devTools: boolean
  fakeLogin: boolean
  sessionUnavailable: boolean
  toast: ShellToast | null
}
