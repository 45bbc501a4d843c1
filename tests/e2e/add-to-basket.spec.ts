import type { Page } from '@playwright/test'
import { ACTIONS_DEMO, ENTRY_DEMO, createSeed } from '../../contract-fixtures/seed'
import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// A second parent takes an entry awaiting another user's payment into their own basket (2-entry §7
// addtobasket), reached from the home page: the entrant and runner1 both manage Leo Garside, and
// runner1 has entered him in the 200m of "Gull Point Two Day Open" without paying.

const COMP = ENTRY_DEMO.limitsCompId
const row = (page: Page, event: string) => page.locator('table.schedule tr').filter({ has: page.getByRole('rowheader', { name: event }) })

async function simToken(username: string, password: string) {
  const login = new URLSearchParams({ username, password })
  const auth = await fetch(`${simulatorUrl}/wp-json/jwt-auth/v1/token?${login}`, { method: 'POST' })
  return ((await auth.json()) as { token: string }).token
}

async function simCall(token: string, method: 'PUT' | 'POST', path: string, body: object) {
  const res = await fetch(`${simulatorUrl}/wp-json/e4s/v5${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { errNo: number; data?: Record<string, unknown> }
}

/** Leo's club for this competition: one (so the schedule shows at once), or none again (9999, the legacy default). */
async function leoRepresents(club: { id: number; name: string }) {
  const token = await simToken('runner1', 'Runner!2026')
  const options = { genericCompAthleteEntities: { [COMP]: club } }
  expect((await simCall(token, 'PUT', `/athlete/${ENTRY_DEMO.sharedAthleteId}`, { options })).errNo).toBe(0)
}

/** Runner 1 holds the unpaid 200m entry again (the seed's state, which other journeys expect). */
async function awaitingRunner1() {
  const token = await simToken('runner1', 'Runner!2026')
  const leo = ENTRY_DEMO.sharedAthleteId
  const config = await fetch(`${simulatorUrl}/wp-json/e4s/v5/public/config`, { headers: { authorization: `Bearer ${token}` } })
  const runner1 = ((await config.json()) as { data: { userInfo: { user: { id: number } } } }).data.userInfo.user.id
  const schedule = await fetch(`${simulatorUrl}/wp-json/e4s/v5/events/${COMP}/${leo}`, { headers: { authorization: `Bearer ${token}` } })
  const events = ((await schedule.json()) as { events: Array<{ ceid: number; order: { productId: number } }> }).events
  const productId = events.find((l) => l.ceid === ENTRY_DEMO.limitsCeids.m200Day2)!.order.productId
  // Runner 1 manages Leo too: the same call puts the entry back into their basket.
  expect((await simCall(token, 'POST', '/entry/addtobasket', { productid: productId, userid: runner1 })).errNo).toBe(0)
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    test.beforeEach(() => leoRepresents({ id: 1009, name: 'Larkhill Striders' }))
    // Leave the seed's state behind: other journeys enter Leo here and count the entrant's cart.
    test.afterEach(async () => {
      await awaitingRunner1()
      await leoRepresents({ id: 9999, name: '' })
    })

    test('an entry awaiting another user’s payment is added to my basket from its row', async ({ page }) => {
      await loginByPost(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
      await page.goto('/v2')
      await page.getByLabel('Search', { exact: true }).fill('Gull Point Two Day')
      await page.getByRole('button', { name: 'Search' }).click()
      await page.locator(`#comp-${COMP}-name`).getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/v2/show-entry-v2/${COMP}$`))
      await page.getByRole('link', { name: 'Enter Competition' }).first().click()
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${COMP}`))
      await page.getByRole('heading', { name: 'Athletes' }).click()
      await page.getByRole('link', { name: /Leo Garside/ }).click()
      await expect(row(page, '200m')).toContainText('Awaiting Payment by: Runner 1')
      if (js) await expectAccessible(page)
      await row(page, '200m').getByRole('button', { name: 'Add the entry in 200m to my basket' }).click()
      await expect(page.locator('.form-message.success')).toHaveText('200m for Leo Garside is now in your basket.')
      await expect(row(page, '200m')).toContainText('In cart')
      await expect(row(page, '200m').getByRole('button', { name: /to my basket/ })).toHaveCount(0)
      if (js) await expectAccessible(page)
    })
  })
}

// The organiser's side: an unpaid entry of their competition put into its owner's basket on the entry
// actions page. The seeded entry-action entries are not in the simulator's event-group lists (the page's
// way in by clicking), so this journey opens the page by its address, as entry-actions.spec.ts does.
const seed = createSeed(1)
const leo = seed.athletes.find((a) => a.id === ACTIONS_DEMO.athleteId)!
const ACTIONS_ADDRESS = `/v2/actions-v2/${ACTIONS_DEMO.compId}/${leo.id}/${leo.clubId}/${ACTIONS_DEMO.firstEntryId}`

test("the organiser puts an unpaid entry into its owner's basket", async ({ page }) => {
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(ACTIONS_ADDRESS)
  await expect(page.getByRole('button', { name: /^Put into / })).toHaveCount(0)
  await expect(page.getByText('Only an unpaid entry can be put into its owner’s basket.')).toBeVisible()
  // A cheque that bounced: the entry is Not Paid again, and its owner pays online.
  await page.getByLabel('Payment status', { exact: true }).selectOption({ label: 'Not Paid' })
  await page.getByRole('button', { name: 'Save the payment status' }).click()
  await expect(page.getByText('Payment status saved: Not Paid.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Put into Runner 1’s basket' }).click()
  await expect(page.getByText('The entry is in Runner 1’s basket.')).toBeVisible()
  await expectAccessible(page)
})
