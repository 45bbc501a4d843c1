import { data } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { legacyHashPath, legacySiteLink } from '../domain/routing/hash-links'
import { matchV2, type Match } from '../domain/routing/route-table'
import { screenNeeds } from '../domain/routing/screen-needs'
import { isLegacyError } from '../legacy/errors'
import { requireScreen } from '../session/guards.server'

/*
 * A screen whose essential call the legacy site lacks hands over to the same screen on the legacy
 * site (decision 067): one sentence why and a link, never an error page. A call is known missing
 * once the site answered it with WordPress's `rest_no_route` (kept in the store for
 * LEGACY_NO_ROUTE_SECONDS, shared by every process), or from start-up when the conformance report
 * (LEGACY_CONFORMANCE_FILE, decision 073) marks it missing; the operator can make a screen always
 * hand over (LEGACY_HAND_OVER) or never (LEGACY_STAY).
 */

export type HandOver = { legacyUrl: string; screen: string }

type Context = Pick<AppLoadContext, 'config' | 'store' | 'log' | 'user' | 'auth' | 'url' | 'sessionUnavailable'>

const missingKey = (endpoint: string) => `legacy:no-route:${endpoint}`

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
  const { always, never, knownMissing } = context.config.handOver
  if (never.includes(name)) return null
  const needs = screenNeeds(name)
  if (!always.includes(name) && !needs.some((e) => knownMissing.includes(e))) {
    if (needs.length === 0) return null
    const known = await Promise.all(needs.map((e) => context.store.get(missingKey(e)).catch(() => null)))
    if (known.every((v) => v === null)) return null
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
  await context.store.set(missingKey(endpoint), '1', context.config.handOver.missingSeconds).catch(() => undefined)
  context.log.warn({ endpoint, screen: screen.match.entry.name, kind: 'contract' }, 'legacy site lacks a call: screen handed over')
  return handOver(context, screen)
}

/** The call a failure says the legacy site lacks: a `rest_no_route` error, or the page failure mapped from one (pageError). */
function missingCallOf(err: unknown): string | null {
  if (isLegacyError(err)) return err.detail.noRoute ? err.endpoint : null
  const mapped = (err as { data?: { missingCall?: unknown } } | null)?.data?.missingCall
  return typeof mapped === 'string' ? mapped : null
}
