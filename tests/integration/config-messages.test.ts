import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, startTestApp, type TestApp } from '../support/app'

// The app config's user messages and the admins' error message (1-shell §3, §8; 3-organiser-admin
// §8), against the built app (npm run build first).

let app: TestApp
let cookies: Record<'entrant' | 'admin', string>

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '0' } })
  // Before any page reads (and keeps) the config.
  app.sim.state.configMessages = [
    { id: 1, level: 'WARN', message: 'Payments are slow this evening.', adminOnly: false },
    { id: 2, level: 'INFO', message: 'Reindexing results at midnight.', adminOnly: true },
  ]
  cookies = await loginAll(app, { entrant: 'Entrant!2026', admin: 'Admin!2026' })
})
afterAll(async () => {
  await app?.close()
})

const page = async (path: string, cookie?: string, lang = 'en') =>
  (await fetch(`${app.url}${path}`, { headers: { ...(cookie ? { cookie } : {}), 'accept-language': lang } })).text()

describe("the config's messages", () => {
  it('show to everyone as a banner (WARN as a warning); the admin-only one only to admins, never in what others get', async () => {
    for (const html of [await page('/v2'), await page('/v2', cookies.entrant)]) {
      expect(html).toMatch(/<p class="banner warn config-message" role="status">Payments are slow this evening\.<\/p>/)
      expect(html).not.toContain('Reindexing results')
    }
    const admin = await page('/v2', cookies.admin)
    expect(admin).toContain('Payments are slow this evening.')
    expect(admin).toMatch(
      /<p class="banner info config-message" role="status"><strong>Admin only:(<!-- -->)? <\/strong>Reindexing results at midnight\.<\/p>/,
    )
    expect(await page('/v2', cookies.admin, 'fr')).toMatch(/Réservé aux administrateurs\u00a0:(<!-- -->)? <\/strong>Reindexing/)
    // Nor in the single-fetch data of a page the entrant moves to.
    const data = await page('/v2.data', cookies.entrant)
    expect(data).toContain('Payments are slow this evening.')
    expect(data).not.toContain('Reindexing')
  })
})

describe("the admins' error message", () => {
  it("an unexpected error shows admins 'Error Message for Admin: {message}', and others the plain error page", async () => {
    const cache = app.platform.cache
    const fetchValue = cache.fetch
    cache.fetch = () => Promise.reject(new Error('planted bug in a loader'))
    try {
      const admin = await page('/v2/show-entry-v2/501', cookies.admin)
      expect(admin).toContain('Error Message for Admin: planted bug in a loader')
      expect(await page('/v2/show-entry-v2/501', cookies.admin, 'fr')).toContain(
        'Message d’erreur pour l’administrateur\u00a0: planted bug',
      )
      expect(await page('/v2/show-entry-v2/501', cookies.entrant)).not.toContain('Error Message for Admin')
    } finally {
      cache.fetch = fetchValue
    }
  })
})
