import { expect, expectAccessible, loginByPost, test } from './fixtures'

// Admin reports and cheques (3-organiser-admin §2 reports, cheques): the admin runs a report with
// its parameters, reads it as a table and downloads it as CSV; the finance user marks a cheque
// received, and opens Stripe Users and the Finance Report. Breadth (roles, bad input, French, a long
// run) is in tests/integration/reports.test.ts, tests/integration/stripe-users.test.ts
// and tests/integration/cheques.test.ts.

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
  const lines = text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe('Id,Name,Date,Organisation,Active')
  expect(lines.length).toBe((await page.locator('tbody tr').count()) + 1)
  await context.close()
})

test('the finance user opens Cheques from the menu and marks a cheque received; axe clean', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginByPost(page, 'finance', 'Finance!2026')
  await page.goto('/v2')
  await page.getByText('My Profile').click()
  await page.getByRole('link', { name: 'Cheques' }).click()
  await expect(page).toHaveURL(/\/v2\/cheques$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cheques' })).toBeVisible()

  // The journeys share one simulator: take whichever cheque still awaits payment.
  const row = page.locator('tbody tr').filter({ hasText: 'Cheque/Awaiting Payment' }).first()
  const order = (await row.getByRole('rowheader').textContent())!.trim()
  await expectAccessible(page)
  await row.getByRole('button', { name: `Mark received (order ${order})` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Cheque received: order ${order} is paid.` })).toBeVisible()
  const marked = page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: order, exact: true }) })
  await expect(marked.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible()
  await expect(marked.getByRole('button')).toHaveCount(0)
  await expectAccessible(page)
  await context.close()
})

test('the finance user opens Stripe Users from the menu, then the Finance Report in a new window; axe clean', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginByPost(page, 'finance', 'Finance!2026')
  await page.goto('/v2')
  await page.getByText('My Profile').click()
  await page.getByRole('link', { name: 'Stripe Users' }).click()
  await expect(page).toHaveURL(/\/v2\/stripe-users$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe Users' })).toBeVisible()
  const account = page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: '5', exact: true }) })
  await expect(account.getByRole('cell', { name: 'Riverside and Coastal Payments' })).toBeVisible()
  await expectAccessible(page)

  await page.getByText('My Profile').click()
  const [report] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Finance Report/ }).click()])
  await expect(report).toHaveURL(/\/v2\/finance-report$/)
  await expect(report.getByRole('columnheader', { name: 'Awaiting payment' })).toBeVisible()
  await expectAccessible(report)
  await context.close()
})
