import type { Page } from '@playwright/test'
import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

// A visitor reads the entries of the meeting held today, the organiser seeds a race, the visitor
// then sees its heats and lanes (the embedded simulator runs seed 1 on today's date).
const COMP = CARD_DEMO.checkInTodayCompId
const comp = createSeed(1).competitions.find((c) => c.id === COMP)!

// Two users, several pages checked with axe: allow for a busy machine.
test.beforeEach(() => test.setTimeout(300_000))
// A post and the page's new data on a machine shared with other work.
const SLOW = { timeout: 20_000 }

const groupOf = (page: Page, name: string) =>
  page.locator('section.seeding-group').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${name} `) }) })

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    // Each run seeds its own race: the simulator is shared by every journey.
    const race = js ? '100m Hurdles' : '110m Hurdles'

    test('a visitor sees the entries; the organiser seeds a race and confirms seeding it again; the visitor sees heats and lanes', async ({
      page,
      browser,
    }) => {
      const visitorContext = await browser.newContext({ javaScriptEnabled: js, baseURL: test.info().project.use.baseURL })
      const visitor = await visitorContext.newPage()
      await visitor.goto(`/seeding/${COMP}`)
      await expect(visitor).toHaveURL(new RegExp(`/v2/seeding-v2/${COMP}$`))
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Seeding: ${comp.name}`)
      const entries = groupOf(visitor, race).locator('table.seeding-entries')
      await expect(entries.getByRole('columnheader')).toHaveText(['Bib', 'Athlete', 'Club', 'PB'])
      await expect(entries.getByRole('rowheader').first()).toBeVisible()
      await expect(visitor.getByRole('button', { name: /^Seed/ })).toHaveCount(0)
      if (js) await expectAccessible(visitor)

      await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/seeding-v2/${COMP}`)}`)
      await login(page, 'organiser', 'Organiser!2026')
      await expect(page).toHaveURL(new RegExp(`/v2/seeding-v2/${COMP}$`), { timeout: 20_000 })
      // With JavaScript the address changes before the page's data has come: wait for the page itself.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Seeding: ${comp.name}`, { timeout: 30_000 })
      const group = groupOf(page, race)
      await expect(group.getByRole('group', { name: `Seed ${race}` })).toBeVisible()
      if (js) await expectAccessible(page)

      // A first seeding, or (on a simulator an earlier run left seeded) a confirmed one.
      await group.getByLabel('Lanes').fill('4')
      await group.getByRole('button', { name: new RegExp(`^Seed( again)? \\(${race}\\)$`) }).click()
      const confirm = group.getByRole('button', { name: 'Seed again', exact: true })
      await expect(group.getByText(/seeded \(seed \d+\)\.|already has heats/)).toBeVisible({ timeout: 20_000 })
      if (await confirm.isVisible()) await confirm.click()
      const done = group.getByRole('status')
      await expect(done).toHaveText(new RegExp(`^${race} seeded \\(seed \\d+\\)\\.$`), SLOW)
      const first = /seed (\d+)/.exec((await done.textContent())!)![1]!
      await expect(group.getByText(`Drawn with seed ${first}: 4 lanes from lane 1, slowest heat first.`)).toBeVisible()
      await expect(group.locator('table.seeding-heat').first().getByRole('columnheader')).toHaveText([
        'Lane',
        'Bib',
        'Athlete',
        'Club',
        'PB',
      ])

      // Seeding again asks first; cancel keeps the draw, confirming makes a new one.
      await group.getByRole('button', { name: `Seed again (${race})` }).click()
      await expect(group.getByRole('alert')).toHaveText(`${race} already has heats. Seeding again replaces them with a new draw.`, SLOW)
      if (js) await expectAccessible(page)
      await group.getByRole('link', { name: 'Cancel' }).click()
      await expect(group.getByText(`Drawn with seed ${first}:`, { exact: false })).toBeVisible(SLOW)
      await group.getByRole('button', { name: `Seed again (${race})` }).click()
      await group.getByRole('button', { name: 'Seed again', exact: true }).click()
      await expect(group.getByRole('status')).toHaveText(new RegExp(`^${race} seeded \\(seed \\d+\\)\\.$`), SLOW)
      const second = /seed (\d+)/.exec((await group.getByRole('status').textContent())!)![1]!

      // The visitor's page is kept a few seconds for anonymous visitors: the heats show once it renews.
      await expect(async () => {
        await visitor.reload()
        await expect(groupOf(visitor, race).getByText(`Drawn with seed ${second}:`, { exact: false })).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      const heat = groupOf(visitor, race).locator('table.seeding-heat').first()
      await expect(heat.locator('caption')).toHaveText('Heat 1')
      await expect(heat.locator('td.seeding-lane').first()).toHaveText(/^[1-4]$/)
      if (js) await expectAccessible(visitor)
      await visitorContext.close()
    })
  })
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' })
  test('the seeding page speaks French', async ({ page }) => {
    await page.goto(`/v2/seeding-v2/${COMP}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Séries\u00a0: ${comp.name}`)
    await expect(page.locator('table.seeding-entries').first().getByRole('columnheader')).toHaveText([
      'Dossard',
      'Athlète',
      'Club',
      'Record perso.',
    ])
    await expectAccessible(page)
  })
})
