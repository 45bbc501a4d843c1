import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

// A competition's discounts (decision 071): from the home page, by clicking only, through My
// competitions, the competition hub and the builder's Events step to the discounts page; a refused
// form keeps what was typed, a good one is listed, the entry page shows it, and it is deleted.
// With and without JavaScript, axe where scripts run.

const TODAY = createSeed(1).competitions.find((c) => c.id === CARD_DEMO.checkInTodayCompId)!

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    test.setTimeout(120_000)

    test('the organiser adds a discount from the builder, sees it on the entry page and deletes it', async ({ page, pageErrors }) => {
      const description = js ? 'Second event and later' : 'Third event and later'
      const from = js ? '2' : '3'
      const said = js ? "10% off each entry after an athlete's first" : "10% off each entry after an athlete's first 2"
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
      await page.getByRole('link', { name: 'Builder', exact: true }).click()
      await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('link', { name: '3. Events' }).click()
      await page.getByRole('link', { name: 'Discounts', exact: true }).click()
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('Discounts')
      if (js) await expectAccessible(page)

      // A percentage over 100 from entry 0: refused with both messages, what was typed kept.
      await page.getByLabel('Description').fill(description)
      await page.getByLabel('Discount type').selectOption({ label: 'A percentage off (%)' })
      await page.getByLabel('Amount or percentage').fill('120')
      await page.getByLabel("From the athlete's entry number").fill('0')
      await page.getByRole('button', { name: 'Add the discount' }).click()
      await expect(page.getByText('A percentage is at most 100.')).toBeVisible()
      await expect(page.getByText('Enter a whole number from 1 to 99.')).toBeVisible()
      await expect(page.getByLabel('Description')).toHaveValue(description)
      await expect(page.getByLabel('Discount type')).toHaveValue('P')
      if (js) await expectAccessible(page)

      await page.getByLabel('Amount or percentage').fill('10')
      await page.getByLabel("From the athlete's entry number").fill(from)
      await page.getByRole('button', { name: 'Add the discount' }).click()
      await expect(page.getByText('Discount saved.')).toBeVisible()
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: description }) })
      await expect(row).toContainText(said)
      if (js) await expectAccessible(page)

      // The entrant's view: the competition's entry page says which discounts there are.
      await page.getByRole('link', { name: 'Back to the competition tools' }).click()
      await page.getByRole('link', { name: 'Competition page' }).click()
      await page.getByRole('link', { name: 'Org Enter' }).first().click()
      await expect(page.locator('p.discounts')).toContainText('Discounts:')
      await expect(page.locator('p.discounts')).toContainText(`${description}: ${said}`)

      // Back to the discounts page through the profile menu's My competitions, and the discount deleted.
      await page.getByText('My Profile').click()
      await page.getByRole('link', { name: 'My competitions', exact: true }).click()
      await page
        .getByRole('link', { name: `${TODAY.id}: ${TODAY.name}`, exact: true })
        .first()
        .click()
      await page.getByRole('link', { name: 'Builder', exact: true }).click()
      await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('link', { name: '3. Events' }).click()
      await page.getByRole('link', { name: 'Discounts', exact: true }).click()
      await page.getByRole('button', { name: `Delete the discount ${description}` }).click()
      await expect(page.getByText('Discount deleted.')).toBeVisible()
      await expect(page.getByRole('rowheader', { name: description })).toHaveCount(0)
      expect(pageErrors).toEqual([])
    })
  })
}
