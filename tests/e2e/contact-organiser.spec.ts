import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { expect, expectAccessible, test } from './fixtures'

// A visitor asks the organiser a question from the competition page, with and without JavaScript.

const COMP = ENTRY_DEMO.rulesCompId

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('ask the organiser: a message too long is refused and kept, then sent', async ({ page, pageErrors }) => {
      test.slow()
      await page.goto(`/v2/show-entry-v2/${COMP}`)
      await page.getByRole('link', { name: 'Contact Organiser' }).first().click()
      await expect(page).toHaveURL(new RegExp(`/v2/contact-organiser-v2/${COMP}$`))
      await expect(page).toHaveTitle(`${COMP}: Contact`)
      await checkAccessible(page)

      await page.getByLabel('Category').selectOption({ label: 'Competition query' })
      const tooLong = 'x'.repeat(601)
      await page.getByLabel('Message').fill(tooLong)
      await page.getByLabel('Contact email').fill(`visitor-${js ? 'js' : 'nojs'}@example.org`)
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByText('Please only enter 600 characters.')).toBeVisible()
      await expect(page.getByLabel('Message')).toHaveValue(tooLong)
      await checkAccessible(page)

      await page.getByLabel('Message').fill('Is there parking at the stadium?')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByText('Message sent.')).toBeVisible()
      await expect(page.getByLabel('Message')).toHaveCount(0)
      await checkAccessible(page)

      await page.getByRole('link', { name: 'Back to the competition' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/show-entry-v2/${COMP}$`))
      expect(pageErrors).toEqual([])
    })

    test('Cancel goes back to the competition page', async ({ page }) => {
      await page.goto(`/v2/contact-organiser-v2/${COMP}`)
      await page.getByRole('link', { name: 'Cancel' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/show-entry-v2/${COMP}$`))
    })
  })
}
