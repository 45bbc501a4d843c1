import type { ServerBuild } from '@remix-run/node'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'

/** Labels outside the app's routes: a bounded set whatever paths are asked for. */
export const ROUTE_LABELS = { unmatched: 'unmatched', static: 'static', ops: 'ops', feed: 'scoreboard-feed' } as const

type ManifestRoute = ServerBuild['routes'][string]

const MATCHES_KEPT = 2000

/** The build's flat route manifest as the nested route objects the router matches against. */
function routeTree(manifest: ServerBuild['routes'], parentId = ''): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route): route is ManifestRoute => route !== undefined && (route.parentId ?? '') === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(manifest, route.id) },
    )
}

/**
 * The Remix route id that answers a path, with Remix's own matcher, for the metrics' route label:
 * one label per route module (ids are ':id'-free by construction), never one per address asked for.
 */
export function createRouteLabeller(build: Pick<ServerBuild, 'routes'>) {
  const tree = routeTree(build.routes)
  const catchAll = new Set(Object.values(build.routes).flatMap((r) => (r?.path === '*' || r?.path?.endsWith('/*') ? [r.id] : [])))
  // The router flattens and compiles every route on each match: remember the answers (a bounded
  // set, emptied when full, so a crawl of unknown addresses cannot grow it).
  const known = new Map<string, string>()
  const matchPage = (page: string): string => {
    let id = known.get(page)
    if (id === undefined) {
      id = matchRoutes(tree, page)?.at(-1)?.route.id ?? ROUTE_LABELS.unmatched
      if (known.size >= MATCHES_KEPT) known.clear()
      known.set(page, id)
    }
    return id
  }
  return {
    /** The deepest route matching the address as Remix reads it; single-fetch data paths ('.data') count as their page. */
    match(address: string): string {
      let pathname: string
      try {
        pathname = new URL(address, 'http://localhost').pathname
      } catch {
        return ROUTE_LABELS.unmatched
      }
      const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
      return matchPage(page)
    },
    /** The label for a finished answer: a catch-all route's 404 is just another unknown address. */
    label(routeId: string, status: number): string {
      return status === 404 && catchAll.has(routeId) ? ROUTE_LABELS.unmatched : routeId
    },
  }
}
