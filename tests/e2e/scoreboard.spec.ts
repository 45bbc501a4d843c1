import type { Page } from '@playwright/test'
import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, test } from './fixtures'

// The stadium scoreboard of the meeting held today (the embedded simulator runs seed 1 on today's
// date), kept live over SSE: the journeys' server polls each board every second (playwright.config.ts).
const COMP = CARD_DEMO.checkInTodayCompId
const comp = createSeed(1).competitions.find((c) => c.id === COMP)!

const ranks = (page: Page) => page.locator('.scoreboard-ranking tbody tr')

test('a visitor follows the scoreboard live: the athlete on now, their score, the ranking and the way to full results', async ({
  page,
}) => {
  await page.goto(`/scoreboard-comp/${COMP}/1`)
  await expect(page).toHaveURL(new RegExp(`/v2/scoreboard-comp/${COMP}/1$`))
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect(page.getByText(comp.name, { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Live')
  await expect(page.locator('.scoreboard-athlete .bib')).toHaveText(/^Bib \S+/)
  await expect(page.locator('.scoreboard-pb')).toHaveText(/^PB \d/)
  // Other journeys move the same board on, so the check is that it moves, not where it stands.
  const bibBefore = (await page.locator('.scoreboard-athlete .bib').textContent()) ?? ''
  // Page scroll is disabled while the board shows (3-organiser-admin §2).
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
  const results = page.getByRole('link', { name: new RegExp(`/${COMP}/results$`) })
  await expect(results).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code of the full results address' })).toBeVisible()
  await expect(page.getByText('For full results')).toBeVisible()
  await expectAccessible(page)

  // The next attempt reaches the open page without a reload.
  await fetch(`${simulatorUrl}/__sim/scoreboard/${COMP}/advance`, { method: 'POST' })
  await expect(page.locator('.scoreboard-athlete .bib')).not.toHaveText(bibBefore, { timeout: 10_000 })
  await expect(page.locator('.scoreboard-score')).toHaveText(/\d+\.\d\d m/)
  await expect(ranks(page)).not.toHaveCount(0)
  await expect(page.getByRole('table')).toHaveAccessibleName(/^Page 1 of \d+$/)
})

test('the ranking pages ten ranks at a time, and the board reads at large text sizes', async ({ page }) => {
  for (let i = 0; i < 12; i++) await fetch(`${simulatorUrl}/__sim/scoreboard/${COMP}/advance`, { method: 'POST' })
  await page.goto(`/v2/scoreboard-comp/${COMP}/2`)
  await expect(ranks(page)).toHaveCount(10)
  await expect(page.getByRole('table')).toHaveAccessibleName('Page 1 of 2')
  // Large text as a browser's font-size setting gives it (the CSP allows no style tag).
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  await expectAccessible(page)
  await expect(page.locator('.scoreboard-footer a')).toBeInViewport()
})

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' })
  test('every text of the board is French, the date too', async ({ page }) => {
    await page.goto(`/v2/scoreboard-comp/${COMP}/1`)
    await expect(page.getByRole('status')).toHaveText('En direct')
    await expect(page.getByText('Pour tous les résultats')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Classement' })).toBeVisible()
    await expect(page.locator('.scoreboard-athlete .bib')).toHaveText(/^Dossard \S+/)
    await expectAccessible(page)
  })
})
