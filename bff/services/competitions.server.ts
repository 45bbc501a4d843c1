import { CacheNone, CacheShort } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import {
  COMPETITION_PAGE_SIZE,
  type CompetitionFilter,
  type CompetitionPage,
  type CompetitionView,
  type EntryDefaultPanel,
  type NamedRef,
} from '../domain/competition/competition'
import { filterToWire } from '../domain/competition/competition-filter'
import { parseSectionsToHide } from '../domain/entry/entry-sections'
import { deepFreeze, oncePerFrozen } from '../domain/text/deep-freeze'
import {
  competitionInfoAnswerSchema,
  competitionListAnswerSchema,
  competitionOrganisationsAnswerSchema,
  filterCompetitions,
  getCompetitionInfo,
  getCompetitionOrganisations,
  type CompetitionFilterQuery,
  type CompetitionInfoWire,
  type CompetitionSummaryWire,
} from '../legacy/competitions.server'
import { competitionAnswerSchema, getFullCompetition } from '../legacy/entry.server'
import { loadPublicConfig } from './config.server'
import { orAbsent } from './failure.server'
import { sanitizeLegacyHtml } from './html.server'

/** Public competition data is the same for everyone: shared cache keys, never the user's token. */
type PublicContext = Pick<RequestContext, 'cache' | 'legacyAnonymous'> & Partial<Pick<RequestContext, 'listGeneration'>>

/** Where the list's key generation is kept (bff/cache/generation.server.ts): not under `cache:`, it outlives entries. */
export const COMPETITION_LIST_GENERATION_KEY = 'competitions:list-gen'

export const COMPETITION_ORGS_KEY = 'competitions:orgs'

/**
 * The legacy site fills a competition without a logo of its own with its default logo; the card
 * treats that as no logo. Any path whose file name is the default's counts, whatever its folder or host.
 */
const LEGACY_DEFAULT_LOGO_FILE = 'e4s_logo.png'

export function ownLogo(path: string): string | null {
  const trimmed = path.trim()
  if (!trimmed) return null
  const file = trimmed.split(/[?#]/)[0]?.split('/').pop()?.toLowerCase() ?? ''
  return file === LEGACY_DEFAULT_LOGO_FILE ? null : trimmed
}

/** The cache key of one list query: parameters sorted by name, URL-encoded; after the first status save, `#{generation}`. */
export function competitionListKey(query: CompetitionFilterQuery, generation = '0'): string {
  const entries = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const key = `competitions:list:${new URLSearchParams(entries).toString()}`
  return generation === '0' ? key : `${key}#${generation}`
}

export const competitionInfoKey = (id: number) => `competitions:info:${id}`
export const fullCompetitionKey = (id: number) => `competitions:full:${id}`

/** After a write on the competition: its public card and its full read show the save at once. */
export function forgetCompetition(ctx: Pick<RequestContext, 'cache'>, id: number): Promise<unknown> {
  return Promise.all([ctx.cache.invalidate(competitionInfoKey(id)), ctx.cache.invalidate(fullCompetitionKey(id))])
}

const PANELS: readonly EntryDefaultPanel[] = ['SCHEDULE', 'SHOP', 'SHOP_ONLY']

function panel(value: string): EntryDefaultPanel {
  const upper = value.trim().toUpperCase()
  return PANELS.find((p) => p === upper) ?? 'SCHEDULE'
}

/** YYYY-MM-DD days, ascending and unique; the first date when the list is missing. */
function days(w: CompetitionSummaryWire): string[] {
  const valid = [...w.dates, ...(w.dates.length === 0 ? [w.date] : [])]
    .map((d) => d.trim().slice(0, 10))
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))
  return [...new Set(valid)].sort()
}

const orNull = (s: string) => (s.trim() ? s : null)
const ref = (r: { id: number; name: string }): NamedRef => ({ id: r.id, name: r.name })

export function toCompetitionView(
  w: CompetitionSummaryWire & Partial<Pick<CompetitionInfoWire, 'information' | 'termsConditions'>>,
): CompetitionView {
  const o = w.options
  return {
    id: w.id,
    name: w.name,
    logo: ownLogo(w.logo),
    dates: days(w),
    organiser: { id: w.clubId, name: w.club },
    compOrg: ref(w.compOrg),
    location: w.location && (w.location.id > 0 || w.location.name) ? { ...w.location } : null,
    active: w.active,
    teamComp: w.teamComp,
    clubComp: o.clubComp || o.isClubComp,
    counts: { athletes: w.counts.athletes, entries: w.counts.entries, teams: w.counts.teams },
    limits: { athletes: o.compLimits.athletes, entries: o.compLimits.entries, teams: o.compLimits.teams },
    showTeamAthletes: o.showTeamAthletes,
    openDate: w.opendate,
    closeDate: w.closedate,
    saleEndDate: orNull(o.saleenddate),
    disabled: o.disabled,
    disabledReason: o.disabledReason,
    newsflashHtml: sanitizeLegacyHtml(w.newsFlash),
    homeInfoHtml: sanitizeLegacyHtml(o.homeInfo),
    informationHtml: sanitizeLegacyHtml(w.information ?? ''),
    termsHtml: sanitizeLegacyHtml(w.termsConditions ?? ''),
    restriction: {
      clubs: o.athleteSecurity.clubs.map(ref),
      areas: o.athleteSecurity.areas.map(ref),
      endsAt: orNull(o.athleteSecurity.onlyClubsUpTo),
    },
    resultsAvailable: o.resultsAvailable,
    checkIn: { enabled: o.checkIn.enabled, opensAt: orNull(o.checkIn.checkInDateTimeOpens) },
    ui: {
      enterButtonText: o.ui.enterButtonText,
      entryDefaultPanel: panel(o.ui.entryDefaultPanel),
      sectionsToHide: parseSectionsToHide(o.ui.sectionsToHide),
      ticketCompId: o.ui.ticketComp,
      ticketCompButtonText: o.ui.ticketCompButtonText,
    },
    useV2Routes: o.useV2Routes,
    // The organiser's priority message is HTML like the other texts.
    priority: { required: o.priority.required, dateTime: orNull(o.priority.dateTime), message: sanitizeLegacyHtml(o.priority.message) },
    contact: { visible: o.contact.visible, email: o.contact.email, tel: o.contact.tel, name: o.contact.userName },
    workflow: w.status.wfid > 0 ? { wfid: w.status.wfid, description: w.status.description, organiserStatus: w.status.status } : null,
  }
}

