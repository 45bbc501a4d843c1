import type { ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { createRouteLabeller } from './route-label.server'

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} })
// The shape of this app's build: a root, the /v2 layout with its pages, and the two catch-alls.
const routes = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('routes/$', 'root', '*'),
    route('routes/v2', 'root', 'v2'),
    route('routes/v2._index', 'routes/v2', undefined, true),
    route('routes/v2.$', 'routes/v2', '*'),
    route('routes/v2.login-v2', 'routes/v2', 'login-v2'),
    route('routes/v2.show-entry-v2.$id', 'routes/v2', 'show-entry-v2/:id'),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild['routes']

describe('route labels', () => {
  const labels = createRouteLabeller({ routes })

  it.each([
    ['/v2', 'routes/v2._index'],
    ['/v2.data', 'routes/v2._index'],
    ['/v2/login-v2?redirectFrom=/v2', 'routes/v2.login-v2'],
    ['/V2/%6Cogin-v2.data', 'routes/v2.login-v2'],
    ['/v2/x/../login-v2', 'routes/v2.login-v2'],
    ['/v2/show-entry-v2/12', 'routes/v2.show-entry-v2.$id'],
    ['/v2/anything/else', 'routes/v2.$'],
    ['/login', 'routes/$'],
  ])('%s is answered by %s', (address, id) => {
    expect(labels.match(address)).toBe(id)
  })

  it("a catch-all's 404 is unmatched; its redirects and every other route keep their id", () => {
    expect(labels.label('routes/v2.$', 404)).toBe('unmatched')
    expect(labels.label('routes/$', 404)).toBe('unmatched')
    expect(labels.label('routes/$', 308)).toBe('routes/$')
    expect(labels.label('routes/v2.show-entry-v2.$id', 404)).toBe('routes/v2.show-entry-v2.$id')
  })
})
