import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, startTestApp, type TestApp } from '../support/app'

/** Every route module of the build that has an action, as an address (params filled in). */
async function actionAddresses(): Promise<string[]> {
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild
  const routes = build.routes
  const fullPath = (id: string): string => {
    const route = routes[id]!
    const own = route.path ?? ''
    const parent = route.parentId ? fullPath(route.parentId) : ''
    return [parent, own].filter(Boolean).join('/')
  }
  return Object.values(routes)
    .filter((route) => route && typeof route.module.action === 'function')
    .map((route) => `/${fullPath(route!.id).replace(/:\w+/g, '1')}`)
    .sort()
}

const BOUNDARY = '----e4sBoundary'
const GARBAGE: Array<{ name: string; contentType: string; body: string }> = [
  {
    name: 'another boundary than announced',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: '--somethingElse\r\nContent-Disposition: form-data; name="intent"\r\n\r\ntick\r\n--somethingElse--\r\n',
  },
  {
    name: 'cut off mid-part',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nti`,
  },
  { name: 'no boundary at all', contentType: 'multipart/form-data', body: 'intent=tick' },
]

function postGarbage(app: TestApp, address: string, garbage: (typeof GARBAGE)[number], headers: Record<string, string> = {}) {
  return fetch(`${app.url}${address}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': garbage.contentType, ...headers },
    body: garbage.body,
  })
}

let addresses: string[]
beforeAll(async () => {
  addresses = await actionAddresses()
})

describe.each<{ mode: string; env: Record<string, string> }>([
  { mode: 'development', env: {} },
  { mode: 'production', env: { NODE_ENV: 'production', SESSION_SECRET: 'a-test-secret', INTERNAL_PORT: '0' } },
])('a body that is not a form gets 400 on every action ($mode)', ({ env }) => {
  let app: TestApp
  let cookie: string
  beforeAll(async () => {
    app = await startTestApp({ redis: true, env })
    const login = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
    // Production's cookie is __Host-e4s_session (Secure): read it by hand, the test speaks plain http.
    const set = login.headers.getSetCookie().find((c) => /^(__Host-)?e4s_session=/.test(c))
    if (!set) throw new Error('no session cookie set')
    cookie = set.split(';')[0]
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the build has the action routes this test expects to find', () => {
    expect(addresses).toContain('/v2/login-v2')
    expect(addresses).toContain('/v2/entry-v2/1')
    expect(addresses.length).toBeGreaterThanOrEqual(13)
  })

  it.each(GARBAGE)('$name: 400 on every action, for visitors and logged-in users, in the user language', async (garbage) => {
    for (const address of addresses) {
      const anonymous = await postGarbage(app, address, garbage)
      expect(anonymous.status, `${address} anonymous`).toBe(400)
      const loggedIn = await postGarbage(app, address, garbage, { cookie, 'accept-language': 'fr' })
      expect(loggedIn.status, `${address} logged in`).toBe(400)
    }
    const page = await postGarbage(app, '/v2/login-v2', garbage, { 'accept-language': 'fr' })
    expect(await page.text()).toContain('Le formulaire n&#x27;a pas pu être lu')
    const data = await postGarbage(app, '/v2/entry-v2/1.data', garbage, { cookie })
    expect(data.status).toBe(400)
  })

  it('nothing was logged as an unhandled error', () => {
    expect(app.logs.filter((line) => line.includes('"level":50'))).toEqual([])
  })
})
