import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

/**
 * A club team manager makes a relay team on "Larkhill Relays Open": opens the competition, creates
 * a 4x100m team, is told the team is short, completes it, saves it and sees it in the order
 * summary; then deletes it (so the journey can run again). With and without JavaScript; each run
 * picks other athletes (an athlete may be in one 4x100m team only).
 */

const COMP = ENTRY_DEMO.relayCompId
const SHORT = /Team event '.+' requires between 4 and 6 athletes, only 3 selected\./

async function openRelays(page: Page) {
  await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/entry-v2/${COMP}`)}`)
  await login(page, 'clubrep', 'Clubrep!2026')
  await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${COMP}$`))
}

const slot = (page: Page, label: string) => page.getByLabel(label)

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    // A long journey with axe on three page states, on a shared machine.
    test.setTimeout(150_000)

    test('creates a relay team: told it is short, completes it, saves it, sees it in the cart, deletes it', async ({ page }) => {
      const first = js ? 1 : 5
      await openRelays(page)
      await expect(page.getByRole('heading', { name: 'Team events', level: 2 })).toBeVisible()
      if (js) await expectAccessible(page)
      await page.getByRole('link', { name: 'Create a team for 4x100m Relay' }).click()
      // The form's load makes three legacy calls: on a busy shared machine it may take a while.
      await expect(page.getByRole('heading', { name: 'New team: 4x100m Relay' })).toBeVisible({ timeout: 20_000 })
      const name = await page.getByLabel('Team name').inputValue()
      expect(name).toContain('4x100m Relay Female Under 17')
      for (let i = 0; i < 3; i++) await slot(page, `Athlete ${i + 1}`).selectOption({ index: first + i })
      if (!js) await page.getByRole('button', { name: 'Save team' }).click()
      // With JavaScript the rule shows at once; without, after the save.
      await expect(page.getByRole('alert').filter({ hasText: SHORT })).toBeVisible()
      if (js) await expectAccessible(page)
      await slot(page, 'Athlete 4').selectOption({ index: first + 3 })
      if (js) await expect(page.getByText(SHORT)).toHaveCount(0)
      await page.getByRole('button', { name: 'Save team' }).click()
      await expect(page.getByText(`Team: ${name} saved.`)).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible()
      await expect(page.getByRole('cell', { name: `4x100m Relay for ${name}` })).toBeAttached()
      if (js) await expectAccessible(page)
      await page.getByRole('button', { name: `Delete ${name}` }).click()
      await expect(page.getByText('Team deleted.')).toBeVisible()
      await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0)
    })
  })
}
