import type { Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, login, test } from './fixtures'

async function openAthletes(page: Page) {
  await page.goto('/v2/athletes-v2')
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
  await login(page, DEMO.username, DEMO.password)
  await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
  await expect(page).toHaveTitle('Athletes')
}

const submit = (page: Page) => page.getByRole('button', { name: 'Create athlete' }).click()

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    // axe runs inside the page: only where scripts run (the pages are the same either way).
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('create an athlete: the messages first, then success; the list shows it; remove it again', async ({ page, pageErrors }) => {
      const surName = `Journey${js ? 'Js' : 'Html'}${Date.now()}`
      await openAthletes(page)
      await expect(page.getByRole('status')).toContainText(/\d+ result\(s\) found\./)
      await checkAccessible(page)

      await page.getByRole('link', { name: 'Create athlete' }).click()
      await expect(page).toHaveURL(/\/v2\/athlete-v2\/new$/)
      await expect(page).toHaveTitle('New athlete')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create athlete')
      await checkAccessible(page)

      // Empty: each required field says so, and the club says a club or a school is needed.
      await submit(page)
      await expect(page.getByText('Required.', { exact: true })).toHaveCount(4)
      await expect(page.getByText('Club or school required.')).toBeVisible()
      const firstName = page.getByLabel('First name')
      await expect(firstName).toHaveAttribute('aria-invalid', 'true')
      await expect(firstName).toHaveAccessibleDescription('Required.')
      await checkAccessible(page)

      await firstName.fill('Journey')
      await page.getByLabel('Surname').fill(surName)
      await page.getByLabel('Gender').selectOption('F')
      await page.getByLabel('Date of birth').fill('2012-02-14')
      await page.getByLabel('Club', { exact: true }).fill('Larkhill Striders')
      await page.getByLabel('Coach').fill('A. Coach')
      await submit(page)
      await expect(page.getByText('Please enter date DD/MM/YYYY, e.g. 28/03/1970!')).toBeVisible()
      await expect(page.getByText('Club or school required.')).toHaveCount(0)
      await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(/Please enter date DD\/MM\/YYYY/)

      await page.getByLabel('Date of birth').fill('14/02/2012')
      await submit(page)
      await expect(page).toHaveURL(/\/v2\/athlete-v2\/\d+\?created=1$/)
      const id = /athlete-v2\/(\d+)/.exec(page.url())?.[1]
      await expect(page).toHaveTitle(`${id}: Athlete`)
      await expect(page.getByRole('status').filter({ hasText: 'Athlete created.' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Journey ${surName}`)
      await expect(page.getByText('Vet age group')).toBeVisible()
      await expect(page.getByLabel('Coach')).toHaveValue('A. Coach')
      await checkAccessible(page)

      await page.getByRole('link', { name: 'Back to my athletes' }).click()
      // The athlete form has a Surname field too: fill the list's only once it shows.
      await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
      await page.getByLabel('Surname').fill(surName)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(new RegExp(`surName=${surName}`))
      await expect(page.getByRole('status')).toHaveText('1 result(s) found.')
      await expect(page.getByRole('link', { name: `Journey ${surName}` })).toBeVisible()
      await checkAccessible(page)

      await page.getByText(`Remove Journey ${surName} from my list`).click()
      await expect(page.getByText(/The athlete's record is kept/)).toBeVisible()
      await page.getByRole('button', { name: `Yes, remove Journey ${surName}` }).click()
      await expect(page.getByText('Athlete removed from your list.')).toBeVisible()
      await expect(page.getByText('No results found.')).toBeVisible()
      expect(pageErrors).toEqual([])
    })
  })
}

test("another user's athlete is not found", async ({ page }) => {
  await openAthletes(page)
  const res = await page.goto('/v2/athlete-v2/5904')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
