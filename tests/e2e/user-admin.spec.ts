import { expect, expectAccessible, login, test } from './fixtures'

// An admin opens a user from the search, changes their credit (a bad amount first), sees the
// user's credit banner, impersonates them (the banner on every page) and stops. axe on each page.

/** The machines are shared: pages may take a while, the journey still holds. */
const eventually = expect.configure({ timeout: 20_000 })

test('admin: a user from the search, credit, impersonate and stop, axe clean', async ({ browser }) => {
  test.setTimeout(180_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  await page.goto('/v2/login-v2')
  await login(page, 'admin', 'Admin!2026')
  await eventually(page).toHaveURL(/\/v2$/)
  await page.goto('/v2/user-search-v2?search=runner2')
  await page.getByRole('link', { name: 'Runner 2' }).click()
  await eventually(page).toHaveURL(/\/v2\/user-v2\/\d+$/)
  await eventually(page.getByRole('heading', { level: 1, name: 'Runner 2' })).toBeVisible()
  await expectAccessible(page)

  // Start from no credit whatever earlier runs left (the journeys share one simulator).
  const setForm = page.getByRole('form', { name: 'Set balance' })
  await setForm.getByLabel('New balance').fill('0')
  await setForm.getByRole('button', { name: 'Set balance' }).click()
  await eventually(setForm.getByText('Credit saved.')).toBeVisible()

  const credit = page.getByRole('form', { name: 'Change credit' })
  await credit.getByLabel('Amount to add').fill('ten')
  await credit.getByLabel('Reason').fill('Goodwill for a cancelled event')
  await credit.getByRole('button', { name: 'Change credit' }).click()
  await eventually(credit.getByRole('alert')).toHaveText('Enter an amount, e.g. 10 or -5.50.')
  await eventually(credit.getByLabel('Reason')).toHaveValue('Goodwill for a cancelled event')

  await credit.getByLabel('Amount to add').fill('7.50')
  await credit.getByRole('button', { name: 'Change credit' }).click()
  await eventually(credit.getByText('Credit saved.')).toBeVisible()
  await eventually(page.getByTestId('user-credit')).toHaveText('This user has a credit of £7.50')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Impersonate' }).click()
  await eventually(page).toHaveURL(/\/v2$/)
  const banner = page.getByRole('region', { name: 'Impersonation' })
  await eventually(banner).toContainText('You are impersonating Runner 2.')
  await eventually(page.getByText('You have a credit of £7.50')).toBeVisible()
  await expectAccessible(page)
  await page.goto('/v2/messages-v2')
  await eventually(banner).toContainText('You are impersonating Runner 2.')
  await expectAccessible(page)

  await banner.getByRole('button', { name: 'Stop impersonating' }).click()
  await eventually(page).toHaveURL(/\/v2\/user-v2\/\d+$/)
  await eventually(page.getByText('You are yourself again.')).toBeVisible()
  await eventually(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0)
  await eventually(page.getByRole('heading', { level: 1, name: 'Runner 2' })).toBeVisible()

  // Leave no credit behind for other journeys.
  await page.getByRole('form', { name: 'Set balance' }).getByLabel('New balance').fill('0')
  await page.getByRole('form', { name: 'Set balance' }).getByRole('button', { name: 'Set balance' }).click()
  await eventually(page.getByTestId('user-credit')).toHaveCount(0)
  expect(errors).toEqual([])
  await context.close()
})
