import { spawn, type ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'
import { PORT as STACK_PORT } from '../../playwright.config'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

// BASKET_HANDOFF=wp-cookie: the login signs the browser in to WordPress (the simulator's), and
// submit to basket goes straight to the basket page, which knows the user by WordPress's cookie.
// The other journeys run the default server (handoff-url); this one starts its own beside it.

const PORT = STACK_PORT + 2
const SIMULATOR_PORT = PORT + 1
const appUrl = `http://127.0.0.1:${PORT}`
const simulatorUrl = `http://127.0.0.1:${SIMULATOR_PORT}`
const comp = ENTRY_DEMO.rulesCompId

let server: ChildProcess | undefined

test.beforeAll(async () => {
  server = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SIMULATOR_PORT: String(SIMULATOR_PORT),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      BASKET_HANDOFF: 'wp-cookie',
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    const up = await fetch(`${appUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error('the wp-cookie server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(() => {
  server?.kill()
})

test.use({ baseURL: appUrl })

const row = (page: Page, event: string) =>
  page
    .locator('table.schedule tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: event, exact: false }) })
    .first()

test('from ticking an event to Entry Confirmed, through the WooCommerce basket signed in by WordPress’s own cookie', async ({
  page,
  context,
}) => {
  // Login, entry, basket, checkout, back and logout in one journey: longer than one page's budget.
  test.setTimeout(60_000)
  await page.goto('/v2/login-v2')
  await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
  await expect(page).toHaveURL(/\/v2$/)

  // The WordPress cookies are the browser's, out of reach of scripts, and never sent to the app's pages.
  const wordpress = (await context.cookies(simulatorUrl + '/basket')).filter((c) => c.name.startsWith('wordpress_logged_in_'))
  expect(wordpress).toHaveLength(1)
  expect(wordpress[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/basket' })
  expect((await context.cookies(`${appUrl}/v2`)).map((c) => c.name)).toEqual(['e4s_session'])
  expect(await page.evaluate(() => document.cookie)).not.toContain('wordpress_')

  // Entry conditions (priority code, terms) as form posts: entry-steps.spec.ts goes through them.
  const form = (fields: Record<string, string>) => page.request.post(`/v2/entry-conditions/${comp}`, { form: fields, maxRedirects: 0 })
  await form({ intent: 'priority', code: ENTRY_DEMO.rulesCode })
  await form({ intent: 'terms' })

  await page.goto(`/v2/entry-v2/${comp}?athlete=${ENTRY_DEMO.athleteId}`)
  await row(page, '200m').getByRole('button', { name: 'Enter 200m' }).click()
  await expect(row(page, '200m')).toContainText('In cart', { timeout: 10_000 })
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Submit to basket' }).click()
  await expect(page).toHaveURL(`${simulatorUrl}/basket`)
  await expect(page.getByText('Signed in as Demo Entrant.')).toBeVisible()
  await expect(page.locator('.cart_item')).toContainText('200m')
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(page.getByText('Order received')).toBeVisible()

  await page.goto(`${appUrl}/v2/entry-v2/${comp}?athlete=${ENTRY_DEMO.athleteId}`)
  await expect(row(page, '200m')).toContainText('Entry Confirmed')
  await expectAccessible(page)

  // Logging out ends the WordPress login too: the basket no longer knows the user.
  await page.goto('/v2/logout')
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/v2$/)
  expect((await context.cookies(simulatorUrl + '/basket')).filter((c) => c.name.startsWith('wordpress_'))).toEqual([])
  await page.goto(`${simulatorUrl}/my-account`)
  await expect(page.getByText('Please log in on the entry site to see your account.')).toBeVisible()
})
