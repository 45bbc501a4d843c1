import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { SHOP_COMP_ID } from '../../contract-fixtures/simulator/shop-state'
import { DEMO, expect, expectAccessible, login, test } from './fixtures'

// A parent buys a T-shirt in the size and colour they choose from the competition's shop (told
// 'Please select all attributes.' while the colour is missing), and is told a parking ticket needs
// its car park zone, with and without JavaScript.

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('buy a T-shirt with a variation (all its attributes asked for first); parking without its zone is refused with the message', async ({
      page,
      pageErrors,
    }) => {
      test.slow()
      await page.goto('/v2/login-v2')
      await login(page, DEMO.username, DEMO.password)
      await expect(page).toHaveURL(/\/v2$/)
      await page.goto(`/v2/shop-v2/${SHOP_COMP_ID}`)
      await expect(page).toHaveTitle(`${SHOP_COMP_ID}: Shop`)
      await checkAccessible(page)

      // The mandatory group: parking alone is refused.
      const parking = page.getByRole('group', { name: 'Parking ticket' })
      await parking.getByLabel('Quantity').fill('1')
      await page.getByRole('button', { name: 'Submit to basket' }).click()
      await expect(page.getByRole('alert')).toContainText("Please select at least one item of 'Car park zone'.")
      await expect(page.getByRole('group', { name: 'Parking ticket' }).getByLabel('Quantity')).toHaveValue('1')
      await checkAccessible(page)
      await page.getByRole('group', { name: 'Parking ticket' }).getByLabel('Quantity').fill('')

      // A size without its colour names no variation: refused with the spec's message.
      const tshirt = page.getByRole('group', { name: 'Meeting T-shirt' })
      await tshirt.getByLabel('For athlete').selectOption(String(ENTRY_DEMO.athleteId))
      await tshirt.getByLabel('Size', { exact: true }).selectOption('S')
      await tshirt.getByLabel('Quantity').fill('1')
      await page.getByRole('button', { name: 'Submit to basket' }).click()
      await expect(page.getByRole('alert')).toContainText('Meeting T-shirt: Please select all attributes.')
      await checkAccessible(page)

      await tshirt.getByLabel('For athlete').selectOption(String(ENTRY_DEMO.athleteId))
      await tshirt.getByLabel('Size', { exact: true }).selectOption('S')
      await tshirt.getByLabel('Colour', { exact: true }).selectOption('Red')
      await tshirt.getByLabel('Quantity').fill('1')
      await page.getByRole('button', { name: 'Submit to basket' }).click()
      // The hand-off page says so on its way to the shop's basket.
      await expect(page).not.toHaveURL(/\/v2\/(shop-v2|basket-handoff)/, { timeout: 30_000 })
      await expect(page.getByText(/Meeting T-shirt – S \/ Red/).first()).toBeVisible()
      expect(pageErrors).toEqual([])
    })
  })
}
