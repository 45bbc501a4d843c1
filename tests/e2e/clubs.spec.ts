import { createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

/**
 * An admin opens Clubs from the profile menu, pages, narrows by name, area and schools, opens a
 * club; then lists the organisations awaiting approval and approves one after confirming. With
 * and without JavaScript (every form is a plain GET or POST). The journeys share one simulator:
 * the approval takes whichever organisation is first in the list.
 */

const seed = createSeed(1)
const club = seed.clubs.find((c) => c.clubType === 'C')!
const county = seed.counties.find((c) => c.id === club.countyId)!

test.beforeEach(() => test.slow())

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('club search: the menu entry, 20 a page, name, area and schools, a club', async ({ page }) => {
      await page.goto('/v2/login-v2')
      await login(page, 'admin', 'Admin!2026')
      await expect(page).toHaveURL(/\/v2$/)
      await page.getByText('My Profile').click()
      await page.getByRole('link', { name: 'Clubs', exact: true }).click()
      await expect(page).toHaveURL(/\/v2\/club-search-v2$/)
      await expect(page).toHaveTitle('Clubs')
      await expect(page.locator('tbody tr')).toHaveCount(20)
      if (js) await expectAccessible(page)

      await page.getByRole('link', { name: 'Next page' }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(page.locator('tbody tr')).not.toHaveCount(0)

      await page.getByLabel('Name starts with').fill(club.name.slice(0, 5))
      await page.getByLabel('Area').selectOption(String(county.id))
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(new RegExp(`area=${county.id}`))
      await expect(page.getByRole('rowheader', { name: club.name })).toBeVisible()
      for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText(county.name)

      await page.getByLabel('Name starts with').fill('')
      await page.getByLabel('Area').selectOption('')
      await page.getByLabel('Schools only').check()
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/type=S/)
      await expect(page.getByText(/^\d+ schools? found\.$/)).toBeVisible()
      for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('School')
      if (js) await expectAccessible(page)

      const school = page.locator('tbody tr').first().getByRole('link')
      const name = (await school.textContent())!
      await school.click()
      await expect(page).toHaveURL(/\/v2\/club-v2\/\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page.locator('dd').filter({ hasText: 'School' })).toBeVisible()
      if (js) await expectAccessible(page)
    })

    test('organisations: awaiting approval, confirm, approved, the list updates', async ({ page }) => {
      await page.goto('/v2/org-search')
      await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
      await login(page, 'admin', 'Admin!2026')
      await expect(page).toHaveURL(/\/v2\/org-search$/)
      await expect(page).toHaveTitle('Organisations')
      await expect(page.getByText(/organisations?: Awaiting approval\./)).toBeVisible()
      if (js) await expectAccessible(page)

      const name = (await page.locator('tbody tr').first().getByRole('rowheader').textContent())!
      await page.getByRole('link', { name: `Approve (${name})` }).click()
      await expect(page.getByText(`Approve the organisation ${name}?`)).toBeVisible()
      if (js) await expectAccessible(page)
      await page.getByRole('button', { name: 'Yes, approve' }).click()
      await expect(page.getByRole('status').filter({ hasText: `Organisation ${name} approved.` })).toBeVisible()
      await expect(page.getByRole('rowheader', { name })).toHaveCount(0)
      if (js) await expectAccessible(page)

      await page.getByLabel('Status').selectOption('ACTIVE')
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page.getByRole('rowheader', { name })).toBeVisible()
    })
  })
}

test('an organiser may search clubs but not open the organisations', async ({ page }) => {
  await page.goto('/v2/login-v2')
  await login(page, 'organiser', 'Organiser!2026')
  await expect(page).toHaveURL(/\/v2$/)
  expect((await page.goto('/v2/club-search-v2'))?.status()).toBe(200)
  expect((await page.goto('/v2/org-search'))?.status()).toBe(403)
})
