import { DEMO, expect, expectAccessible, login, test } from './fixtures'

// Screens reserved to a permission (3-organiser-admin §6): login first, then 'No access' without it.

test('an entrant sent to login from an admin screen lands on No access, in the shell', async ({ page, pageErrors }) => {
  await page.goto('/sec-grid')
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=%2Fv2%2Fsec-grid$/)
  await login(page, DEMO.username, DEMO.password)
  await expect(page).toHaveURL(/\/v2\/sec-grid$/)
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible()
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  await expect(page.locator('[data-placeholder]')).toHaveCount(0)
  await expectAccessible(page)
  expect(pageErrors).toEqual([])
})

test('the admin opens the same screen', async ({ page }) => {
  await page.goto('/v2/login-v2?redirectFrom=%2Fv2%2Fsec-grid')
  await login(page, 'admin', 'Admin!2026')
  await expect(page).toHaveURL(/\/v2\/sec-grid$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Store Config' })).toBeVisible()
})

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' })

  test('No access speaks French to a French user', async ({ page }) => {
    await page.goto('/v2/login-v2?redirectFrom=%2Fv2%2Fuser-search-v2')
    await page.getByLabel("Nom d'utilisateur").fill(DEMO.username)
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page).toHaveURL(/\/v2\/user-search-v2$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible()
    await expectAccessible(page)
  })
})
