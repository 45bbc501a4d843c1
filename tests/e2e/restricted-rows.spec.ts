import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

/** "Harbourside Club Championships": entry restricted to two clubs (not the demo athletes' club) until a date ahead. */
const restrictedComp = 509
/** "Riverside Relay Festival": relay rows, and no team section in this app yet. */
const relayComp = 513
const SECURITY_TEXT = 'Entry by CLUB, COUNTY representative only'
const TEAM_TEXT = 'Team events are entered from the Team events section of this page.'

const rows = (page: Page) => page.locator('table.schedule tbody tr')

async function openSchedule(page: Page, compId: number) {
  await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/entry-v2/${compId}?athlete=${ENTRY_DEMO.athleteId}`)}`)
  await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
  await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${compId}\\?athlete=${ENTRY_DEMO.athleteId}$`))
  await expect(rows(page).first()).toBeVisible()
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('an athlete of another club sees the rows of a restricted competition disabled with the message, before any click', async ({
      page,
    }) => {
      await openSchedule(page, restrictedComp)
      const count = await rows(page).count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        await expect(rows(page).nth(i)).toContainText(SECURITY_TEXT)
        await expect(rows(page).nth(i)).toHaveClass(/row-disabled/)
      }
      await expect(page.getByRole('button', { name: /^Enter / })).toHaveCount(0)
      await expect(page.getByText('Available', { exact: true })).toHaveCount(0)
      // axe runs inside the page: only where scripts run (the page is the same either way).
      if (js) await expectAccessible(page)
    })

    test('relay rows say where team events are entered instead of offering Enter', async ({ page }) => {
      await openSchedule(page, relayComp)
      const relays = rows(page).filter({ hasText: TEAM_TEXT })
      expect(await relays.count()).toBeGreaterThan(0)
      for (let i = 0; i < (await relays.count()); i++) {
        await expect(relays.nth(i)).toHaveClass(/row-disabled/)
        await expect(relays.nth(i).getByRole('button', { name: /^Enter / })).toHaveCount(0)
      }
      if (js) await expectAccessible(page)
    })
  })
}
