import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Work Remix's server runtime did on every page for nothing, patched out (decision 083,
 * patches/@remix-run+server-runtime). The runtime's own modules, loaded as the server loads them.
 */
const require = createRequire(import.meta.url)
const runtime = path.dirname(require.resolve('@remix-run/server-runtime/package.json'))
type LoaderArgs = { request: Request }
const { callRouteLoader } = require(path.join(runtime, 'dist/data.js')) as {
  callRouteLoader(o: {
    loader: (a: LoaderArgs) => unknown
    request: Request
    params: object
    loadContext: object
    routeId: string
    singleFetch: boolean
  }): Promise<unknown>
}
const { createEntryRouteModules } = require(path.join(runtime, 'dist/entry.js')) as {
  createEntryRouteModules(manifest: Record<string, { module: object }>): Record<string, object>
}

async function requestSeen(url: string, singleFetch = true): Promise<{ same: boolean; url: string }> {
  const request = new Request(url)
  let seen: Request | undefined
  await callRouteLoader({ loader: (a) => ((seen = a.request), null), request, params: {}, loadContext: {}, routeId: 'r', singleFetch })
  return { same: seen === request, url: seen!.url }
}

describe("a loader's request", () => {
  it('is the page’s own when there is nothing to strip', async () => {
    expect(await requestSeen('http://x.test/v2/login-v2?redirectFrom=%2Fv2')).toEqual({
      same: true,
      url: 'http://x.test/v2/login-v2?redirectFrom=%2Fv2',
    })
    expect(await requestSeen('http://x.test/v2', false)).toEqual({ same: true, url: 'http://x.test/v2' })
  })

  it('is a copy without the parameters Remix strips when they are there', async () => {
    expect(await requestSeen('http://x.test/v2?index&q=1')).toEqual({ same: false, url: 'http://x.test/v2?q=1' })
    expect(await requestSeen('http://x.test/v2?index=a&q=1')).toEqual({ same: false, url: 'http://x.test/v2?q=1&index=a' })
    expect(await requestSeen('http://x.test/v2.data?_routes=root&q=1')).toEqual({ same: false, url: 'http://x.test/v2.data?q=1' })
    expect(await requestSeen('http://x.test/v2?_data=root&q=1', false)).toEqual({ same: false, url: 'http://x.test/v2?q=1' })
  })
})

describe('the entry route modules', () => {
  it('are made once per build’s routes, and frozen', () => {
    const routes = { root: { module: { a: 1 } }, page: { module: { b: 2 } } }
    const modules = createEntryRouteModules(routes)
    expect(modules).toEqual({ root: routes.root.module, page: routes.page.module })
    expect(createEntryRouteModules(routes)).toBe(modules)
    expect(Object.isFrozen(modules)).toBe(true)
    expect(createEntryRouteModules({ ...routes })).not.toBe(modules)
  })
})

/*
 * A page's data as one text (decision 086, patches/turbo-stream and @remix-run/server-runtime):
 * the text Remix streamed, made at once when the data holds no promise, with no stream, abort
 * controller or five-second timer per page.
 */
const { encodeViaTurboStream, encodeWholeViaTurboStream } = require(path.join(runtime, 'dist/single-fetch.js')) as {
  encodeViaTurboStream(data: unknown, signal: AbortSignal, timeout: number | undefined, mode: string): ReadableStream<Uint8Array>
  encodeWholeViaTurboStream(data: unknown, mode: string): string | undefined
}

describe("a page's data", () => {
  const data = {
    root: { data: { lang: 'fr', config: { theme: 'default', dates: [new Date(0), new Date(0)] }, user: null } },
    'routes/v2.entry-v2.$id': {
      data: {
        rows: [
          { a: 1, b: 'x' },
          { a: 1, b: 'y' },
        ],
        big: 2n ** 64n,
        missing: undefined,
        nan: NaN,
      },
    },
  }

  it('is the text Remix streams, made at once', async () => {
    const streamed = await new Response(encodeViaTurboStream(data, new AbortController().signal, undefined, 'production')).text()
    expect(encodeWholeViaTurboStream(data, 'production')).toBe(streamed)
    expect(encodeWholeViaTurboStream('plain', 'production')).toBe(
      await new Response(encodeViaTurboStream('plain', new AbortController().signal, undefined, 'production')).text(),
    )
  })

  it('is left to the stream when it holds a promise', () => {
    expect(encodeWholeViaTurboStream({ later: Promise.resolve(1) }, 'production')).toBeUndefined()
  })
})
