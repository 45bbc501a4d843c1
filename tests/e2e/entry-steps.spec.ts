import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, login, test } from './fixtures'

/** The entry page's athlete steps: the generic athlete entity picker and the multi-event PB form. */

async function openEntry(page: Page, compId: number) {
  await page.goto(`/v2/entry-v2/${compId}`)
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
  await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
  await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${compId}$`))
}

const section = (page: Page, id: string) => page.locator(`details:has(#${id}-heading)`)

/** The next save of this athlete's multi-event PBs fails upstream (the simulator's fault control). */
async function failNextMultiSave(athleteId: number) {
  const res = await fetch(`${simulatorUrl}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pathPrefix: `/wp-json/e4s/v5/athlete/multi/${athleteId}`, method: 'POST', status: 500, times: 1 }),
  })
  expect(res.status).toBe(201)
}

// Each variant uses its own athlete: what one saves must not hide the other's first step.
const variants = [
  { js: true, athlete: { id: ENTRY_DEMO.athleteId, name: 'Isla Fenwick' } },
  { js: false, athlete: { id: ENTRY_DEMO.sharedAthleteId, name: 'Leo Garside' } },
]

for (const { js, athlete } of variants) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    // axe runs inside the page: only where scripts run (the pages are the same either way).
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('an athlete without a club for the competition picks one first, then sees the schedule', async ({ page }) => {
      await openEntry(page, ENTRY_DEMO.limitsCompId)
      // Gull Point opens on the order summary: the athletes' section is opened first.
      await page.getByRole('heading', { name: 'Athletes' }).click()
      await page.getByRole('link', { name: new RegExp(athlete.name) }).click()
      await expect(page).toHaveURL(new RegExp(`\\?athlete=${athlete.id}$`))
      // The picker stands in for the schedule, inside the schedule's section, which opens.
      await expect(section(page, 'schedule')).toHaveAttribute('open', '')
      await expect(section(page, 'schedule').getByRole('heading', { name: `Who ${athlete.name} represents` })).toBeVisible()
      await expect(page.locator('table.schedule')).toHaveCount(0)
      // The athlete's own club is offered first and chosen by default.
      await expect(page.getByLabel('Club to represent')).toHaveValue('1009')
      await checkAccessible(page)

      await page.getByLabel('Search by name').fill('gull')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(/entitySearch=gull/)
      await page.getByLabel('Club to represent').selectOption({ label: 'Gull Point Runners' })
      await checkAccessible(page)
      await page.getByRole('button', { name: 'Save and show events' }).click()

      await expect(page.locator('.form-message.success')).toHaveText(`${athlete.name} represents Gull Point Runners at this competition.`)
      await expect(page.getByRole('heading', { name: `Events for ${athlete.name}` })).toBeVisible()
      await expect(page.locator('table.schedule').first()).toBeVisible()
      await checkAccessible(page)

      // Saved for this competition: the picker does not come back.
      await page.goto(`/v2/entry-v2/${ENTRY_DEMO.limitsCompId}?athlete=${athlete.id}`)
      await expect(page.getByRole('heading', { name: `Events for ${athlete.name}` })).toBeVisible()
      await expect(page.getByRole('heading', { name: `Who ${athlete.name} represents` })).toHaveCount(0)
    })

    test('multi-event PBs: open the form, a bad PB is refused, valid ones are saved, an upstream failure says so', async ({ page }) => {
      await openEntry(page, ENTRY_DEMO.multiCompId)
      await page.getByRole('link', { name: new RegExp(athlete.name) }).click()
      await expect(section(page, 'schedule').getByRole('heading', { name: 'Multi-event PBs' })).toBeVisible()
      await page.getByRole('link', { name: 'Enter PBs for Pentathlon' }).click()
      await expect(page).toHaveURL(new RegExp(`multi=${ENTRY_DEMO.multiCeids.pentathlon}#multi-pbs$`))
      await expect(page.getByRole('heading', { name: 'PBs for Pentathlon' })).toBeVisible()
      await checkAccessible(page)

      await page.getByLabel('PB for 75m Hurdles').fill('5')
      await page.getByLabel('PB for High Jump').fill('1.52')
      await page.getByLabel('PB for Shot Put').fill('8,1')
      await page.getByLabel('PB for Long Jump').fill('4.61')
      await page.getByLabel('PB for 800m').fill('150.2')
      await page.getByRole('button', { name: 'Save PBs' }).click()
      await expect(page.getByRole('alert')).toHaveText('Please correct the PBs marked below.')
      await expect(page.getByLabel('PB for 75m Hurdles')).toHaveAccessibleDescription('PB is below standard min.')
      await expect(page.getByLabel('PB for Shot Put')).toHaveAccessibleDescription('Only enter numbers.')
      await expect(page.getByLabel('PB for High Jump')).toHaveValue('1.52')
      await checkAccessible(page)

      await page.getByLabel('PB for 75m Hurdles').fill('12.1')
      await page.getByLabel('PB for Shot Put').fill('8.1')
      await page.getByRole('button', { name: 'Save PBs' }).click()
      await expect(page.locator('.form-message.success')).toHaveText('PBs saved for Pentathlon.')
      await expect(page.getByLabel('PB for 75m Hurdles')).toHaveValue('12.10')
      await expect(page.getByLabel('PB for Shot Put')).toHaveValue('8.10')
      await checkAccessible(page)

      await failNextMultiSave(athlete.id)
      await page.getByLabel('PB for Long Jump').fill('4.70')
      await page.getByRole('button', { name: 'Save PBs' }).click()
      await expect(page.getByRole('alert')).toHaveText('Error updating Multi PBs.')
      await expect(page.getByLabel('PB for Long Jump')).toHaveValue('4.70')

      await page.getByRole('link', { name: 'Close' }).click()
      await expect(page.getByRole('heading', { name: 'PBs for Pentathlon' })).toHaveCount(0)
    })
  })
}
