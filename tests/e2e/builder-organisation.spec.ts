import { expect, expectAccessible, loginByPost, test } from './fixtures'

// The organiser creates an organisation from the builder: a file that is not an image is refused
// (the rest of the form kept), a PNG logo is taken, and the General step lists the organisation
// with its logo, chosen for the new competition. Then an age group from the Events step. axe on every page.

/** The machines are shared: pages may take a while, the journey still holds. */
const eventually = expect.configure({ timeout: 20_000 })
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('organiser: a new organisation with a logo from the builder, a non-image refused, axe clean', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // A name of its own: the journeys share one simulator, and a name can only be taken once.
  const name = `Journey Harriers ${Date.now().toString(36)}`

  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto('/v2/builder-v2/0')
  await page.getByRole('link', { name: 'New organisation' }).click()
  await eventually(page).toHaveURL(/\/v2\/builder-v2\/0\/organisation$/)
  await eventually(page.getByRole('heading', { level: 1, name: 'New organisation' })).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Organisation name').fill(name)
  await page.getByLabel('Check-in terms and conditions').fill('Collect your number an hour before.')
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
  await page.getByRole('button', { name: 'Save organisation' }).click()
  await eventually(page.getByText('The logo must be a PNG, JPEG, GIF or WebP image.')).toBeVisible()
  await expect(page.getByLabel('Organisation name')).toHaveValue(name)
  await expect(page.getByLabel('Check-in terms and conditions')).toHaveValue('Collect your number an hour before.')
  await expectAccessible(page)

  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Save organisation' }).click()
  await eventually(page).toHaveURL(/\/v2\/builder-v2\/0\?orgSaved=\d+$/)
  await eventually(page.getByRole('status').filter({ hasText: `Organisation ${name} saved.` })).toBeVisible()
  await expect(page.getByLabel('Organisation', { exact: true }).locator('option:checked')).toHaveText(name)
  const logo = page.getByRole('img', { name: `${name} logo` })
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await expectAccessible(page)
  expect(errors).toEqual([])
  await context.close()
})

test('organiser: a new age group from the Events step, min over max refused, then a choice at once, axe clean', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // Names of their own: the journeys share one simulator. Ages other groups already cover, so no
  // athlete of another journey changes group (the simulator takes the first group that fits).
  const tag = Date.now().toString(36)
  const name = `Journey Group ${tag}`
  const shortName = `J${tag}`.slice(0, 20)

  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto('/v2/builder-v2/501/events')
  await page.getByRole('link', { name: 'Age groups', exact: true }).click()
  await eventually(page).toHaveURL(/\/v2\/builder-v2\/501\/age-groups$/)
  await eventually(page.getByRole('heading', { level: 3, name: 'New age group' })).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Short name', { exact: true }).fill(shortName)
  await page.getByLabel('Min age', { exact: true }).fill('30')
  await page.getByLabel('Max age', { exact: true }).fill('25')
  await page.getByRole('button', { name: 'Save age group' }).click()
  await eventually(page.getByText('Must be less than max age.')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
  await expectAccessible(page)

  await page.getByLabel('Max age', { exact: true }).fill('34')
  await page.getByRole('button', { name: 'Save age group' }).click()
  await eventually(page).toHaveURL(/\/v2\/builder-v2\/501\/events\?agSaved=\d+$/)
  await eventually(page.getByRole('status').filter({ hasText: `Age group ${name} saved.` })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: shortName, exact: true })).toBeVisible()
  await expectAccessible(page)
  expect(errors).toEqual([])
  await context.close()
})
