import { expect, loginByPost, test } from './fixtures'

// Issue 11: on a phone the header must not jump when the page hydrates (Lighthouse CLS).
test.use({ viewport: { width: 412, height: 823 } })

/** Holds the page's scripts back until the returned function lets them (and any later ones) load. */
async function holdScripts(page: import('@playwright/test').Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = []
  let released = false
  await page.route('**/assets/*.js', async (route) => {
    if (released) await route.continue()
    else held.push(() => route.continue())
  })
  return async () => {
    released = true
    await Promise.all(held.map((go) => go()))
    await page.unroute('**/assets/*.js')
  }
}

const headerHeight = (page: import('@playwright/test').Page) => page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().height)

test('with JavaScript: the header is as tall before hydration as after', async ({ page }) => {
  // Hold the scripts back so the server's HTML can be measured as the browser first paints it.
  const releaseScripts = await holdScripts(page)
  await page.goto('/v2', { waitUntil: 'domcontentloaded' })
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeDisabled()
  const before = await headerHeight(page)
  await releaseScripts()
  await expect(toggle).toBeEnabled()
  expect(await headerHeight(page)).toBe(before)
  await expect(page.locator('#site-nav')).toBeHidden()
  await toggle.click()
  await expect(page.locator('#site-nav')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu is open, with no button that cannot work, and stays put', async ({ page }) => {
    await page.goto('/v2')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.locator('#site-nav').getByRole('link', { name: 'Login' })).toBeVisible()
    const before = await headerHeight(page)
    await page.waitForLoadState('networkidle')
    expect(await headerHeight(page)).toBe(before)
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('My Profile opened before the page hydrates stays open once it has', async ({ page }) => {
    await loginByPost(page, 'entrant', 'Entrant!2026')
    const releaseScripts = await holdScripts(page)
    await page.goto('/v2', { waitUntil: 'domcontentloaded' })
    await page.getByText('My Profile').click()
    const myAthletes = page.getByRole('link', { name: 'My Athletes' })
    await expect(myAthletes).toBeVisible()
    await releaseScripts()
    // Enabled once hydrated: the effects that run on hydration have run by then.
    await expect(page.getByRole('button', { name: 'Menu', includeHidden: true })).toBeEnabled()
    await expect(myAthletes).toBeVisible()
  })
})
