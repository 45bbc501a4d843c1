import { DEMO, expect, expectAccessible, lastMailTo, login, test } from './fixtures'

test('register, log in, reload, log out', async ({ page, pageErrors }) => {
  const name = `runner${Date.now()}`
  await page.goto('/v2/register-v2')
  await expect(page).toHaveTitle('Register')
  await expectAccessible(page)
  await page.getByLabel('User name').fill(name)
  await page.getByLabel('Email').fill(`${name}@example.org`)
  await page.getByLabel('Password (optional)').fill('Sprint-2026!')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.locator('main .form-message, .toast')).toContainText('Registration complete')
  await page.getByRole('link', { name: 'Proceed to login' }).click()

  await expect(page).toHaveURL(/\/v2\/login-v2$/)
  await login(page, name, 'Sprint-2026!')
  await expect(page).toHaveURL(/\/v2$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(name)

  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(name)

  await page.getByText('My Profile').click()
  await page.getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByText('Are you sure you would like to log out?')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/v2$/)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('a protected page sends the visitor to login and back after', async ({ page }) => {
  await page.goto('/v2/athletes-v2')
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=%2Fv2%2Fathletes-v2$/)
  await expect(page).toHaveTitle('Login')
  await expectAccessible(page)
  await login(page, DEMO.username, DEMO.password)
  await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
})

test('a wrong password says so and keeps the user on the login page', async ({ page }) => {
  await page.goto('/v2/login-v2')
  await login(page, DEMO.username, 'not-the-password')
  await expect(page.getByRole('alert')).toHaveText('Username or password was not recognised.  Please try again or reset password.')
  await expect(page.getByLabel('Username')).toHaveValue(DEMO.username)
})

test('empty login fields say Required; Enter submits; cancel goes home', async ({ page }) => {
  await page.goto('/v2/login-v2')
  await page.getByLabel('Username').press('Enter')
  await expect(page.getByText('Required')).toHaveCount(2)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/v2$/)
  await expectAccessible(page)
})

test('the password can be shown and hidden (scripts run under the CSP)', async ({ page }) => {
  await page.goto('/v2/login-v2')
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('secret')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
})

test('forgotten password: request, follow the mailed link, set a new one, log in', async ({ page }) => {
  const name = `reset${Date.now()}`
  await page.goto('/v2/register-v2')
  await page.getByLabel('User name').fill(name)
  await page.getByLabel('Email').fill(`${name}@example.org`)
  await page.getByLabel('Password (optional)').fill('First-pass-1')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.locator('main .form-message, .toast')).toBeVisible()

  await page.goto('/v2/login-v2')
  await page.getByRole('link', { name: 'Forgot Password' }).click()
  await expect(page).toHaveTitle('Forgot')
  await expectAccessible(page)
  await page.getByLabel('User name or email').fill(`${name}@example.org`)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.locator('main .form-message, .toast')).toContainText('reset link')

  const mail = await lastMailTo(name)
  await page.goto(mail.link)
  await expect(page).toHaveTitle('Reset')
  await expectAccessible(page)
  await page.getByLabel('New password', { exact: true }).fill('Second-pass-2')
  await page.getByLabel('Repeat new password').fill('Second-pass-2')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page).toHaveURL(/\/v2\/login-v2$/)
  await expect(page.locator('main .form-message, .toast').first()).toContainText('Your password has been changed')
  await login(page, name, 'Second-pass-2')
  await expect(page).toHaveURL(/\/v2$/)
})

test('an unknown address shows the not-found page in the shell', async ({ page }) => {
  const res = await page.goto('/v2/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expectAccessible(page)
})

test('a toast shows for 7 seconds and fades out over the last half second', async ({ page }) => {
  await page.clock.install()
  await page.goto('/v2/login-v2')
  await login(page, DEMO.username, DEMO.password)
  await expect(page).toHaveURL(/\/v2$/)
  await page.getByText('My Profile').click()
  await page.getByRole('link', { name: 'Logout' }).click()
  // From here the page's time moves only when the test says: real time spent loading the next
  // page must not count against the toast's seven seconds.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await page.getByRole('button', { name: 'OK' }).click()
  const toast = page.locator('.toast')
  await expect(toast).toHaveText(/You have been logged out\./)
  await expect(toast).not.toHaveClass(/leaving/)
  await page.clock.runFor(6_600)
  await expect(toast).toHaveClass(/leaving/)
  await page.clock.runFor(500)
  await expect(toast).toHaveCount(0)
})
