import { ACTIONS_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// The organiser cancels a paid entry of their competition with credit, after confirming
// (the embedded simulator runs seed 1 on today's date; the third seeded action entry is this journey's).
const seed = createSeed(1)
const athlete = seed.athletes.find((a) => a.id === ACTIONS_DEMO.athleteId)!
const ENTRY = ACTIONS_DEMO.firstEntryId + 2
const ADDRESS = `${ACTIONS_DEMO.compId}/${athlete.id}/${athlete.clubId}/${ENTRY}`

test('the organiser cancels an entry with credit once they have confirmed it', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await (await browser.newContext()).newPage()
  await loginByPost(page, 'organiser', 'Organiser!2026')
  await page.goto(`/actions/${ADDRESS}`)
  await expect(page).toHaveURL(new RegExp(`/v2/actions-v2/${ADDRESS}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Entry actions: ${athlete.firstName} ${athlete.surName}`)
  await expectAccessible(page)

  await page.getByLabel('Credit the price to the account that entered').check()
  await page.getByLabel('Reason (shown to the entrant)').fill('Injured')
  await page.getByRole('button', { name: 'Cancel the entry…' }).click()
  await expect(page.getByText('This cannot be undone.')).toBeVisible()
  await expect(page.getByText('Reason: Injured')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Yes, cancel the entry' }).click()
  await expect(page).toHaveURL(new RegExp(`/v2/bibs-v2/${ACTIONS_DEMO.compId}$`))
  await expect(page.getByText('Entry cancelled and credited.')).toBeVisible({ timeout: 20_000 })
  const gone = await page.goto(`/v2/actions-v2/${ADDRESS}`)
  expect(gone?.status()).toBe(404)
})

// The second seeded action entry: its payment status set by the organiser (2-entry §7 set paid).
const PAID_ADDRESS = `${ACTIONS_DEMO.compId}/${athlete.id}/${athlete.clubId}/${ACTIONS_DEMO.firstEntryId + 1}`

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    test("the organiser sets an entry's payment status with a note", async ({ page }) => {
      await loginByPost(page, 'organiser', 'Organiser!2026')
      await page.goto(`/v2/actions-v2/${PAID_ADDRESS}`)
      await expect(page.getByRole('heading', { name: 'Set paid' })).toBeVisible()
      if (js) await expectAccessible(page)
      await page.getByLabel('Payment status', { exact: true }).selectOption({ label: 'Cheque/Awaiting Payment' })
      await page.getByLabel('Note (optional)').fill('Cheque 104')
      await page.getByRole('button', { name: 'Save the payment status' }).click()
      await expect(page.getByText('Payment status saved: Cheque/Awaiting Payment.')).toBeVisible()
      await expect(page.locator('.entry-facts')).toContainText('Cheque/Awaiting Payment')
      await expect(page.getByLabel('Payment status', { exact: true })).toHaveValue('2')
      if (js) await expectAccessible(page)
    })
  })
}
