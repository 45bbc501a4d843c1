import { data } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { legacyHashPath, legacySiteLink, type HandOverLinks } from '../domain/routing/hash-links'
import { matchV2, type Match } from '../domain/routing/route-table'
import { SCREEN_NEEDS, screenNeeds } from '../domain/routing/screen-needs'
import { isLegacyError } from '../legacy/errors'
import { requireScreen } from '../session/guards.server'

/*
 * A screen whose essential call the legacy site lacks hands over to the same screen on the legacy
 * site (decision 067): one sentence why and a link, never an error page. A call is known missing
 * once the site answered it with WordPress's `rest_no_route` (kept in the store for
 * LEGACY_NO_ROUTE_SECONDS, shared by every process), or from start-up when the conformance report
 * (LEGACY_CONFORMANCE_FILE, decision 073) marks it missing; the operator can make a screen always
 * hand over (LEGACY_HAND_OVER) or never (LEGACY_STAY). Links to a screen that hands over (menus,
 * cards, the hub) lead to the legacy screen at once (decision 074).
 */

export type HandOver = { legacyUrl: string; screen: string }

type Context = Pick<AppLoadContext, 'config' | 'store' | 'log' | 'user' | 'auth' | 'url' | 'sessionUnavailable'>

/**
 * Every call known missing in one key, `{ endpoint: until (ms) }`, so a page learns them all in one
 * read (decision 074). Two processes learning two calls in the same instant may keep only one: the
 * other is learnt again on its screen's next failure.
 */
export const MISSING_CALLS_KEY = 'legacy:no-route'

function stillMissing(raw: string | null, now: number): Map<string, number> {
  const found = new Map<string, number>()
  if (raw === null) return found
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return found
    for (const [endpoint, until] of Object.entries(parsed)) if (typeof until === 'number' && until > now) found.set(endpoint, until)
  } catch {
    // A value this code did not write: nothing known.
  }
  return found
}

// One read of the store per request, shared by its loaders (the shell's menu, the page, its hand-over).
const perRequest = new WeakMap<object, Promise<ReadonlySet<string>>>()

/** The calls the legacy site is known to lack: the conformance report's, and those learnt (if the store answers). */
function knownMissing(context: Context): Promise<ReadonlySet<string>> {
  let found = perRequest.get(context)
  if (!found) {
    const fromReport = context.config.handOver.knownMissing
    found = context.store.get(MISSING_CALLS_KEY).then(
      (raw) => new Set([...fromReport, ...stillMissing(raw, Date.now()).keys()]),
      () => new Set(fromReport),
    )
    perRequest.set(context, found)
  }
  return found
}

async function rememberMissing(context: Context, endpoint: string): Promise<void> {
  const seconds = context.config.handOver.missingSeconds
  const now = Date.now()
  const known = stillMissing(await context.store.get(MISSING_CALLS_KEY).catch(() => null), now)
  known.set(endpoint, now + seconds * 1000)
  perRequest.delete(context)
  const longest = Math.max(...known.values()) - now
  await context.store.set(MISSING_CALLS_KEY, JSON.stringify(Object.fromEntries(known)), Math.ceil(longest / 1000)).catch(() => undefined)
}

/**
 * The screens that hand over now: the operator's, and those needing a call known missing, less those
 * told to stay. A visitor's pages (the busiest, page-cached) link to no screen that needs an invented
 * call, so they read only the operator's list, not the store.
 */
export async function handingOver(context: Context): Promise<ReadonlySet<string>> {
  const { always, never } = context.config.handOver
  const missing = context.user ? await knownMissing(context) : new Set(context.config.handOver.knownMissing)
  const screens = new Set(always)
  if (missing.size > 0) {
    for (const [screen, needs] of Object.entries(SCREEN_NEEDS)) if (needs.some((e) => missing.has(e))) screens.add(screen)
  }
  for (const screen of never) screens.delete(screen)
  return screens
}

/** What links need to lead to a handed-over screen on the legacy site; null when no screen hands over. */
export async function handOverLinks(context: Context): Promise<HandOverLinks | null> {
  const screens = await handingOver(context)
  return screens.size > 0 ? { screens, legacySiteUrl: context.config.legacySiteUrl } : null
}

function screenOf(request: Request): { match: Match; search: string } | null {
  const url = new URL(request.url)
  const pathname = url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) : url.pathname
  const match = matchV2(pathname)
  return match ? { match, search: url.search } : null
}

/** What a loader throws to hand over: the page says why and links to the legacy screen. */
function handOver(context: Context, screen: { match: Match; search: string }): Response {
  const legacyUrl = legacySiteLink(context.config.legacySiteUrl, legacyHashPath(screen.match, screen.search.replace(/[?&]_data=[^&]*/, '')))
  const body: { handOver: HandOver } = { handOver: { legacyUrl, screen: screen.match.entry.name } }
  return data(body, { status: 200 }) as unknown as Response
}

/** Before a screen loads: the hand-over, when the operator forces it or a call it needs is known missing. */
export async function handOverFirst(context: Context, request: Request): Promise<Response | null> {
  const screen = screenOf(request)
  if (!screen) return null
  const name = screen.match.entry.name
  const { always, never } = context.config.handOver
  if (never.includes(name)) return null
  const needs = screenNeeds(name)
  if (!always.includes(name)) {
    if (needs.length === 0) return null
    const missing = await knownMissing(context)
    if (!needs.some((e) => missing.has(e))) return null
  }
  // Only someone who may open the screen is sent on to it: the login page or a 403 otherwise, as here.
  requireScreen(context, screen.match)
  return handOver(context, screen)
}

/** After a screen failed: the hand-over when its call is one the legacy site lacks, noted for the next visits. */
export async function handOverAfter(context: Context, request: Request, err: unknown): Promise<Response | null> {
  const endpoint = missingCallOf(err)
  if (endpoint === null) return null
  const screen = screenOf(request)
  if (!screen || context.config.handOver.never.includes(screen.match.entry.name)) return null
  await rememberMissing(context, endpoint)
  context.log.warn({ endpoint, screen: screen.match.entry.name, kind: 'contract' }, 'legacy site lacks a call: screen handed over')
  return handOver(context, screen)
}

/** The call a failure says the legacy site lacks: a `rest_no_route` error, or the page failure mapped from one (pageError). */
function missingCallOf(err: unknown): string | null {
  if (isLegacyError(err)) return err.detail.noRoute ? err.endpoint : null
  const mapped = (err as { data?: { missingCall?: unknown } } | null)?.data?.missingCall
  return typeof mapped === 'string' ? mapped : null
}
