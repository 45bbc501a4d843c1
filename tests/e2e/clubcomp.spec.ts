import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

/**
 * A club competition, "Larkhill Inter-Club League": an entrant who represents no club of it is
 * refused (No Access); the club's representative sees the club's allowances, enters two athletes
 * in the 100m (its allowance per event), sees the 100m disabled with the message for a third, sees
 * the mixed relay refused ('None allowed.'), then removes both entries (so the journey can run
 * again). With and without JavaScript.
 */

const COMP = ENTRY_DEMO.clubInfoCompId
const PER_EVENT = ENTRY_DEMO.clubInfoAllowance.maxPerEvent
const FULL = `Your club has made the ${PER_EVENT} entries it is allowed in this event.`

async function openAs(page: Page, username: string, password: string) {
  await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/entry-v2/${COMP}`)}`)
  await login(page, username, password)
  await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${COMP}$`), { timeout: 30_000 })
}

const athletes = (page: Page) => page.locator('ul.athlete-picker a')
const row = (page: Page, event: string) =>
  page.locator('table.schedule tbody tr').filter({ has: page.getByRole('rowheader', { name: event, exact: true }) })

async function pick(page: Page, index: number) {
  await athletes(page).nth(index).click()
  await expect(page.locator('table.schedule')).toBeVisible({ timeout: 20_000 })
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    test.setTimeout(240_000)

    test('No Access without club access; the representative enters up to the allowance and sees the rest disabled', async ({
      page,
      browser,
    }) => {
      const other = await browser.newContext({ javaScriptEnabled: js })
      const entrant = await other.newPage()
      await openAs(entrant, ENTRY_DEMO.username, ENTRY_DEMO.password)
      await expect(entrant.getByRole('alert').filter({ hasText: 'No Access' })).toBeVisible()
      await expect(entrant.locator('table.schedule')).toHaveCount(0)
      if (js) await expectAccessible(entrant)
      await other.close()

      await openAs(page, 'clubrep', 'Clubrep!2026')
      await expect(page.getByRole('heading', { name: /^Club allowance: / })).toBeVisible()
      await expect(page.getByText(/^Entries: 0 of 4 made, 4 left\.$/)).toBeVisible()
      // The mixed relay: none allowed, so no team is offered for it.
      await expect(page.locator('ul.team-events li').filter({ hasText: 'Mixed 4x400m Relay' })).toContainText('None allowed.')
      await expect(page.getByRole('link', { name: 'Create a team for Mixed 4x400m Relay' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Create a team for 4x100m Relay' })).toBeVisible()
      if (js) await expectAccessible(page)

      for (let i = 0; i < PER_EVENT; i++) {
        await pick(page, i)
        await row(page, '100m').getByRole('button', { name: 'Enter 100m' }).click()
        await expect(row(page, '100m').getByRole('button', { name: 'Remove 100m' })).toBeVisible({ timeout: 20_000 })
      }
      await pick(page, PER_EVENT)
      await expect(row(page, '100m')).toContainText(FULL)
      await expect(row(page, '100m').getByRole('button', { name: 'Enter 100m' })).toHaveCount(0)
      await expect(row(page, '800m').getByRole('button', { name: 'Enter 800m' })).toBeVisible()
      if (js) await expectAccessible(page)

      for (let i = 0; i < PER_EVENT; i++) {
        await pick(page, i)
        await row(page, '100m').getByRole('button', { name: 'Remove 100m' }).click()
        await expect(row(page, '100m').getByRole('button', { name: 'Enter 100m' })).toBeVisible({ timeout: 20_000 })
      }
      await expect(page.getByText(/^Entries: 0 of 4 made, 4 left\.$/)).toBeVisible()
    })
  })
}
