import { expect, expectAccessible, loginByPost, test } from './fixtures'

// Admin reports (3-organiser-admin §2 reports): the admin runs a report with its parameters, reads
// it as a table and downloads it as CSV. Breadth (roles, bad input, French, a long run) is in
// tests/integration/reports.test.ts.

test('the admin runs a report, is told a bad parameter, and downloads the CSV; axe clean', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginByPost(page, 'admin', 'Admin!2026')
  await page.goto('/v2/reports')
  await expect(page).toHaveTitle('Reports')

  // A report about one competition without its number: the message, the choice kept.
  await page.getByLabel('Report', { exact: true }).selectOption('entries')
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(page.getByText('Enter a competition number.')).toBeVisible()
  await expect(page.getByLabel('Report', { exact: true })).toHaveValue('entries')
  await expectAccessible(page)

  await page.getByLabel('Report', { exact: true }).selectOption('competitions')
  await page.getByRole('button', { name: 'Run report' }).click()
  await expect(page).toHaveURL(/report=competitions/)
  await expect(page.getByRole('heading', { name: 'Competitions', level: 2 })).toBeVisible()
  await expect(page.getByText(/^Run at .+; stale after .+\.$/)).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Organisation' })).toBeVisible()
  await expectAccessible(page)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
  expect(download.suggestedFilename()).toBe('competitions.csv')
  const text = (await (await download.createReadStream()).toArray()).map((b: Buffer) => b.toString('utf8')).join('')
  const lines = text.replace(/^\ufeff/, '').trimEnd().split('\r\n')
  expect(lines[0]).toBe('Id,Name,Date,Organisation,Active')
  expect(lines.length).toBe((await page.locator('tbody tr').count()) + 1)
  await context.close()
})
