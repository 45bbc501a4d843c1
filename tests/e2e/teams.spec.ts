import type { Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, loginByPost, test } from './fixtures'

/**
 * A club team manager makes a relay team on "Larkhill Relays Open": opens the competition, creates
 * a 4x100m team, is told the team is short, completes it, saves it and sees it in the order
 * summary; then pays for it through the basket. With and without JavaScript; each run
 * picks other athletes (an athlete may be in one 4x100m team only). Then, with JavaScript, a saved
 * team is opened, changed and saved again (athletes from the end of the list, apart from the others).
 */

const COMP = ENTRY_DEMO.relayCompId
const SHORT = /Team event '.+' requires between 4 and 6 athletes, only 3 selected\./

async function openRelays(page: Page) {
  await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/entry-v2/${COMP}`)}`)
  await login(page, 'clubrep', 'Clubrep!2026')
  await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${COMP}$`))
}

const slot = (page: Page, label: string) => page.getByLabel(label)

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    // A long journey with axe on three page states, on a shared machine.
    test.setTimeout(150_000)

    test('creates a relay team: told it is short, completes it, saves it, sees it in the cart, pays for it', async ({ page }) => {
      const first = js ? 1 : 5
      await openRelays(page)
      await expect(page.getByRole('heading', { name: 'Team events', level: 2 })).toBeVisible()
      if (js) await expectAccessible(page)
      await page.getByRole('link', { name: 'Create a team for 4x100m Relay' }).click()
      // The form's load makes three legacy calls: on a busy shared machine it may take a while.
      await expect(page.getByRole('heading', { name: 'New team: 4x100m Relay' })).toBeVisible({ timeout: 20_000 })
      const name = await page.getByLabel('Team name').inputValue()
      expect(name).toContain('4x100m Relay Female Under 17')
      for (let i = 0; i < 3; i++) await slot(page, `Athlete ${i + 1}`).selectOption({ index: first + i })
      if (!js) await page.getByRole('button', { name: 'Save team' }).click()
      // With JavaScript the rule shows at once; without, after the save.
      await expect(page.getByRole('alert').filter({ hasText: SHORT })).toBeVisible()
      if (js) await expectAccessible(page)
      await slot(page, 'Athlete 4').selectOption({ index: first + 3 })
      if (js) await expect(page.getByText(SHORT)).toHaveCount(0)
      await page.getByRole('button', { name: 'Save team' }).click()
      await expect(page.getByText(`Team: ${name} saved.`)).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible()
      await expect(page.getByRole('cell', { name: `4x100m Relay for ${name}` })).toBeAttached()
      if (js) await expectAccessible(page)
      // Pays for it through the same basket: the team stays, marked paid, and can no longer be deleted.
      await page.getByRole('button', { name: 'Submit to basket' }).click()
      await page.getByRole('button', { name: 'Proceed to checkout' }).click()
      await expect(page.getByText('Order received')).toBeVisible()
      await page.getByRole('link', { name: 'Return to the entry site' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${COMP}`))
      const saved = page.locator('.team-list li').filter({ hasText: name })
      await expect(saved).toContainText(`${name} — 4x100m Relay (paid)`)
      await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0)
      if (js) await expectAccessible(page)
    })
  })
}

test.describe('a saved team', () => {
  test.setTimeout(120_000)

  test('is opened from the list, told at once of an athlete chosen twice, changed and saved: still one cart line', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage()
    await loginByPost(page, 'clubrep', 'Clubrep!2026')
    await page.goto(`/v2/entry-v2/${COMP}?teamEvent=${ENTRY_DEMO.relayCeids.m4x100}`)
    const options = await slot(page, 'Athlete 1')
      .locator('option')
      .evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value))
    const ids = options.slice(-5)
    const name = `Changed relay ${Date.now() % 100_000}`
    const form: Record<string, string> = { intent: 'teamSave', ceid: String(ENTRY_DEMO.relayCeids.m4x100), name }
    const body = new URLSearchParams(form)
    for (const id of ids.slice(0, 4)) body.append('member', id)
    const saved = await page.request.post(`/v2/entry-v2/${COMP}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: body.toString(),
    })
    expect(saved.status()).toBe(200)

    await page.goto(`/v2/entry-v2/${COMP}`)
    await page.getByRole('link', { name: `Edit ${name}` }).click()
    await expect(page.getByRole('heading', { name: `Edit team: ${name} (4x100m Relay)` })).toBeVisible({ timeout: 20_000 })
    await expect(slot(page, 'Athlete 4')).toHaveValue(ids[3]!)
    await slot(page, 'Athlete 2').selectOption(ids[0]!)
    await expect(page.getByRole('alert').filter({ hasText: 'is chosen more than once.' })).toBeVisible()
    await expectAccessible(page)
    await slot(page, 'Athlete 2').selectOption(ids[4]!)
    await expect(page.getByText('is chosen more than once.')).toHaveCount(0)
    await page.getByRole('button', { name: 'Save team' }).click()
    await expect(page.getByText(`Team: ${name} saved.`)).toBeVisible({ timeout: 20_000 })
    await expect(slot(page, 'Athlete 2')).toHaveValue(ids[4]!)
    await expect(page.getByRole('cell', { name: `4x100m Relay for ${name}` })).toHaveCount(1)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    await expect(page.getByText('Team deleted.')).toBeVisible()
  })
})

test.describe('a school relay (a free form, decision 056)', () => {
  test.setTimeout(120_000)

  test('names the runners and answers the organiser’s question: told at once while short, saved, listed, deleted', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage()
    await loginByPost(page, 'clubrep', 'Clubrep!2026')
    await page.goto(`/v2/entry-v2/${COMP}?teamEvent=${ENTRY_DEMO.relayCeids.school4x400}`)
    await expect(page.getByRole('heading', { name: 'New team: 4x400m Relay' })).toBeVisible({ timeout: 20_000 })
    const name = `School relay ${Date.now() % 100_000}`
    await page.getByLabel('Team name').fill(name)
    for (const [i, runner] of ['Ann Lee', 'Bea Moss', 'Cat North'].entries()) await page.getByLabel(`Leg ${i + 1} runner`).fill(runner)
    await expect(
      page.getByRole('alert').filter({ hasText: `Team event '${name}' requires between 4 and 5 athletes, only 3 selected.` }),
    ).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in Teacher in charge.' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel('Leg 4 runner').fill('Dee Oak')
    await page.getByLabel('Teacher in charge').fill('Mr Hall')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Save team' }).click()
    await expect(page.getByText(`Team: ${name} saved.`)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    await expect(page.getByText('Team deleted.')).toBeVisible()
  })
})