/** Cached answers are shared and frozen (decision 079): each competition in one is made a view once. */
const viewOf = oncePerFrozen((w: Parameters<typeof toCompetitionView>[0]): CompetitionView => deepFreeze(toCompetitionView(w)))
/** And a list's competitions, one array per answer (its cards are kept by it: listCards). */
const viewsOf = oncePerFrozen((list: ReadonlyArray<Parameters<typeof toCompetitionView>[0]>): readonly CompetitionView[] => deepFreeze(list.map(viewOf)))

/**
 * One page of the public list. The answer is cached as the legacy sent it and sanitised on the way
 * out. Free-text searches are not cached: each distinct text would be its own shared entry, an easy
 * way to fill Redis.
 */
export async function listCompetitions(ctx: PublicContext, filter: CompetitionFilter): Promise<CompetitionPage> {
  const query: CompetitionFilterQuery = filterToWire(filter)
  const generation = (await ctx.listGeneration?.current()) ?? '0'
  const { value } = await ctx.cache.fetch(competitionListKey(query, generation), {
    strategy: filter.freeText ? CacheNone : CacheShort,
    schema: competitionListAnswerSchema,
    load: () => filterCompetitions(ctx.legacyAnonymous, query),
  })
  const pageSize = value.meta.pagesize > 0 ? value.meta.pagesize : COMPETITION_PAGE_SIZE
  const items = viewsOf(value.data)
  return {
    items,
    page: filter.page,
    pageSize,
    // A missing total must not hide the page that was answered.
    total: Math.max(value.meta.totalCount, (filter.page - 1) * pageSize + items.length),
  }
}

/**
 * The public card and information of one competition; null when the legacy site says it does not
 * know it. Any other refusal or failure is thrown for the page to map (services/failure.server.ts).
 */
export async function getCompetition(ctx: PublicContext, id: number): Promise<CompetitionView | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  // "Competition not found" is not cached: any id could be asked.
  const found = await orAbsent(
    ctx.cache.fetch(competitionInfoKey(id), {
      strategy: CacheShort,
      schema: competitionInfoAnswerSchema,
      load: () => getCompetitionInfo(ctx.legacyAnonymous, id),
    }),
    { notFoundOnly: true },
  )
  return found ? viewOf(found.value.data) : null
}

/**
 * The full competition (options, rules, prices) the entry rules read: the same for everyone (the
 * builder's code is not in this schema), so shared and read without the token. Every entry page
 * view and tick read it; the schedule call beside it still carries the token.
 */
export async function loadFullCompetition(ctx: PublicContext, id: number) {
  const { value } = await ctx.cache.fetch(fullCompetitionKey(id), {
    strategy: CacheShort,
    schema: competitionAnswerSchema,
    load: () => getFullCompetition(ctx.legacyAnonymous, id),
  })
  return value
}

/** The organisations that run competitions, for the filter form. */
export async function listCompetitionOrganisations(ctx: PublicContext): Promise<NamedRef[]> {
  const { value } = await ctx.cache.fetch(COMPETITION_ORGS_KEY, {
    strategy: CacheShort,
    schema: competitionOrganisationsAnswerSchema,
    load: () => getCompetitionOrganisations(ctx.legacyAnonymous),
  })
  return value.data.map(ref)
}

export type FilterOptions = { organisers: NamedRef[]; locations: NamedRef[]; events: NamedRef[]; compOrgs: NamedRef[] }

/** Choices of the list filter form: organisers, locations and events from the public config meta. */
export async function getFilterOptions(ctx: PublicContext): Promise<FilterOptions> {
  const [config, compOrgs] = await Promise.all([loadPublicConfig(ctx), listCompetitionOrganisations(ctx)])
  const meta = config.meta ?? {}
  return {
    organisers: (meta.organisers ?? []).map(ref),
    locations: (meta.locations ?? []).map(ref),
    events: (meta.events ?? []).map(ref),
    compOrgs,
  }
}
