import { expect, expectAccessible, test } from './fixtures'

test.use({ viewport: { width: 375, height: 740 } })

test('the hamburger menu opens, and closes on navigation', async ({ page }) => {
  await page.goto('/v2')
  const nav = page.locator('#site-nav')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible()
  await expect(nav).toBeHidden()
  await toggle.click()
  await expect(nav).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await nav.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/v2\/login-v2/)
  await expect(nav).toBeHidden()
  await expectAccessible(page)
})

test('the menu also closes when the link leads to the page already shown', async ({ page }) => {
  await page.goto('/v2')
  const nav = page.locator('#site-nav')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await toggle.click()
  await expect(nav).toBeVisible()
  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(nav).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test('the list is usable on a phone: filter and open a card', async ({ page }) => {
  await page.goto('/v2')
  await expectAccessible(page)
  const heading = page.locator('.card-list .comp-card h3').first()
  const name = (await heading.innerText()).replace(/^\d+:\s*/, '')
  await page.getByLabel('Search', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.locator('.card-list .comp-card h3').first()).toContainText(name)
  await page.locator('.card-list .comp-card h3 a').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expectAccessible(page)
})
