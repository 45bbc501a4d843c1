import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

// The organiser's secondary products (decision 070): from the home page, by clicking only, to the
// competition hub and the products page; a refused form keeps what was typed, a good one is listed.
// With and without JavaScript, axe where scripts run.

const TODAY = createSeed(1).competitions.find((c) => c.id === CARD_DEMO.checkInTodayCompId)!

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    test.setTimeout(120_000)

    test('the organiser creates a secondary product from the hub', async ({ page, pageErrors }) => {
      const name = js ? 'Souvenir mug' : 'Souvenir cap'
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
      await page.getByRole('link', { name: 'Secondary products', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Secondary products: ${TODAY.name}`)
      if (js) await expectAccessible(page)

      // A sale price not below the price while a sale end date is given: refused by the server, the form kept.
      await page.getByLabel('Name', { exact: true }).fill(name)
      await page.getByLabel('Stock quantity').fill('0')
      await page.getByLabel('Price', { exact: true }).fill('6.50')
      await page.getByLabel('Sale price').fill('7')
      await page.getByLabel('Sale end date').fill('2026-12-20')
      await page.getByRole('button', { name: 'Create the product' }).click()
      await expect(page.getByText('Stock quantity must be at least 1.')).toBeVisible()
      await expect(page.getByText('Sale price must be less than the price when a sale end date is given.')).toBeVisible()
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
      await expect(page.getByLabel('Sale end date')).toHaveValue('2026-12-20')
      if (js) await expectAccessible(page)

      await page.getByLabel('Stock quantity').fill('40')
      await page.getByLabel('Sale price').fill('5')
      await page.getByLabel('Maximum allowed (0: no limit)').fill('2')
      await page.getByRole('button', { name: 'Create the product' }).click()
      await expect(page.getByText('Product saved.')).toBeVisible()
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
      await expect(row).toContainText('£6.50')
      await expect(row).toContainText('40 (0 sold)')
      await expect(row).toContainText('2 · Per account')
      if (js) await expectAccessible(page)

      await page.getByRole('link', { name: 'Back to the competition tools' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Competition tools: ${TODAY.name}`)
      expect(pageErrors).toEqual([])
    })
  })
}
