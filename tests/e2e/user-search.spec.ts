import { expect, expectAccessible, login, test } from './fixtures'

// An admin opens Users from the profile menu's link, searches, and pages (state in the URL).

test('admin user search: ten a page, a search, axe clean', async ({ page, pageErrors }) => {
  test.slow()
  await page.goto('/v2/user-search-v2')
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
  await login(page, 'admin', 'Admin!2026')
  await expect(page).toHaveURL(/\/v2\/user-search-v2$/)
  await expect(page).toHaveTitle('Users')
  await expect(page.locator('tbody tr')).toHaveCount(10)
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.locator('tbody tr')).not.toHaveCount(0)

  await page.getByLabel('Name, login or email').fill('runner')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/search=runner/)
  // The journeys share one simulator: accounts registered by earlier ones may match too.
  await expect(page.getByText(/^\d+ users found\.$/)).toBeVisible()
  for (const n of [1, 2, 3, 4]) await expect(page.getByRole('rowheader', { name: `Runner ${n}` })).toBeVisible()
  for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText(/runner/i)
  await expectAccessible(page)
  expect(pageErrors).toEqual([])
})

test('an entrant gets the forbidden page', async ({ page }) => {
  await page.goto('/v2/login-v2')
  await login(page, 'entrant', 'Entrant!2026')
  await expect(page).toHaveURL(/\/v2$/)
  const res = await page.goto('/v2/user-search-v2')
  expect(res?.status()).toBe(403)
})
