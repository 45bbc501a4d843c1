import { CARD_DEMO } from '../../contract-fixtures/seed'
import { checkInCodeOf } from '../../contract-fixtures/simulator/checkin'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// Pages of competition day without a journey of their own: an event group's athletes and age-group
// coverage (from the seeding page), and check-in by the code the desk shows (decision 054).
const COMP = CARD_DEMO.checkInTodayCompId

test('the organiser opens an event group’s athletes and its age-group coverage; an athlete checks in by the desk’s code', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(`/v2/seeding-v2/${COMP}`)
  await page.getByRole('link', { name: 'Athletes in this event group' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Athletes in /)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Age-group coverage' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Age groups of /)
  await expectAccessible(page)

  const athlete = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage()
  await loginByPost(athlete, 'runner3', 'Runner!2026')
  await athlete.goto(`/v2/checkin-code/${COMP}`)
  await athlete.getByLabel('Check-in code').fill('E4S0000')
  await athlete.getByRole('button', { name: 'Continue' }).click()
  await expect(athlete.getByText("That is not this competition's check-in code.", { exact: false })).toBeVisible()
  await expectAccessible(athlete)
  await athlete.getByLabel('Check-in code').fill(checkInCodeOf(COMP).toLowerCase())
  await athlete.getByRole('button', { name: 'Continue' }).click()
  await expect(athlete.getByRole('heading', { name: /Jude Denholm/ })).toBeVisible()
  await expectAccessible(athlete)
})
