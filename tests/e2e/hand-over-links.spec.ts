import { spawn, type ChildProcess } from 'node:child_process'
import { PORT as STACK_PORT } from '../../playwright.config'
import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { expect, expectAccessible, login, test } from './fixtures'

// Decision 074: with the operator making the bibs and results-entry screens hand over
// (LEGACY_HAND_OVER), the organiser's hub and competition card lead straight to those screens on
// the legacy site, not to a page that only says so. A server of its own, beside the shared one.

const PORT = STACK_PORT + 2
const SIMULATOR_PORT = PORT + 1
const appUrl = `http://127.0.0.1:${PORT}`
const legacyUrl = `http://127.0.0.1:${SIMULATOR_PORT}`
const TODAY = createSeed(1).competitions.find((c) => c.id === CARD_DEMO.checkInTodayCompId)!
const firstGroup = eventGroupsOf(TODAY)[0]!

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
      LEGACY_HAND_OVER: 'bibs,resultsEntry',
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
    if (Date.now() > deadline) throw new Error('the hand-over server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(() => {
  server?.kill()
})

test.use({ baseURL: appUrl })

test('the hub and the competition card lead the organiser straight to a screen that hands over, on the legacy site', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/v2')
  await page.getByRole('link', { name: 'Login', exact: true }).click()
  await login(page, 'organiser', 'Organiser!2026')
  await expect(page).toHaveURL(/\/v2$/)
  await page.getByRole('link', { name: /^My competitions:/ }).click()
  // The home page's card has a link of the same name (to the competition page): wait for the list.
  await expect(page.getByRole('heading', { level: 1, name: 'My competitions' })).toBeVisible()
  await page
    .getByRole('link', { name: `${TODAY.id}: ${TODAY.name}`, exact: true })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Competition tools: ${TODAY.name}`)
  await expectAccessible(page)

  // The screens told to hand over link to the legacy site; the others stay here.
  const bibs = page.getByRole('link', { name: 'Bibs', exact: true })
  await expect(bibs).toHaveAttribute('href', `${legacyUrl}/#/bibs/${TODAY.id}`)
  await expect(page.getByRole('link', { name: `Results entry: ${firstGroup.name}`, exact: true })).toHaveAttribute(
    'href',
    `${legacyUrl}/#/results-entry/${TODAY.id}/${firstGroup.id}`,
  )
  await expect(page.getByRole('link', { name: 'Builder', exact: true })).toHaveAttribute('href', `/v2/builder-v2/${TODAY.id}`)

  // The seeding page, where Results Entry leads: each event group's results entry too.
  await page.getByRole('link', { name: 'Results Entry', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/v2/seeding-v2/${TODAY.id}$`))
  await expect(page.getByRole('link', { name: `Results entry: ${firstGroup.name}`, exact: true })).toHaveAttribute(
    'href',
    `${legacyUrl}/#/results-entry/${TODAY.id}/${firstGroup.id}`,
  )
  await page.goBack()

  // The competition page's card: the same tools, the same links.
  await page.getByRole('link', { name: 'Competition page', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/v2/show-entry-v2/${TODAY.id}$`))
  await expectAccessible(page)
  await expect(page.getByRole('link', { name: 'Bibs', exact: true })).toHaveAttribute('href', `${legacyUrl}/#/bibs/${TODAY.id}`)

  // A click leaves the app for the legacy screen.
  await page.getByRole('link', { name: 'Bibs', exact: true }).click()
  await expect(page).toHaveURL(`${legacyUrl}/#/bibs/${TODAY.id}`)
  expect(pageErrors).toEqual([])
})
