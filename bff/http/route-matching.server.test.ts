import { createRequire } from 'node:module'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/*
 * The server's route matching is patched (patches/, decision 058): Remix matched every request
 * against all of the app's routes four times, flattening, ranking and compiling the whole tree each
 * time. The patched router flattens a tree once and remembers which branch a path matched; the
 * server routes and their data routes are made once per build. Loaded as the server loads them.
 */
const require = createRequire(import.meta.url)
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] }
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route }
const { matchRoutes } = require('@remix-run/router') as { matchRoutes: (routes: Route[], path: string) => Match[] | null }
const { createStaticRouter } = require('react-router-dom/server') as {
  createStaticRouter: (routes: Route[], context: { matches: Match[]; basename: string }) => { routes: unknown[] }
}

const APP_SHAPE: Route[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      {
        id: 'v2',
        path: 'v2',
        children: [
          { id: 'v2-index', index: true },
          { id: 'login', path: 'login-v2' },
          { id: 'entry', path: 'entry-v2/:id' },
          { id: 'builder', path: 'builder-v2/:id/:step?' },
          { id: 'results', path: 'results-entry-v2/:compId/:eventGroupId' },
          { id: 'v2-splat', path: '*' },
        ],
      },
      { id: 'splat', path: '*' },
    ],
  },
]

/** A structural copy: new arrays and objects, so nothing the router remembers applies to it. */
const fresh = (routes: Route[]): Route[] => routes.map((r) => ({ ...r, ...(r.children ? { children: fresh(r.children) } : {}) }))
const summary = (matches: Match[] | null) => matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null

describe('route matching on the server', () => {
  it('flattens a route tree once: matching another path does not read the tree again', () => {
    let reads = 0
    const counted = new Proxy(fresh(APP_SHAPE), {
      get(target, key, receiver) {
        reads++
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    matchRoutes(counted, '/v2/login-v2')
    const afterFirst = reads
    expect(afterFirst).toBeGreaterThan(0)
    matchRoutes(counted, '/v2/entry-v2/550')
    matchRoutes(counted, '/nowhere')
    expect(reads).toBe(afterFirst)
  })

  it('makes the data routes of a route tree once', () => {
    const routes = fresh(APP_SHAPE)
    const context = { matches: [], basename: '/' }
    expect(createStaticRouter(routes, context).routes).toBe(createStaticRouter(routes, context).routes)
  })

  it('matches as an unremembered tree does, the first time and every time after', () => {
    const segment = fc.constantFrom('v2', 'login-v2', 'entry-v2', 'builder-v2', 'results-entry-v2', '550', 'general', 'x', '')
    const paths = fc.array(fc.array(segment, { maxLength: 5 }).map((s) => `/${s.join('/')}`), { minLength: 1, maxLength: 20 })
    fc.assert(
      fc.property(paths, (list) => {
        const remembered = fresh(APP_SHAPE)
        for (const path of [...list, ...list]) {
          expect(summary(matchRoutes(remembered, path))).toEqual(summary(matchRoutes(fresh(APP_SHAPE), path)))
        }
      }),
    )
  })

  it('gives each match objects of its own, so a request cannot change another’s', () => {
    const routes = fresh(APP_SHAPE)
    const first = matchRoutes(routes, '/v2/entry-v2/550')!
    first[first.length - 1]!.params.id = 'changed'
    expect(matchRoutes(routes, '/v2/entry-v2/550')!.at(-1)!.params.id).toBe('550')
  })
})
