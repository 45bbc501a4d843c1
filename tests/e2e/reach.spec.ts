import type { Page } from '@playwright/test'
import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { expect, expectAccessible, login, test } from './fixtures'

// Issue 30: each role starts at the home page, types no address, and reaches by clicking every
// tool it may use on its competition: My competitions, the competition's hub, each tool. With and
// without JavaScript; axe on each page where scripts run (the pages are the same either way).

const seed = createSeed(1)
const TODAY = seed.competitions.find((c) => c.id === CARD_DEMO.checkInTodayCompId)!
const gatekeeperOrg = seed.users.find((u) => u.login === 'gatekeeper')!.permissions[0]!.orgid
const GATE = seed.competitions
  .filter((c) => c.compOrgId === gatekeeperOrg)
  .sort((a, b) => a.date.localeCompare(b.date))
  .at(-1)!
const firstGroup = eventGroupsOf(TODAY)[0]!
// An upcoming meeting on the first page of the admin's list whose check-in is off.
const CHECK_IN_OFF = seed.competitions
  .filter((c) => (c.dates.at(-1) ?? c.date) >= TODAY.date)
  .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  .slice(0, 20)
  .find((c) => !c.options.checkIn.enabled)!

const USERS = {
  organiser: 'Organiser!2026',
  steward: 'Steward!2026',
  gatekeeper: 'Gatekeeper!2026',
  scorer: 'Scorer!2026',
  admin: 'Admin!2026',
} as const

/** From the home page: Login (and back home), then My competitions from the home page. */
async function signInAndOpenMine(page: Page, username: keyof typeof USERS, check: (page: Page) => Promise<void>) {
  await page.goto('/v2')
  await page.getByRole('link', { name: 'Login', exact: true }).click()
  await login(page, username, USERS[username])
  await expect(page).toHaveURL(/\/v2$/)
  await page.getByRole('link', { name: /^My competitions:/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My competitions' })).toBeVisible()
  await check(page)
}

async function openHub(page: Page, comp: { id: number; name: string }, check: (page: Page) => Promise<void>) {
  await page
    .getByRole('link', { name: `${comp.id}: ${comp.name}`, exact: true })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Competition tools: ${comp.name}`)
  await check(page)
}

/** Each link opens its page (a heading, no error), then back to where it was. */
async function openEach(page: Page, names: string[], check: (page: Page) => Promise<void>) {
  for (const name of names) {
    const from = page.url()
    await page.getByRole('link', { name, exact: true }).first().click()
    await expect(page).not.toHaveURL(from)
    await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible()
    await expect(page.getByText(/You do not have permission|Page not found/)).toHaveCount(0)
    await check(page)
    await page.goBack()
    await expect(page).toHaveURL(from)
  }
}

const ALL_TOOLS = [
  'Builder',
  'Bibs',
  'Email/Message',
  'Contact Athletes',
  'Tickets (Admin)',
  'Scoreboard',
  'Organiser Check-in',
  'Tickets (Scan)',
  'PhotoFinish',
  'Results Entry',
  'Organiser report',
]

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    test.setTimeout(180_000)
    const check = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('the organiser reaches every tool of their meeting, results entry per event group and the organiser report', async ({
      page,
      pageErrors,
    }) => {
      await signInAndOpenMine(page, 'organiser', check)
      await openHub(page, TODAY, check)
      await openEach(page, [...ALL_TOOLS, `Results entry: ${firstGroup.name}`, 'Competition admin card', 'Competition page'], check)

      await page.getByRole('link', { name: 'Organiser report', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Organiser report: ${TODAY.name}`)
      await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Entries (one competition)' })
      await page.getByRole('button', { name: 'Run report' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Entries' })).toBeVisible()
      await check(page)
      expect(pageErrors).toEqual([])
    })

    test('the check-in volunteer reaches the desk of their meeting, and nothing else', async ({ page, pageErrors }) => {
      await signInAndOpenMine(page, 'steward', check)
      await openHub(page, TODAY, check)
      await expect(page.getByRole('link', { name: 'Bibs', exact: true })).toHaveCount(0)
      await openEach(page, ['Organiser Check-in'], check)
      expect(pageErrors).toEqual([])
    })

    test('the ticket gatekeeper reaches the scan and the ticket admin of their meeting', async ({ page, pageErrors }) => {
      await signInAndOpenMine(page, 'gatekeeper', check)
      await openHub(page, GATE, check)
      await expect(page.getByRole('link', { name: 'Builder', exact: true })).toHaveCount(0)
      await openEach(page, ['Tickets (Admin)', 'Tickets (Scan)'], check)
      expect(pageErrors).toEqual([])
    })

    test('the scoreboard operator reaches the outputs, the photo finish and results entry', async ({ page, pageErrors }) => {
      await signInAndOpenMine(page, 'scorer', check)
      await openHub(page, TODAY, check)
      await expect(page.getByRole('link', { name: 'Organiser Check-in', exact: true })).toHaveCount(0)
      await openEach(page, ['Scoreboard', 'PhotoFinish', 'Results Entry', `Results entry: ${firstGroup.name}`], check)
      // From the seeding page too, per event group.
      await page.getByRole('link', { name: 'Results Entry', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/seeding-v2/${TODAY.id}$`))
      await openEach(page, [`Results entry: ${firstGroup.name}`], check)
      expect(pageErrors).toEqual([])
    })

    test('the admin reaches the tools of any meeting and the admin menu: Organisations, Help Config', async ({ page, pageErrors }) => {
      await signInAndOpenMine(page, 'admin', check)
      await openHub(page, TODAY, check)
      await openEach(page, ALL_TOOLS, check)
      // Check-in off: no desk link; the hub says so and leads to the builder's Options step.
      await page.getByRole('link', { name: 'My competitions', exact: true }).click()
      await openHub(page, CHECK_IN_OFF, check)
      await expect(page.getByRole('link', { name: 'Organiser Check-in', exact: true })).toHaveCount(0)
      await expect(page.getByText('Check-in is off for this competition.')).toBeVisible()
      await page.getByRole('link', { name: "Turn it on in the builder's Options step" }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${CHECK_IN_OFF.id}/options$`))
      for (const name of ['Organisations', 'Help Config', 'Reports', 'Users']) {
        await page.getByText('My Profile').click()
        await page.getByRole('link', { name, exact: true }).click()
        await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible()
        await check(page)
      }
      expect(pageErrors).toEqual([])
    })
  })
}
