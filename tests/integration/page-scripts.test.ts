import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'

// A page's route modules, preloads and links are kept per path and matched routes, and its data is
// read whole before the render and written in one script (decision 083). Pages asked in turns
// each get their own, the same each time.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '0' } })
})
afterAll(async () => {
  await app?.close()
})

async function page(path: string) {
  const res = await fetch(`${app.url}${path}`)
  const html = (await res.text()).replace(/nonce="[^"]+"/g, 'nonce=""').replace(/"requestId":"[^"]+"/g, '"requestId":""')
  return { status: res.status, html }
}

const routeModules = (html: string) => /window\.__remixRouteModules = \{([^}]*)\}/.exec(html)?.[1]
const manifestRoutes = (html: string) =>
  Object.keys((JSON.parse(/window\.__remixManifest = (\{[\s\S]*?\});\n/.exec(html)![1]!) as { routes: object }).routes)
const dataScripts = (html: string) =>
  [...html.matchAll(/<script nonce="">window\.__remixContext\.streamController\.(enqueue|close)\(/g)].map((m) => m[1])

describe('the scripts of a page', () => {
  it('name the routes of that page, whatever page was asked before', async () => {
    const paths = ['/v2/login-v2', '/v2', '/v2/no-such-page', '/v2/login-v2?redirectFrom=%2Fv2']
    const first = await Promise.all(paths.map(page))
    const again = []
    for (const path of [...paths].reverse()) again.unshift(await page(path))
    expect(again).toEqual(first)
    const [login, home, missing, loginAgain] = first
    expect(routeModules(login!.html)).toBe('"root":route0,"routes/v2":route1,"routes/v2.login-v2":route2')
    expect(routeModules(home!.html)).toBe('"root":route0,"routes/v2":route1,"routes/v2._index":route2')
    expect(routeModules(loginAgain!.html)).toBe(routeModules(login!.html))
    expect(missing!.status).toBe(404)
    expect(manifestRoutes(login!.html)).toContain('routes/v2.login-v2')
    expect(manifestRoutes(login!.html)).not.toContain('routes/v2.builder-v2')
    expect(manifestRoutes(home!.html)).toContain('routes/v2._index')
    const loginModule = /"routes\/v2\.login-v2":\s*\{\s*"id": "routes\/v2\.login-v2",[\s\S]*?"module": "([^"]+)"/.exec(login!.html)?.[1]
    expect(login!.html).toContain(`<link rel="modulepreload" href="${loginModule}"/>`)
    expect(home!.html).not.toContain(`<link rel="modulepreload" href="${loginModule}"/>`)
  })

  it('carry the page’s data in one script, then close its stream', async () => {
    for (const path of ['/v2/login-v2', '/v2', '/v2/no-such-page']) {
      const { html } = await page(path)
      expect(dataScripts(html), path).toEqual(['enqueue', 'close'])
      expect(html, path).toContain('\\"loaderData\\"')
    }
  })

  it('link the app’s stylesheet, show a PNG icon, and restore no scroll on a new entry', async () => {
    for (const path of ['/v2/login-v2', '/v2', '/v2/no-such-page']) {
      const { html } = await page(path)
      expect(html.match(/<link rel="stylesheet" href="\/assets\/styles-[^"]+\.css"\/>/g), path).toHaveLength(1)
      expect(html, path).toContain('<link rel="icon" href="/favicon.png" type="image/png"/>')
      // ScrollRestoration's script reads a kept position only for an entry the router has keyed.
      expect(html, path).toContain('sessionStorage.getItem')
      expect(html, path).not.toContain('replaceState')
    }
    const icon = await fetch(`${app.url}/favicon.png`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/png')
  })
})
