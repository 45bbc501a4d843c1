import type { Page } from '@playwright/test'
import { createSeed } from '../../contract-fixtures/seed'
import { eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { expect, expectAccessible, login, test } from './fixtures'

// Technical Rule 20.4 on a 9-lane track, as an organiser meets it: seeding a race whose heat has 7
// athletes leaves the inside lanes 1 and 2 free (Note (iii)); the results team then types that
// heat's times, two of them level on the hundredth and apart on the thousandth, and the public
// results place them by the thousandths (Rule 21.2), each time rounded up to the hundredth (Rule 19.24).
const seed = createSeed(1)
// The Fellside meeting's 300 m has 15 entries, checked in at its desk: on 9 lanes, heats of 8 and 7.
// Both runs draw it (the second draws again); each types its own times.
const comp = seed.competitions.find((c) => c.name === 'Fellside Open Meeting')!
const race = '300m'
const eventGroup = eventGroupsOf(comp).find((g) => g.name === race)!
const RUNS = [
  { js: true, base: 38 },
  { js: false, base: 41 },
]

test.beforeEach(() => test.setTimeout(300_000))
const SLOW = { timeout: 20_000 }

const groupOf = (page: Page, name: string) =>
  page.locator('section.seeding-group').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${name} `) }) })
const lanesFrom = (first: number) => Array.from({ length: 10 - first }, (_, i) => String(first + i))

for (const { js, base } of RUNS) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test(`the ${race} seeded on 9 lanes keeps lanes 1 and 2 free for a heat of 7; its thousandths place the results`, async ({ page }) => {
      await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/seeding-v2/${comp.id}`)}`)
      await login(page, 'organiser', 'Organiser!2026')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Seeding: ${comp.name}`, { timeout: 30_000 })
      const group = groupOf(page, race)
      await group.getByLabel('Lanes').fill('9')
      await group.getByRole('button', { name: new RegExp(`^Seed( again)? \\(${race}\\)$`) }).click()
      await expect(group.getByText(/seeded \(seed \d+\)\.|already has heats/)).toBeVisible(SLOW)
      const confirm = group.getByRole('button', { name: 'Seed again', exact: true })
      if (await confirm.isVisible()) await confirm.click()
      // The form starts from the rule's choices for a first round: lanes by lot, clubs apart.
      await expect(
        group.getByText(
          /^Drawn with seed \d+: 9 lanes from lane 1, slowest heat first\. Lanes by lot\. Clubs kept apart where possible\.$/,
        ),
      ).toBeVisible(SLOW)
      if (js) await expectAccessible(page)

      // Each heat of n athletes runs in the outermost n lanes: lanes 10 - n to 9.
      const heats = group.locator('table.seeding-heat')
      let heatOfSeven = 0
      for (let i = 0; i < (await heats.count()); i++) {
        const lanes = await heats.nth(i).locator('td.seeding-lane').allTextContents()
        expect(lanes).toEqual(lanesFrom(10 - lanes.length))
        if (lanes.length === 7) heatOfSeven = i + 1
      }
      expect(heatOfSeven).toBeGreaterThan(0)

      await page.goto(`/v2/results-entry-v2/${comp.id}/${eventGroup.id}?heat=${heatOfSeven}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results entry: ${race}`)
      const rows = page.locator('table.results-entry-rows tbody tr')
      await expect(rows).toHaveCount(7)
      expect((await rows.locator('td:first-child').allTextContents()).map((t) => t.trim())).toEqual(lanesFrom(3))
      if (js) await expectAccessible(page)
      await page.getByLabel('Time of row 1', { exact: true }).fill(`${base}.524`)
      await page.getByLabel('Time of row 2', { exact: true }).fill(`${base}.521`)
      for (let row = 3; row <= 7; row++) await page.getByLabel(`Time of row ${row}`, { exact: true }).fill(`${base + row}.10`)
      await page.getByRole('button', { name: 'Save results' }).click()
      await expect(page.getByRole('status').filter({ hasText: `Heat ${heatOfSeven}: 7 results saved.` })).toBeVisible(SLOW)

      await page.getByRole('link', { name: 'See the results of this event group' }).click()
      const heat = page.locator('table.results-heat').filter({ hasText: `${base}.53` })
      const level = heat.locator('tbody tr').filter({ hasText: `${base}.53` })
      await expect(level).toHaveCount(2)
      // Row 2's .521 is ahead of row 1's .524: first and second, not a shared first.
      expect((await level.locator('td:first-child').allTextContents()).map((t) => t.trim()).sort()).toEqual(['1', '2'])
      if (js) await expectAccessible(page)
    })
  })
}
