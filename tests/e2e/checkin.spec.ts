import type { Page } from '@playwright/test'
import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, login, test } from './fixtures'

// The organiser check-in desk on the meeting held today (the embedded simulator runs seed 1 on today's date).
const seed = createSeed(1)
const COMP = CARD_DEMO.checkInTodayCompId
const comp = seed.competitions.find((c) => c.id === COMP)!
const STEWARD = { username: 'steward', password: 'Steward!2026' }

// A page of 20 athletes, each with a table of entries and their forms: axe needs its time on a busy machine.
test.beforeEach(() => test.slow())

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /athlete\(s\) found|No athletes match/ })
const summary = (page: Page, term: string) =>
  page
    .locator('.checkin-summary div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')

async function openDesk(page: Page) {
  await page.goto(`/checkin/${COMP}`)
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
  await login(page, STEWARD.username, STEWARD.password)
  await expect(page).toHaveURL(new RegExp(`/v2/checkin-v2/${COMP}$`))
  // The desk loads its first page of athletes: allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check-in: ${comp.name}`, { timeout: 15_000 })
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('the steward finds an athlete by bib, marks the number collected and an event checked in, then clears down', async ({ page }) => {
      await openDesk(page)
      await expect(summary(page, 'Organiser')).toHaveText(comp.organiserClubName)
      await expect(summary(page, 'Expected')).toHaveText('48')
      await expect(resultCount(page)).toHaveText('48 athlete(s) found.')
      await expect(page.locator('td.window').first()).toHaveText(
        /^(Open|Closes at \d\d:\d\d|Closed at \d\d:\d\d|Check-in opens: \d\d:\d\d( to \d\d:\d\d)?)$/,
      )
      await checkAccessible(page)

      const bib = js ? '5' : '6'
      await page.getByLabel('Bib', { exact: true }).fill(bib)
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`bibNo=${bib}`))
      await expect(resultCount(page)).toHaveText('1 athlete(s) found.')
      const card = page.locator('article.checkin-athlete')
      await expect(card.getByRole('heading', { level: 3 })).toContainText(`Bib ${bib}`)

      await card.getByRole('button', { name: /^Mark collected/ }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Marked collected.' })).toBeVisible()
      await expect(card.getByRole('button', { name: /^Undo collected/ })).toBeVisible()
      await expect(summary(page, 'Collected')).toHaveText('1')
      // The search is kept after a mark.
      await expect(page).toHaveURL(new RegExp(`bibNo=${bib}`))

      await card
        .getByRole('button', { name: /^Check in/ })
        .first()
        .click()
      await expect(page.getByRole('status').filter({ hasText: 'Checked in.' })).toBeVisible()
      await expect(card.getByRole('cell', { name: 'Checked in', exact: true }).first()).toBeVisible()
      await checkAccessible(page)

      await page.getByRole('button', { name: 'Clear all' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'All marks cleared.' })).toBeVisible()
      await expect(summary(page, 'Collected')).toHaveText('0')
    })
  })
}

test('the desk in French', async ({ page }) => {
  await openDesk(page)
  await page.getByRole('button', { name: 'Français' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Enregistrement\u00a0: ${comp.name}`)
  await expect(page.getByRole('status').filter({ hasText: '48 athlète(s) trouvé(s).' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Marquer retiré/ }).first()).toBeVisible()
  await expectAccessible(page)
})

test('a user without check-in permission gets no access', async ({ page }) => {
  await page.goto(`/v2/checkin-v2/${COMP}`)
  await login(page, 'entrant', 'Entrant!2026')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access')
})

/** Another desk's mark, made straight on the legacy site while this one is offline. */
async function markElsewhere(athleteId: number) {
  const login = await fetch(
    `${simulatorUrl}/wp-json/jwt-auth/v1/token?${new URLSearchParams({ username: STEWARD.username, password: STEWARD.password })}`,
    {
      method: 'POST',
    },
  )
  const { token } = (await login.json()) as { token: string }
  const res = await fetch(`${simulatorUrl}/wp-json/e4s/v5/competition/checkin/${COMP}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: [{ athleteId, collected: true }] }),
  })
  expect(res.status).toBe(200)
}

test('offline: marks wait and are sent in order when the network is back; one another desk overtook is shown, not lost', async ({
  page,
  context,
}) => {
  await openDesk(page)
  const cards = page.locator('article.checkin-athlete')
  await expect(cards).toHaveCount(20)
  const other = Number(await cards.nth(3).locator('input[name="athleteId"]').first().getAttribute('value'))

  await context.setOffline(true)
  for (const i of [0, 1, 2, 3])
    await cards
      .nth(i)
      .getByRole('button', { name: /^Mark collected/ })
      .click()
  await expect(page.getByRole('status').filter({ hasText: '4 mark(s) waiting to be sent.' })).toBeVisible()
  // The list it loaded stays, with the marks shown as made.
  await expect(cards.nth(0).getByRole('button', { name: /^Undo collected/ })).toBeVisible()
  await expect(page.locator('.queued-mark.queued')).toHaveCount(4)
  await markElsewhere(other)

  await context.setOffline(false)
  await expect(page.locator('.queued-mark.sent')).toHaveCount(3)
  await expect(page.locator('.queued-mark.conflict')).toHaveCount(1)
  await expect(page.locator('.queued-mark.conflict')).toContainText('not sent, changed at another desk meanwhile')
  await expect(summary(page, 'Collected')).toHaveText('4')
  await expectAccessible(page)

  // Still there after a reload (kept in the browser) until dismissed.
  await page.reload()
  await expect(page.locator('.queued-mark.conflict')).toHaveCount(1)
  await page
    .locator('.queued-mark.conflict')
    .getByRole('button', { name: /^Dismiss/ })
    .click()
  await expect(page.locator('.queued-mark')).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear all' }).click()
  await expect(summary(page, 'Collected')).toHaveText('0')
})
