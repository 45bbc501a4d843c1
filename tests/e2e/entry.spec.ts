import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, login, test } from './fixtures'

const comp = ENTRY_DEMO.rulesCompId
/** Larkhill Striders, the demo athletes' club. */
const LARKHILL = 1009

/** DD/MM/YYYY for someone `years` old (plus some days) today: an Under 15 for the demo rules. */
function dobFor(years: number, days: number): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() - Math.round(years * 365.25 + days))
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
}

const row = (page: Page, event: string) => page.locator('table.schedule tbody tr').filter({ has: page.getByRole('rowheader', { name: event, exact: false }) }).first()

/** The next product the legacy site makes takes this long (or answers this instead). */
async function nextProductCall(fault: { delayMs: number; body?: string }) {
  const res = await fetch(`${simulatorUrl}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pathPrefix: '/wp-json/e4s/v5/product/', method: 'PUT', times: 1, ...(fault.body ? { status: 200 } : {}), ...fault }),
  })
  expect(res.status).toBe(201)
}

const clearFaults = () => fetch(`${simulatorUrl}/__sim/faults`, { method: 'DELETE' })

/**
 * The athlete has said who they represent at a competition that asks (as the entity picker saves
 * it), so choosing them opens the schedule itself; entry-steps.spec.ts goes through the picker.
 */
async function representsAt(compId: number, athleteId: number, clubId: number) {
  const login = new URLSearchParams({ username: ENTRY_DEMO.username, password: ENTRY_DEMO.password })
  const auth = await fetch(`${simulatorUrl}/wp-json/jwt-auth/v1/token?${login}`, { method: 'POST' })
  const { token } = (await auth.json()) as { token: string }
  const res = await fetch(`${simulatorUrl}/wp-json/e4s/v5/athlete/${athleteId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ options: { genericCompAthleteEntities: { [compId]: { id: clubId, name: 'Larkhill Striders' } } } }),
  })
  expect(((await res.json()) as { errNo: number }).errNo).toBe(0)
}

/** Well under the slowed-down product call: what shows this soon came from the browser. */
const AT_ONCE = { timeout: 2_000 }
const SLOW_PRODUCT = { delayMs: 4_000 }

const section = (page: Page, id: string) => page.locator(`details:has(#${id}-heading)`)

