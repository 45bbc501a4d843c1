import { createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

// A site admin moves competitions along the status workflow from the E4S section of their cards
// (3-organiser-admin §2, §4, §5): the Invoiced one to Paid (bank reference required), the New one
// to Approved (its 'Awaiting Approval' goes). The embedded simulator seeds 526 New, 527 Invoiced,
// 514 Paid (a past competition).
const seed = createSeed(1)
const nameOf = (id: number) => seed.competitions.find((c) => c.id === id)!.name

test.beforeEach(() => test.slow())

test('with JavaScript: Invoiced to Paid, the bank reference asked for first', async ({ page }) => {
  await page.goto('/v2/login-v2?redirectFrom=%2Fv2%2Fshow-entry-v2%2F527')
  await login(page, 'admin', 'Admin!2026')
  await expect(page).toHaveURL(/\/v2\/show-entry-v2\/527$/)
  await page.getByRole('link', { name: /^Status: Invoiced/ }).click()
  await expect(page).toHaveURL(/\/v2\/comp-status-v2\/527\?returnTo=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Status of 527: ${nameOf(527)}`)
  await expect(page.getByText('Current status: Invoiced')).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Paid').fill('£120.00')
  await page.getByLabel('Move to').selectOption({ label: 'Paid' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter the bank reference: it is required when moving to PAID.')).toBeVisible()
  await expect(page).toHaveURL(/\/v2\/comp-status-v2\/527/)
  await expectAccessible(page)

  await page.getByLabel('Bank reference').fill('BACS 0042')
  await page.getByLabel('Notes').fill('Paid in full')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/v2\/show-entry-v2\/527$/)
  await expect(page.getByText('Status saved.')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Status: Paid/ })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('New to Approved from the list: the server refuses an empty form, then the card loses Awaiting Approval', async ({ page }) => {
    await page.goto('/v2/show-entry-v2/526')
    await expect(page.getByText('Awaiting Approval')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Status:/ })).toHaveCount(0)
    await page.goto('/v2/login-v2?redirectFrom=%2Fv2%2Fshow-entry-v2%2F526')
    await login(page, 'admin', 'Admin!2026')
    await page.getByRole('link', { name: /^Status: New/ }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter Paid.')).toBeVisible()
    await expect(page.getByText('Enter move to.')).toBeVisible()

    await page.getByLabel('Paid').fill('0')
    await page.getByLabel('Move to').selectOption({ label: 'Approved' })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/v2\/show-entry-v2\/526$/)
    await expect(page.getByText('Status saved.')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Status: Approved/ })).toBeVisible()
    await expect(page.getByText('Awaiting Approval')).toHaveCount(0)
  })
})

test('a past competition has its E4S section too, and the editor speaks French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/show-entry-v2/514')}`)
  await page.getByLabel("Nom d'utilisateur").fill('admin')
  await page.getByLabel('Mot de passe', { exact: true }).fill('Admin!2026')
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL(/\/v2\/show-entry-v2\/514$/, { timeout: 20_000 })
  await page.getByRole('link', { name: /^Statut\s: Paid/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Statut de 514\u00a0: ${nameOf(514)}`)
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Choisissez le statut de destination.')).toBeVisible()
  await expectAccessible(page)
  await context.close()
})

test("the organiser checks a competition from the builder's Rules step", async ({ page }) => {
  await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/builder-v2/506/rules')}`)
  await login(page, 'organiser', 'Organiser!2026')
  await expect(page).toHaveURL(/\/v2\/builder-v2\/506\/rules$/)
  await page.getByRole('button', { name: 'Check competition' }).click()
  await expect(page).toHaveURL(/\/v2\/builder-v2\/506\/rules\?check=1$/)
  await expect(page.getByText('1 problem found:')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'The competition is not active.' })).toBeVisible()
  await expectAccessible(page)
})

test('comp-admin: the card with the organiser links; an id that is not a number loads nothing', async ({ page }) => {
  await page.goto('/comp-admin/501')
  await expect(page).toHaveURL(/\/v2\/comp-admin\/501$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nameOf(501))
  await expect(page.getByRole('navigation', { name: /^Competition tools for/ })).toHaveCount(0)
  await expectAccessible(page)
  await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/comp-admin/501')}`)
  await login(page, 'organiser', 'Organiser!2026')
  await expect(page).toHaveURL(/\/v2\/comp-admin\/501$/)
  const links = page.getByRole('navigation', { name: /^Competition tools for/ })
  await expect(links.getByRole('link', { name: 'Builder', exact: true })).toHaveAttribute('href', '/v2/builder-v2/501')
  await expect(links.getByRole('link', { name: 'Competition tools', exact: true })).toHaveAttribute('href', '/v2/competition-hub/501')
  await expectAccessible(page)
  await page.goto('/v2/comp-admin/abc')
  await expect(page.locator('.comp-card')).toHaveCount(0)
  await expectAccessible(page)
})
