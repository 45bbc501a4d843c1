import { DEFAULT_LOGO } from '../seed/index'
import type { SeedData } from '../seed/index'
import { URN_PATTERNS } from './athlete-input'
import { DEFAULT_LOGOUT_URL, type SimUser } from './state'
import { ok } from './wire'

const HEALTH_INTERVALS: Record<string, number> = {
  entryCheck: 60,
  healthMonitor: 5,
  orderCheck: 15,
  paymentStatus: 30,
  waitingList: 60,
}

function health(referenceDate: string) {
  // Fixed times on the reference date keep the answer identical for recordings.
  return Object.fromEntries(
    Object.entries(HEALTH_INTERVALS).map(([name, every]) => [name, { every, lastRun: `${referenceDate}T10:00:00+00:00` }]),
  )
}

/** The clubs that organise a seeded competition (the card's organiser, the list's organiserid), by name. */
function organiserClubs(seed: SeedData) {
  const byId = new Map(seed.competitions.map((c) => [c.organiserClubId, c.organiserClubName]))
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

export function configMeta(seed: SeedData) {
  return {
    events: seed.events.map((e) => ({ id: e.id, name: e.name, tf: e.tf, uomType: e.uomType })),
    locations: seed.locations.map((l) => ({ id: l.id, name: l.name })),
    organisers: organiserClubs(seed),
  }
}

/** The app config of docs/legacy-wire.md, for a user or (undefined) an anonymous visitor. */
export function configBody(seed: SeedData, user: SimUser | undefined, logoutUrl = DEFAULT_LOGOUT_URL, impersonating = false) {
  return ok({
    data: {
      systemName: 'Entry4Sports',
      env: 'dev',
      theme: 'default',
      logo: DEFAULT_LOGO,
      lite: false,
      currency: '£',
      userguide: '',
      defaultao: 'EA',
      // The registration number pattern the athlete form checks before the legacy site does (2-entry.md §5).
      aos: { EA: { code: 'EA', description: 'England Athletics', urnPattern: URN_PATTERNS.EA?.source ?? '' } },
      userId: user?.id ?? 0,
      role: user?.role ?? 'ANON',
      logout: logoutUrl,
      options: {
        addCost: 0.5,
        minFee: 0.5,
        minCost: 5,
        percCharged: 5,
        message: '',
        nationalminCost: 5,
        nationaladdCost: 0.3,
        homeMessage: '',
        cartTimeLimit: 30,
        health: health(seed.referenceDate),
        homePage: {
          fromDate: '',
          toDate: '',
          freeTextSearch: '',
          organiser: 0,
          location: 0,
          type: 'ALL',
          compOrg: 0,
          event: 0,
          pagenumber: 1,
        },
        pwd: { regex: '^.{8,}$', helpText: 'At least 8 characters.' },
        defaultAllowExpiredRegistration: false,
        useStripeConnect: false,
        defaultMandatoryPB: false,
      },
      userInfo: {
        user: {
          id: user?.id ?? 0,
          display_name: user?.displayName ?? 'ANONYMOUS',
          user_email: user?.email ?? '',
          ...(user ? { impersonating } : {}),
          version: user ? { ...user.version } : { current: 'v2', toggle: false },
        },
        areas: user?.areas ?? [],
        clubs: user?.clubs ?? [],
        orgs: user?.orgs ?? [],
        e4s_credit: user?.credit ?? 0,
        security: { permLevels: { builder: [] }, permissions: user?.permissions ?? [] },
      },
      checkIn: { shortUrl: '', defaultText: '' },
      help: [],
      messages: [],
    },
    meta: configMeta(seed),
  })
}
