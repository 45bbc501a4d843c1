import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, loginWith200m, test } from './fixtures'

// 2-entry.md §7, §8: success of submit to basket shows 'Submitted to basket.', then the shop's
// basket page. The shop's first answer is held back here so the hand-off page can be looked at.

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test("going to checkout says 'Submitted to basket.' on the way to the shop's basket", async ({ page }) => {
      // Login, cart, hand-off and basket in one journey: longer than one page's budget.
      test.setTimeout(60_000)
      await loginWith200m(page)
      // The shop answers 'No Content' at first: the browser stays on the hand-off page it came from.
      const asked: string[] = []
      const basket = `${simulatorUrl}/basket**`
      await page.route(basket, (route) => {
        asked.push(route.request().url())
        return route.fulfill({ status: 204 })
      })

      await page.getByRole('button', { name: 'Go to checkout' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Submitted to basket.' })).toBeVisible()
      // It went on to the basket by itself, at once (script or meta refresh), and offers the link too.
      await expect.poll(() => asked.length).toBeGreaterThan(0)
      const link = page.getByRole('link', { name: 'Continue to the basket' })
      await expect(link).toHaveAttribute('href', asked[0])
      // axe runs in the page: with JavaScript only (the markup is the same without).
      if (js) await expectAccessible(page)
      // Once only: a one-time hand-off address would be spent by a first visit.
      expect(asked).toHaveLength(1)

      await page.unroute(basket)
      await link.click()
      await expect(page).toHaveURL(asked[0])
      await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible()
    })
  })
}
