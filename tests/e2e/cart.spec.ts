import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { PRODUCT_NAME } from '../../bff/domain/routing/route-table'
import { expect, expectAccessible, login, loginWith200m, test } from './fixtures'

const comp = ENTRY_DEMO.rulesCompId

test.describe('with JavaScript', () => {
  test('the header cart opens a popup with the note; Escape closes it and gives focus back', async ({ page }) => {
    await loginWith200m(page)
    await page.goto('/v2')
    const link = page.getByRole('link', { name: /^Cart/ })
    await link.click()
    const popup = page.getByRole('dialog', { name: 'Cart' })
    await expect(popup).toBeVisible()
    await expect(page).toHaveURL(/\/v2$/)
    await expect(popup.getByText('Entries are not confirmed until paid for.')).toBeVisible()
    await expect(popup.getByRole('button', { name: /^Remove 200m for / })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(link).toBeFocused()

    await link.click()
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
  })

  test('removing from the popup, then closing it, refreshes the page', async ({ page }) => {
    await loginWith200m(page)
    await page.goto(`/v2/entry-v2/${comp}?athlete=${ENTRY_DEMO.athleteId}`)
    const row200 = page.locator('table.schedule tbody tr').filter({ has: page.getByRole('rowheader', { name: '200m' }) })
    await expect(row200).toContainText('In cart')
    await page.getByRole('link', { name: /^Cart/ }).click()
    const popup = page.getByRole('dialog', { name: 'Cart' })
    await popup.getByRole('button', { name: /^Remove 200m for / }).click()
    await expect(popup.getByRole('status')).toContainText('200m removed from basket for athlete:')
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    await expect(row200).not.toContainText('In cart')
  })

  test('the cart page is accessible, and its Remove button works', async ({ page }) => {
    await loginWith200m(page)
    await expect(page).toHaveTitle(PRODUCT_NAME)
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('Entries are not confirmed until paid for.')).toBeVisible()
    await expect(main.getByText('Unpaid entries are held in your cart for 30 minutes.')).toBeVisible()
    await expect(main.getByRole('link', { name: /^Entry page for / })).toHaveAttribute('href', `/v2/entry-v2/${comp}`)
    await expect(main.getByRole('button', { name: 'Go to checkout' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: /^Remove 200m for / }).click()
    await expect(main.locator('.form-message')).toContainText('200m removed from basket for athlete:')
    await expect(main.getByRole('rowheader', { name: '200m' })).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header cart link goes to the cart page', async ({ page }) => {
    await page.goto('/v2/login-v2')
    await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
    await page.getByRole('link', { name: /^Cart/ }).click()
    await expect(page).toHaveURL(/\/v2\/cart$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
  })
})
