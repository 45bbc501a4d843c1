import { randomBytes } from 'node:crypto'
import type { SeedAthlete, SeedData, SeedMessage, SeedOrganisation, SeedUser } from '../seed/index'
import { createShopState, type ShopState } from './shop-state'
import { seedCheques, type SimCheque } from './cheques'
import { seedTickets, type SimTickets } from './tickets'
import type { SimDiscount } from './discounts'

export type SimUser = Omit<SeedUser, 'password'> & {
  /** null until the user sets one (registration without a password). */
  password: string | null
}

export type BasketItem = {
  key: string
  productId: number
  name: string
  quantity: number
  lineTotal: number
  /** What the item enters, when it is a competition entry. */
  compId?: number
  athleteId?: number
  ceid?: number
}

export type Order = {
  id: number
  userId: number
  items: BasketItem[]
  total: number
  status: 'paid'
  paidAt: string
}

/** An athlete as the simulator keeps it: the seed fields plus what the legacy athlete record holds. */
export type SimAthlete = Omit<SeedAthlete, 'gender' | 'aocode'> & {
  gender: 'F' | 'M' | 'O'
  aocode: string
  club2Id: number
  schoolId: number
  classification: number
  email: string
  image: string
  options: {
    noEntryReason: string
    emergency: { name: string; tel: string; relationship: string }
    socials: { tiktok: string; instagram: string; facebook: string }
    coach: string
    trainingGroup: string
    /** Keyed by competition id. */
    genericCompAthleteEntities: Record<string, { id: number; name: string }>
  }
}

export type SimPb = { athleteId: number; eventId: number; pb: number; sb: number; trackSb: boolean }

/**
 * An entry: made (unpaid) when the user ticks an event and gets a product id, paid at checkout.
 * Prices are the ones in force when the product was made.
 */
export type SimEntry = {
  entryId: number
  productId: number
  compId: number
  ceid: number
  athleteId: number
  userId: number
  entityId: number
  teamId: number
  pb: number
  price: number
  fee: number
  created: string
  /** Payment status (3-organiser-admin §3): 0 Not Paid, 1 Paid, 2 Cheque/Awaiting Payment (set paid), 3 Auto Free Price (an automatic entry). */
  paid: 0 | 1 | 2 | 3
  /** An automatic entry: the source competition's entry it was copied from. */
  autoFrom?: number
  orderId: number
  dateOrdered: string
  waitingList: boolean
}

/** A team: its event, the entity it is entered for, its athletes by position (1-based; substitutes after the positions). */
export type SimTeam = {
  teamId: number
  compId: number
  ceid: number
  name: string
  userId: number
  entityId: number
  entityLevel: number
  athletes: Array<{ athleteId: number; pos: number }>
  /** A free form's rows and `others` answers (decision 056). */
  formRows?: Array<{ pos: number; value: string }>
  others?: Array<{ label: string; value: string }>
  productId: number
}

export type OutboxMail = { to: string; subject: string; login: string; key: string; link: string }

/** `impersonating`: the user an admin's login acts as (GET /v5/admin/impersonate/{id}; 0 stops). */
export type TokenRecord = { userId: number; expiresAt: number; revoked: boolean; impersonating?: number }
export type ResetKeyRecord = { userId: number; expiresAt: number; used: boolean }
export type HandoffRecord = { userId: number; expiresAt: number }
/** A WordPress login session (the token inside its auth cookies), as wp-login.php starts it. */
export type WordpressSessionRecord = { userId: number; expiresAt: number }

/** Everything the simulator changes while it runs; seeded from createSeed. */
export type SimulatorState = {
  readonly seed: SeedData
  users: SimUser[]
  tokens: Map<string, TokenRecord>
  resetKeys: Map<string, ResetKeyRecord>
  outbox: OutboxMail[]
  /** The app config's user messages (1-shell §3 "messages": id, level, message; some admin-only), none by default. */
  configMessages: Array<{ id: number; level: string; message: string; adminOnly: boolean }>
  /** Basket items by user id. */
  baskets: Map<number, BasketItem[]>
  orders: Order[]
  handoffCodes: Map<string, HandoffRecord>
  /** Shop (WooCommerce page) sessions: cookie value to user id. */
  shopSessions: Map<string, number>
  /** WordPress login sessions by the session token in the auth cookies. */
  wordpressSessions: Map<string, WordpressSessionRecord>
  messages: SeedMessage[]
  athletes: SimAthlete[]
  userAthletes: Array<{ userId: number; athleteId: number }>
  pbs: SimPb[]
  entries: SimEntry[]
  /** Teams made through the team calls; each has one product (an entry with teamId, athleteId 0). */
  teams: SimTeam[]
  /** `${userId}:${compId}` once the user gave the competition's priority code. */
  priorityPasses: Set<string>
  /** `${userId}:${athleteId}` once the user found the athlete by registration number and date of birth. */
  lookups: Set<string>
  counters: { athlete: number; entry: number; product: number; team: number }
  /** The simulator's clock (epoch ms): fixed at noon on the reference date unless a test sets it. */
  now(): number
  /** The config's logout url (a path or an absolute address); a test may set another. */
  logoutUrl: string
  /** Questions to organisers, the shop's stock and purchases (shop-state.ts). */
  shop: ShopState
  /** The seed's organisations that are not active, as the admin approves them (org-routes.ts). */
  orgRequests: SeedOrganisation[]
  /** How long every report run takes (report-routes.ts): 0, or what a test sets to make one long. */
  reportDelayMs: number
  /** Cheque payments and whether each is received (cheque-routes.ts). */
  cheques: SimCheque[]
  /** Tickets sold, their orders and whether each was used (ticket-routes.ts). */
  tickets: SimTickets
  /** Competitions' discounts, none in the seed (discounts.ts). */
  discounts: SimDiscount[]
}

