import type { Page } from '@playwright/test'
import { expect, expectAccessible, login, test } from './fixtures'

// An admin writes to everyone entered in the seed entries' competition (runner1 is one of them);
// runner1 then sees the header's unread count go up, reads the message, and sees it go down.

const COMP = 551
const RUNNER = { username: 'runner1', password: 'Runner!2026' }

async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('header [aria-label$="unread message"], header [aria-label$="unread messages"]')
  if ((await badge.count()) === 0) return 0
  return Number(await badge.first().textContent())
}

test('send a message to a competition: Message sent., the entrant sees it counted, reads it, the count drops', async ({
  browser,
  page,
  pageErrors,
}) => {
  test.slow()
  const subject = `Start list posted ${Date.now()}`
  await page.goto(`/v2/email-message-create-v2/${COMP}`)
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
  await login(page, 'admin', 'Admin!2026')
  await expect(page).toHaveURL(new RegExp(`/v2/email-message-create-v2/${COMP}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible()
  await expect(page.getByLabel('Priority')).toHaveValue('2')
  await expect(page.getByLabel('Type')).toHaveValue('E')
  await expectAccessible(page)

  // A bad cc keeps the text and says why.
  await page.getByLabel('Cc', { exact: true }).fill('coach.example.org')
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message', { exact: true }).fill('<p>The start lists are up.</p>')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Enter valid email addresses, separated by commas.')).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue(subject)
  await expectAccessible(page)

  await page.getByLabel('Cc', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent.' })).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue('')
  await expectAccessible(page)

  const runner = await browser.newPage()
  await runner.goto('/v2/login-v2')
  await login(runner, RUNNER.username, RUNNER.password)
  await expect(runner).toHaveURL(/\/v2$/)
  await runner.goto('/v2/messages-v2')
  const before = await badgeCount(runner)
  expect(before).toBeGreaterThan(0)
  await runner.getByRole('link', { name: subject }).click()
  await expect(runner.getByRole('heading', { level: 2, name: subject })).toBeVisible()
  await expect.poll(() => badgeCount(runner)).toBe(before - 1)
  await runner.close()
  expect(pageErrors).toEqual([])
})