async function savePb(page: Page, event: string, pb: string) {
  const r = row(page, event)
  await r.getByLabel(`PB for ${event}`).fill(pb)
  await r.getByRole('button', { name: 'Save PB' }).click()
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test.afterEach(clearFaults)

    test('enter a priority competition from the card to Entry Confirmed, then switch an event', async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto(`/v2/show-entry-v2/${comp}`)
      await page.getByRole('link', { name: /Enter/ }).first().click()
      await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
      await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)

      // Priority code: wrong, then right (any case).
      await expect(page).toHaveURL(new RegExp(`/v2/entry-conditions/${comp}$`))
      await expect(page.getByRole('heading', { name: 'Priority!' })).toBeVisible()
      await checkAccessible(page)
      await page.getByLabel('Priority code').fill('not-the-code')
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByRole('alert')).toHaveText('Code entered does not match.')
      await page.getByLabel('Priority code').fill(ENTRY_DEMO.rulesCode.toLowerCase())
      await page.getByRole('button', { name: 'Submit' }).click()

      // Terms.
      await expect(page.getByRole('heading', { name: /Terms and conditions/ })).toBeVisible()
      await checkAccessible(page)
      await page.getByRole('button', { name: 'OK' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${comp}$`))
      await checkAccessible(page)

      // A new athlete: the messages first, then back to the entry page with the athlete chosen.
      const surName = `Entry${js ? 'Js' : 'Html'}${Date.now()}`
      await page.getByRole('link', { name: 'Create athlete' }).click()
      await page.getByRole('button', { name: 'Create athlete' }).click()
      await expect(page.getByText('Required.', { exact: true }).first()).toBeVisible()
      await expect(page.getByText('Club or school required.')).toBeVisible()
      await page.getByLabel('First name').fill('Journey')
      await page.getByLabel('Surname').fill(surName)
      await page.getByLabel('Gender').selectOption('F')
      await page.getByLabel('Date of birth').fill(dobFor(13, 120))
      await page.getByLabel('Club', { exact: true }).fill('Larkhill Striders')
      // The competition takes registered athletes only.
      await page.getByLabel('Registration number (URN)').fill(String(2_000_000 + (Date.now() % 1_000_000)))
      await page.getByRole('button', { name: 'Create athlete' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${comp}\\?athlete=\\d+$`))
      await expect(page.getByRole('heading', { name: `Events for Journey ${surName}` })).toBeVisible()

      // PBs: below the standard is refused; valid ones are saved.
      await expect(row(page, '100m')).toContainText('PB required.')
      await savePb(page, '100m', '5.00')
      await expect(page.getByRole('alert')).toContainText('PB is below standard min.')
      await savePb(page, '100m', '12.50')
      await expect(page.locator('.form-message')).toContainText('PB saved for 100m')
      await savePb(page, 'Long Jump', '4.20')
      await expect(page.locator('.form-message')).toContainText('PB saved for Long Jump')

      // Long Jump disables Triple Jump (unique event groups); a second event fills the day (limit 2).
      // With JavaScript the rules answer in the browser while the (slowed-down) server still works.
      if (js) await nextProductCall(SLOW_PRODUCT)
      await row(page, 'Long Jump').getByRole('button', { name: 'Enter Long Jump' }).click()
      if (js) {
        await expect(row(page, 'Long Jump')).toContainText('Selected', AT_ONCE)
        await expect(row(page, 'Triple Jump')).toContainText('Discipline disabled due to: Long Jump', AT_ONCE)
      }
      await expect(row(page, 'Long Jump')).toContainText('In cart', { timeout: 10_000 })
      await expect(page.locator('.form-message')).toContainText(`Long Jump added to basket for athlete: Journey ${surName}`)
      await expect(row(page, 'Triple Jump')).toContainText('Discipline disabled due to')
      if (js) await nextProductCall(SLOW_PRODUCT)
      await row(page, '100m').getByRole('button', { name: 'Enter 100m' }).click()
      if (js) {
        await expect(row(page, '200m')).toContainText('Max in Day', AT_ONCE)
        await expect(row(page, '800m')).toContainText('Max in Day', AT_ONCE)
      }
      await expect(row(page, '100m')).toContainText('In cart', { timeout: 10_000 })
      await expect(row(page, '200m')).toContainText('Max in Day')
      await expect(row(page, '800m')).toContainText('Max in Day')
      await expect(row(page, '200m').getByRole('button', { name: /Enter/ })).toHaveCount(0)
      await checkAccessible(page)

      // Basket, the legacy checkout, and back.
      await expect(page.locator('table.summary')).toContainText('100m')
      await page.getByRole('button', { name: 'Submit to basket' }).click()
      await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible()
      await page.getByRole('button', { name: 'Proceed to checkout' }).click()
      await expect(page.getByText('Order received')).toBeVisible()
      await page.getByRole('link', { name: 'Return to the entry site' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${comp}\\?athlete=\\d+$`))
      await expect(row(page, '100m')).toContainText('Entry Confirmed')
      await expect(row(page, 'Long Jump')).toContainText('Entry Confirmed')

      // Switch: 800m is full for the day now, but free once the 100m entry moves; cancel, then do it.
      await expect(row(page, '800m')).toContainText('Max in Day')
      await row(page, '100m').getByRole('link', { name: 'Switch 100m to another event' }).click()
      await expect(page.getByRole('heading', { name: 'Switch event: 100m' })).toBeVisible()
      await expect(row(page, 'Triple Jump').getByRole('link', { name: /Move the entry/ })).toHaveCount(0)
      await checkAccessible(page)
      await page.getByRole('link', { name: 'Cancel switch' }).click()
      await expect(page.getByRole('heading', { name: 'Switch event: 100m' })).toHaveCount(0)
      await row(page, '100m').getByRole('link', { name: 'Switch 100m to another event' }).click()
      await row(page, '800m').getByRole('link', { name: 'Move the entry to 800m' }).click()
      await expect(page.getByText(`Move the entry for Journey ${surName} from 100m to 800m?`)).toBeVisible()
      await checkAccessible(page)
      await page.getByRole('button', { name: 'Confirm switch' }).click()
      await expect(page.locator('.form-message')).toContainText(`Entry for Journey ${surName} switched from 100m to 800m.`)
      await expect(page.getByRole('heading', { name: /Switch event/ })).toHaveCount(0)
      await expect(row(page, '800m')).toContainText('Entry Confirmed')
      await expect(row(page, '100m')).toContainText('Max in Day')
    })

    test('the order summary opens first where the competition says so; choosing an athlete opens the schedule', async ({ page }) => {
      await representsAt(ENTRY_DEMO.limitsCompId, ENTRY_DEMO.sharedAthleteId, LARKHILL)
      await page.goto(`/v2/entry-v2/${ENTRY_DEMO.limitsCompId}`)
      await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${ENTRY_DEMO.limitsCompId}$`))
      await expect(section(page, 'summary')).toHaveAttribute('open', '')
      await expect(section(page, 'schedule')).not.toHaveAttribute('open')
      await expect(section(page, 'athletes')).not.toHaveAttribute('open')
      await expect(page.getByRole('link', { name: /Leo Garside/ })).toBeHidden()
      await checkAccessible(page)
      await page.getByRole('heading', { name: 'Athletes' }).click()
      await page.getByRole('link', { name: /Leo Garside/ }).click()
      await expect(page.getByRole('heading', { name: 'Events for Leo Garside' })).toBeVisible()
      await expect(section(page, 'schedule')).toHaveAttribute('open', '')
      await expect(row(page, '400m Hurdles')).toBeVisible()
    })
  })
}

test.describe('with JavaScript, a tick the server refuses', () => {
  test.afterEach(clearFaults)

  test('is rolled back and the server’s message is shown', async ({ page, pageErrors }) => {
    await page.goto(`/v2/entry-v2/${ENTRY_DEMO.waitingListCompId}?athlete=${ENTRY_DEMO.athleteId}`)
    await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
    await expect(page.getByRole('heading', { name: 'Events for Isla Fenwick' })).toBeVisible()
    // Again, thrice (the app's two workers keep their own): the rows now come from kept HTML
    // (decision 078) and must hydrate like rendered ones.
    for (const _ of [1, 2, 3]) await page.reload()
    await page.waitForFunction(() => '__remixRouter' in window)
    await expect(page.getByRole('heading', { name: 'Events for Isla Fenwick' })).toBeVisible()
    await nextProductCall({ ...SLOW_PRODUCT, body: JSON.stringify({ errNo: 1, error: 'Event full' }) })
    await row(page, '800m').getByRole('button', { name: 'Enter 800m' }).click()
    await expect(row(page, '800m')).toContainText('Selected', AT_ONCE)
    await expect(page.getByRole('alert')).toHaveText('Event full', { timeout: 10_000 })
    await expect(row(page, '800m')).toContainText('Available')
    await expect(row(page, '800m').getByRole('button', { name: 'Enter 800m' })).toBeEnabled()
    await expectAccessible(page)
    expect(pageErrors).toEqual([])
  })
})
