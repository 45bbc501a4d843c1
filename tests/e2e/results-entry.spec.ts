import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// The results team enters a sprint heat of the meeting held today (the embedded simulator runs
// seed 1 on today's date), is told about a time it mistyped without losing the rest, saves, and
// reads the heat on the public results, then in the rankings over all the heats. Rows come from the
// page (other journeys change bibs and heats).
const COMP = CARD_DEMO.checkInTodayCompId
const comp = createSeed(1).competitions.find((c) => c.id === COMP)!
const group = eventGroupsOf(comp).find((g) => g.name === '60m')!

test('enters a sprint heat, fixes a mistyped time, saves, and reads it on the public results and rankings', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/v2/login-v2')
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(`/results-entry/${COMP}/${group.id}`)
  await expect(page).toHaveURL(new RegExp(`/v2/results-entry-v2/${COMP}/${group.id}(\\?.*)?$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results entry: 60m')
  await expectAccessible(page)

  await page.getByLabel('Wind (m/s)').fill('+0.8')
  await page.getByLabel('Time of row 1').fill('7.45')
  await page.getByLabel('Time of row 2').fill('7.6x')
  await page.getByRole('button', { name: 'Save results' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved: correct the problem below.' })).toBeVisible()
  await expect(page.getByText('Not a time: 7.6x.')).toBeVisible()
  await expect(page.getByLabel('Time of row 1')).toHaveValue('7.45')
  await expectAccessible(page)

  await page.getByLabel('Time of row 2').fill('7.62')
  await page.getByRole('button', { name: 'Save results' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Heat \d+: 2 results saved\./ })).toBeVisible()
  await page.getByRole('link', { name: 'See the results of this event group' }).click()
  await expect(page).toHaveURL(new RegExp(`/v2/results-read-v2/${COMP}/${group.id}$`))
  await expect(page.getByText('7.45', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('7.62', { exact: true }).first()).toBeVisible()

  await page.getByRole('link', { name: 'Rankings over all the heats' }).click()
  await expect(page).toHaveURL(new RegExp(`/v2/public-rankings-v2/${COMP}/${group.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rankings, 60m')
  await expect(page.getByText('7.45', { exact: true }).first()).toBeVisible()
  await expectAccessible(page)
  await context.close()
})

// A long jump: the results team types each jumper's attempts, is told about a mark out of range
// beside its row, saves, and reads the best mark and the attempts on the public results.
const longJump = eventGroupsOf(comp).find((g) => g.name === 'Long Jump')!

test('enters a long jump series, is refused a mark out of range, saves, and reads it on the public results', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/v2/login-v2')
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(`/v2/results-entry-v2/${COMP}/${longJump.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results entry: Long Jump')
  await expectAccessible(page)

  await page.getByLabel('Attempt 1 of row 1', { exact: true }).fill('5.81')
  await page.getByLabel('Attempt 2 of row 1', { exact: true }).fill('X')
  await page.getByLabel('Attempt 3 of row 1', { exact: true }).fill('5.94')
  await page.getByLabel('Attempt 1 of row 2', { exact: true }).fill('55.2')
  await page.getByRole('button', { name: 'Save results' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved: correct the problem below.' })).toBeVisible()
  await expect(page.getByText('Attempt 1 is out of range for Long Jump: 55.2.')).toBeVisible()
  await expect(page.getByLabel('Attempt 3 of row 1', { exact: true })).toHaveValue('5.94')
  await expectAccessible(page)

  await page.getByLabel('Attempt 1 of row 2', { exact: true }).fill('5.52')
  await page.getByRole('button', { name: 'Save results' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Results saved for 2 athletes.' })).toBeVisible()
  await page.getByRole('link', { name: 'See the results of this event group' }).click()
  await expect(page).toHaveURL(new RegExp(`/v2/results-read-v2/${COMP}/${longJump.id}$`))
  await expect(page.getByRole('columnheader', { name: 'Best mark' })).toBeVisible()
  await expect(page.getByText('5.81 X 5.94', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await context.close()
})

// A high jump: the results team types the bar heights and each jumper's attempts per height, is
// told about an attempt after three failures beside its row, saves, and reads the best height and
// the series on the public results.
const highJump = eventGroupsOf(comp).find((g) => g.name === 'High Jump')!

test('enters a high jump grid, is refused an attempt after three failures, saves, and reads it on the public results', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/v2/login-v2')
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(`/v2/results-entry-v2/${COMP}/${highJump.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results entry: High Jump')
  await expectAccessible(page)

  await page.getByLabel('Bar height 1', { exact: true }).fill('1.40')
  await page.getByLabel('Bar height 2', { exact: true }).fill('1.45')
  await page.getByLabel('Attempts at height 1 of row 1', { exact: true }).fill('O')
  await page.getByLabel('Attempts at height 2 of row 1', { exact: true }).fill('XXO')
  await page.getByLabel('Attempts at height 1 of row 2', { exact: true }).fill('XXX')
  await page.getByLabel('Attempts at height 2 of row 2', { exact: true }).fill('O')
  await page.getByRole('button', { name: 'Save results' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved: correct the problem below.' })).toBeVisible()
  await expect(page.getByText('At height 2, attempts after three failures in a row: O.')).toBeVisible()
  await expect(page.getByLabel('Attempts at height 2 of row 1', { exact: true })).toHaveValue('XXO')
  await expectAccessible(page)

  await page.getByLabel('Attempts at height 2 of row 2', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Save results' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Results saved for 2 athletes.' })).toBeVisible()
  await page.getByRole('link', { name: 'See the results of this event group' }).click()
  await expect(page).toHaveURL(new RegExp(`/v2/results-read-v2/${COMP}/${highJump.id}$`))
  await expect(page.getByText('1.40 O 1.45 XXO', { exact: true })).toBeVisible()
  await expect(page.getByText('1.45', { exact: true }).first()).toBeVisible()
  await expectAccessible(page)
  await context.close()
})
