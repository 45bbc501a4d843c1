import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// The organiser sets up a stadium screen for the meeting held today (the embedded simulator runs
// seed 1 on today's date), and the screen's public address shows the board on the output's timings.
const COMP = CARD_DEMO.checkInTodayCompId
const comp = createSeed(1).competitions.find((c) => c.id === COMP)!

test('the organiser creates an output, and its public screen shows the scoreboard on its timings', async ({ browser }) => {
  test.setTimeout(120_000)
  // Enough attempts on event 2 that five ranks a page make more than one page.
  for (let i = 0; i < 12; i++) await fetch(`${simulatorUrl}/__sim/scoreboard/${COMP}/advance`, { method: 'POST' })
  const organiser = await browser.newContext()
  const page = await organiser.newPage()
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(`/scoreboard-output-list/${COMP}`)
  await expect(page).toHaveURL(new RegExp(`/v2/scoreboard-output-list/${COMP}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Scoreboard outputs: ${comp.name}`)
  await expectAccessible(page)

  await page.getByRole('link', { name: 'New output' }).click()
  const name = `Track screen ${Date.now() % 100000}`
  await page.getByLabel('Event number').fill('2')
  await page.getByLabel('Ranks a page').fill('0')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' })).toBeVisible()
  await expect(page.getByText('Enter a name.')).toBeVisible()
  await expect(page.getByLabel('Event number')).toHaveValue('2')
  await expectAccessible(page)

  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Ranks a page').fill('5')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Output saved.' })).toBeVisible()
  const display = page.getByRole('link', { name: `Open the display of ${name}` })
  const address = (await display.getAttribute('href'))!
  await organiser.close()

  // The screen: anyone, no login; v3 with its controls.
  const screen = await (await browser.newContext()).newPage()
  await screen.goto(address.replace('/v2/output/', '/output-v3/') + '/true')
  await expect(screen).toHaveURL(/\/v2\/output-v3\/\d+\/\d+\/true$/)
  await expect(screen.getByRole('status')).toHaveText('Live')
  await expect(screen.locator('.scoreboard-ranking tbody tr')).toHaveCount(5)
  await expect(screen.getByRole('table')).toHaveAccessibleName(/^Page 1 of \d+$/)
  expect(await screen.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
  await expect(screen.getByText('For full results')).toBeVisible()
  await screen.getByRole('button', { name: 'Pause the pages' }).click()
  await screen.getByRole('button', { name: 'Next page' }).click()
  await expect(screen.getByRole('table')).toHaveAccessibleName(/^Page 2 of \d+$/)
  // Axe once, at large text as a browser's font-size setting gives it (the board reads there too).
  await screen.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  await expectAccessible(screen)
})
