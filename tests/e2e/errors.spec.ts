import { spawn, type ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'
import { PORT as BASE_PORT, simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, test } from './fixtures'

// What a visitor sees when the legacy API refuses, is slow or is down. The shared server covers the
// refusal; the slow and down cases each get a server of their own (short time-out, or a legacy
// address nobody listens on) so no other journey meets a slow or open circuit.

const SLOW = { port: BASE_PORT + 2, simulator: BASE_PORT + 3 }
const DOWN = { port: BASE_PORT + 4, closed: BASE_PORT + 5 }
const origin = (port: number) => `http://127.0.0.1:${port}`

async function addFault(simulator: string, fault: Record<string, unknown>) {
  const res = await fetch(`${simulator}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  expect(res.status).toBe(201)
}
const clearFaults = (simulator: string) => fetch(`${simulator}/__sim/faults`, { method: 'DELETE' })

/** `node build/server.js` with its own environment, ready when /healthz answers. */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', PAGE_CACHE_MS: '0', ...env },
    stdio: 'ignore',
  })
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${origin(port)}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error(`server on ${port} did not start`)
}

const TEXTS = {
  en: {
    slow: 'The site is slow to answer',
    unavailable: 'Service unavailable',
    retry: 'Try again',
    notFound: 'Page not found',
    home: 'Back to the home page',
  },
  fr: {
    slow: 'Le site met du temps à répondre',
    unavailable: 'Service indisponible',
    retry: 'Réessayer',
    notFound: 'Page introuvable',
    home: "Retour à l'accueil",
  },
} as const

/** The page kept the shell: the site's header and footer around the message. */
async function expectShell(page: Page) {
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('footer').first()).toBeVisible()
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(lang === 'en' ? 'in English' : 'in French', () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB' })
    const t = TEXTS[lang]

    test("a competition the legacy site refuses shows the site's own text as an error notification, in the shell", async ({
      page,
      pageErrors,
    }) => {
      // An id nobody else opens: the refusal comes before any cached answer.
      const id = lang === 'en' ? 7101 : 7102
      await addFault(simulatorUrl, {
        pathPrefix: `/wp-json/e4s/v5/public/comp/${id}/info`,
        status: 200,
        body: JSON.stringify({ errNo: 4, error: 'Competition is being updated, please come back later' }),
      })
      try {
        const res = await page.goto(`/v2/show-entry-v2/${id}`)
        expect(res?.status()).toBe(422)
        const toast = page.locator('.toast.error')
        await expect(toast).toHaveText(/Competition is being updated, please come back later/)
        await expect(toast).toHaveAttribute('role', 'alert')
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.notFound)
        await expectShell(page)
        await expectAccessible(page)
      } finally {
        await clearFaults(simulatorUrl)
      }
      expect(pageErrors).toEqual([])
    })

    test.describe('a slow legacy API', () => {
      let server: ChildProcess | undefined
      const simulator = origin(SLOW.simulator)
      test.beforeAll(async () => {
        server = await startServer(SLOW.port, {
          SIMULATOR_PORT: String(SLOW.simulator),
          LEGACY_HEADERS_TIMEOUT_MS: '500',
          LEGACY_BODY_TIMEOUT_MS: '500',
          LEGACY_GET_RETRIES: '0',
          LEGACY_BREAKER_THRESHOLD: '1000',
        })
      })
      test.afterAll(() => {
        server?.kill()
      })

      test('says the site is slow to answer and the retry reloads the same address', async ({ page, pageErrors }) => {
        await addFault(simulator, { pathPrefix: '/wp-json/e4s/v5/public/comp/501/info', delayMs: 1500 })
        const address = `${origin(SLOW.port)}/v2/show-entry-v2/501?from=${lang}`
        const res = await page.goto(address)
        expect(res?.status()).toBe(504)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.slow)
        await expectShell(page)
        await expectAccessible(page)
        // Once the legacy API answers again, the retry shows the page.
        await clearFaults(simulator)
        await page.getByRole('link', { name: t.retry }).click()
        await expect(page).toHaveURL(address)
        await expect(page.getByRole('heading', { level: 1 })).toContainText('501')
        expect(pageErrors).toEqual([])
      })
    })

    test.describe('the legacy API down', () => {
      let server: ChildProcess | undefined
      test.beforeAll(async () => {
        // Nothing listens on the legacy address: every call is refused.
        server = await startServer(DOWN.port, { LEGACY_BASE_URL: origin(DOWN.closed), BASKET_HANDOFF: 'handoff-url' })
      })
      test.afterAll(() => {
        server?.kill()
      })

      test('a competition page says the service is unavailable and offers a retry, in the shell', async ({ page, pageErrors }) => {
        const res = await page.goto(`${origin(DOWN.port)}/v2/show-entry-v2/501`)
        expect(res?.status()).toBe(503)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unavailable)
        await expect(page.getByRole('link', { name: t.retry })).toHaveAttribute('href', '/v2/show-entry-v2/501')
        await expect(page.getByRole('link', { name: t.home })).toBeVisible()
        await expect(page.locator('body')).not.toContainText(origin(DOWN.closed))
        await expectShell(page)
        await expectAccessible(page)
        expect(pageErrors).toEqual([])
      })
    })
  })
}