/** Where the simulator's logout lives (the real site's config names its own). */
export const DEFAULT_LOGOUT_URL = '/wp-json/e4s/v5/logout'

export const RESET_KEY_TTL_MS = 60 * 60 * 1000
export const HANDOFF_TTL_MS = 5 * 60 * 1000

export function createSimulatorState(seed: SeedData, options: { now?: () => number } = {}): SimulatorState {
  const fixedNow = Date.parse(`${seed.referenceDate}T12:00:00+01:00`)
  const athletes = seed.athletes.map(simAthlete)
  const state: SimulatorState = {
    seed,
    users: seed.users.map((u) => ({ ...u, permissions: u.permissions.map((p) => ({ ...p })) })),
    tokens: new Map(),
    resetKeys: new Map(),
    outbox: [],
    configMessages: [],
    baskets: new Map(),
    orders: [],
    handoffCodes: new Map(),
    shopSessions: new Map(),
    wordpressSessions: new Map(),
    messages: seed.messages.map((m) => ({ ...m, to: [...m.to], readBy: [...m.readBy] })),
    athletes,
    userAthletes: seed.userAthletes.map((l) => ({ ...l })),
    pbs: seed.pbs.map((p) => ({ ...p, trackSb: false })),
    entries: [],
    teams: [],
    priorityPasses: new Set(),
    lookups: new Set(),
    counters: { athlete: Math.max(0, ...athletes.map((a) => a.id)), entry: 30000, product: 80000, team: 7000 },
    now: options.now ?? (() => fixedNow),
    logoutUrl: DEFAULT_LOGOUT_URL,
    shop: createShopState(seed.referenceDate),
    orgRequests: seed.organisationRequests.map((o) => ({ ...o })),
    reportDelayMs: 0,
    cheques: seedCheques(seed),
    tickets: seedTickets(seed),
    discounts: [],
  }
  return state
}

/** The options of an athlete nobody has filled in yet. */
export function emptyAthleteOptions(): SimAthlete['options'] {
  return {
    noEntryReason: '',
    emergency: { name: '', tel: '', relationship: '' },
    socials: { tiktok: '', instagram: '', facebook: '' },
    coach: '',
    trainingGroup: '',
    genericCompAthleteEntities: {},
  }
}

function simAthlete(a: SeedAthlete): SimAthlete {
  return {
    ...a,
    club2Id: 0,
    schoolId: 0,
    classification: 0,
    email: '',
    image: '',
    options: emptyAthleteOptions(),
  }
}

/** A legacy date-time (site offset +01:00) for an instant. */
export function legacyDateTime(ms: number): string {
  return `${new Date(ms + 3_600_000).toISOString().slice(0, 19)}+01:00`
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex')
}

/** By login or e-mail, case-insensitively, as WordPress does. */
export function findUser(state: SimulatorState, loginOrEmail: string): SimUser | undefined {
  const wanted = loginOrEmail.trim().toLowerCase()
  if (!wanted) return undefined
  return state.users.find((u) => u.login.toLowerCase() === wanted || u.email.toLowerCase() === wanted)
}

export function userById(state: SimulatorState, id: number): SimUser | undefined {
  return state.users.find((u) => u.id === id)
}

export function issueToken(state: SimulatorState, userId: number, ttlSeconds: number): string {
  const token = `sim_${randomHex(20)}`
  state.tokens.set(token, { userId, expiresAt: Date.now() + ttlSeconds * 1000, revoked: false })
  return token
}

/** Who the token acts as: the impersonated user while its admin impersonates one, else its owner. */
export function userForToken(state: SimulatorState, token: string): SimUser | undefined {
  const record = state.tokens.get(token)
  if (!record || record.revoked || record.expiresAt <= Date.now()) return undefined
  return userById(state, record.impersonating ?? record.userId)
}

/** Whose login the token is, whoever it acts as. */
export function tokenOwner(state: SimulatorState, token: string): SimUser | undefined {
  const record = state.tokens.get(token)
  return record && userForToken(state, token) ? userById(state, record.userId) : undefined
}

/** A fresh single-use reset key; an older key of the same user stops working, as in WordPress. */
export function issueResetKey(state: SimulatorState, user: SimUser): string {
  for (const [key, record] of state.resetKeys) if (record.userId === user.id) state.resetKeys.delete(key)
  const key = randomHex(10)
  state.resetKeys.set(key, { userId: user.id, expiresAt: Date.now() + RESET_KEY_TTL_MS, used: false })
  return key
}

export function resetLink(key: string, login: string): string {
  return `/v2/reset_pwd?key=${encodeURIComponent(key)}&login=${encodeURIComponent(login)}`
}

/** Mails a reset link to a known login or e-mail; unknown ones are ignored silently. */
export function requestPasswordReset(state: SimulatorState, loginOrEmail: string, subject = 'Password reset'): void {
  const user = findUser(state, loginOrEmail)
  if (!user) return
  const key = issueResetKey(state, user)
  state.outbox.push({ to: user.email, subject, login: user.login, key, link: resetLink(key, user.login) })
}

export function basketOf(state: SimulatorState, userId: number): BasketItem[] {
  return state.baskets.get(userId) ?? []
}

export function basketTotal(items: BasketItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.lineTotal, 0) * 100) / 100
}

export function money(value: number): string {
  return value.toFixed(2)
}
