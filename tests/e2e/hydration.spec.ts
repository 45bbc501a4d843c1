import { expect, login, DEMO, test } from './fixtures'

// A click that lands as React takes the page over must not break it. React then hydrates the whole
// document at once, before the page's data (streamed with it) has been read; React 18 gave up on
// that with "Root did not complete" (error #345) and the page never hydrated.

test('a click as the page starts to hydrate leaves it working', async ({ page, pageErrors }) => {
  // React listens for clicks on the document as it starts to hydrate; the click comes right after.
  await page.addInitScript(() => {
    const listen = EventTarget.prototype.addEventListener
    let clicked = false
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
      if (!clicked && this === document && args[0] === 'click') {
        clicked = true
        queueMicrotask(() => document.querySelector<HTMLInputElement>('input[name="username"]')?.click())
      }
      listen.apply(this, args)
    }
  })
  await page.goto('/v2/login-v2')
  await login(page, DEMO.username, DEMO.password)
  await expect(page).toHaveURL(/\/v2$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(pageErrors).toEqual([])
})
