import { expect, expectAccessible, loginByPost, test } from './fixtures'

// Field help (1-shell §2.8; 3-organiser-admin "Help content"): the organiser opens the help of a
// builder field as a panel with JavaScript and as a page without; an admin edits a help item and
// sees the change. The embedded simulator seeds the builder.general.* items (docs/legacy-wire.md).

const BUILDER = '/v2/builder-v2/0'
/** Pages here follow a post or a navigation: on a busy machine they take longer than the default. */
const slow = { timeout: 20_000 }

test('with JavaScript: the help panel opens, loads, goes full screen, closes and gives focus back; a web address is embedded', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(BUILDER)
  const trigger = page.getByRole('link', { name: 'Help: Competition name' })
  // The link opens the panel once the page has hydrated (before, it is the help page's link).
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog', slow)
  await trigger.click()
  const panel = page.getByRole('dialog', { name: 'Competition name' })
  await expect(panel).toBeVisible(slow)
  await expect(panel.getByText('Keep it short.')).toBeVisible()
  await expect(panel.getByText('[builder.general.name]')).toHaveCount(0)
  await expectAccessible(page)
  const fullScreen = panel.getByRole('button', { name: 'Full screen' })
  await fullScreen.click()
  await expect(fullScreen).toHaveAttribute('aria-pressed', 'true')
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.getByRole('link', { name: 'Help: Location' }).click()
  const venue = page.getByRole('dialog', { name: 'Venue' })
  await expect(venue.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'https://example.org/help/venues', slow)
  await expect(venue.locator('iframe')).toHaveAttribute('src', 'https://example.org/help/venues')
  await expect(venue.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Escape')
  await expect(venue).toBeHidden()
  await context.close()
})

test('without JavaScript the help is a page with a way back; an admin edits an item and the help shows it', async ({ browser }) => {
  test.setTimeout(150_000)
  const noJs = await browser.newContext({ javaScriptEnabled: false })
  const organiser = await noJs.newPage()
  await loginByPost(organiser, 'organiser', 'Organiser!2026')
  await organiser.goto(BUILDER)
  await organiser.getByRole('link', { name: 'Help: Competition name' }).click()
  await expect(organiser).toHaveURL(/\/v2\/help\/builder\.general\.name\?returnTo=/, slow)
  await expect(organiser.getByRole('heading', { level: 1 })).toHaveText('Competition name')
  await organiser.getByRole('link', { name: 'Back' }).click()
  await expect(organiser).toHaveURL(new RegExp(`${BUILDER}$`), slow)
  await noJs.close()

  const context = await browser.newContext()
  const admin = await context.newPage()
  await loginByPost(admin, 'admin', 'Admin!2026')
  await admin.goto('/v2/help-form-list')
  await admin.getByLabel('Key starts with').fill('builder.general.date')
  await admin.getByRole('button', { name: 'Search' }).click()
  await admin.getByRole('link', { name: 'Edit builder.general.date' }).click()
  await expect(admin).toHaveURL(/\/v2\/help-form\/\d+$/, slow)
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Help item builder.general.date', slow)
  await expectAccessible(admin)
  const title = `Competition date ${Date.now()}`
  await admin.getByLabel('Title').fill(title)
  await admin.getByLabel('Type').selectOption('U')
  await admin.getByLabel('Content or address').fill('javascript:alert(1)')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('A web address help item needs an address starting with http:// or https://.')).toBeVisible(slow)
  await admin.getByLabel('Type').selectOption('H')
  await admin.getByLabel('Content or address').fill('<p>The first day of the competition.</p>')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('Help item saved.')).toBeVisible(slow)
  await expect(admin.getByRole('cell', { name: title })).toBeVisible()
  await expectAccessible(admin)

  await admin.goto(BUILDER)
  const dateHelp = admin.getByRole('link', { name: 'Help: Competition date' })
  await expect(dateHelp).toHaveAttribute('aria-haspopup', 'dialog', slow)
  await dateHelp.click()
  const panel = admin.getByRole('dialog', { name: `${title} [builder.general.date]` })
  await expect(panel).toBeVisible(slow)
  await expect(panel.getByText('The first day of the competition.')).toBeVisible()
  await context.close()
})
