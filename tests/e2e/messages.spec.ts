import type { Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, login, test } from './fixtures'

// The entrant starts with two unread messages (contract-fixtures/seed/messages.ts): each journey
// (with and without JavaScript) reads one of them.

/** The header badge's count; 0 when there is none. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('header [aria-label$="unread message"], header [aria-label$="unread messages"]')
  if ((await badge.count()) === 0) return 0
  return Number(await badge.first().textContent())
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('read an unread message: it opens, and the header count goes down by one', async ({ page, pageErrors }) => {
      // Three pages under axe on a shared machine.
      test.slow()
      await page.goto('/v2/messages-v2')
      await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
      await login(page, DEMO.username, DEMO.password)
      await expect(page).toHaveURL(/\/v2\/messages-v2$/)
      await expect(page).toHaveTitle('Messages')
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
      await checkAccessible(page)

      const before = await badgeCount(page)
      expect(before).toBeGreaterThan(0)
      const unread = page.locator('.message-list li').filter({ hasText: 'Unread' }).first()
      const subject = (await unread.getByRole('link').textContent())!.trim()
      await unread.getByRole('link').click()

      await expect(page).toHaveURL(/\?open=\d+$/)
      await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible()
      await expect.poll(() => badgeCount(page)).toBe(before - 1)
      await checkAccessible(page)

      // Per competition: the title names it.
      await page.goto('/v2/messages-v2/4')
      await expect(page).toHaveTitle('Messages for Comp: 4')
      await checkAccessible(page)
      expect(pageErrors).toEqual([])
    })
  })
}
