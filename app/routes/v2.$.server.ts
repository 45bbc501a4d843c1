import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { legacyHashPath, legacySiteLink } from '#bff/domain/routing/hash-links'
import { LEGACY_PLACEHOLDER_PREFIX, resolveV1 } from '#bff/domain/routing/v1-paths'
import { matchV2, titleFor, type Match } from '#bff/domain/routing/route-table'
import { requireScreen } from '#bff/session/guards.server'

type Screen = { match: Match; hashPath: string } | { redirectTo: string }

/** A v2 page of the table, or an old-only screen at /v2/legacy/{v1 path}. */
function findScreen(pathname: string, search: string): Screen | null {
  if (pathname === LEGACY_PLACEHOLDER_PREFIX || pathname.startsWith(`${LEGACY_PLACEHOLDER_PREFIX}/`)) {
    const v1Path = pathname.slice(LEGACY_PLACEHOLDER_PREFIX.length) || '/'
    const target = resolveV1(v1Path, search)
    if (!target) return null
    // The screen has a v2 page now (or this address was typed by hand): go there.
    if (target.permanent) return { redirectTo: target.to }
    return { match: target, hashPath: v1Path + search }
  }
  const match = matchV2(pathname)
  return match ? { match, hashPath: legacyHashPath(match, search) } : null
}

/** A screen of the table with no route module of its own: a "not built yet" page linking to the legacy site. */
export function placeholderLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const screen = findScreen(url.pathname, url.search)
  if (!screen) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  if ('redirectTo' in screen) throw redirect(screen.redirectTo, 308)
  requireScreen(context, screen.match)
  return {
    title: titleFor(screen.match),
    legacyUrl: legacySiteLink(context.config.legacySiteUrl, screen.hashPath),
  }
}
