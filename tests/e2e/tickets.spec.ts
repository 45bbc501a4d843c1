import { createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// The organiser at the gate of their meeting (Fellside Open Meeting, organisation 12): a ticket
// scanned is admitted once, scanned again it is refused (3-organiser-admin §6; decision 050).
const comp = createSeed(1).competitions.find((c) => c.name === 'Fellside Open Meeting')!

test.describe('Tickets (Admin)', () => {
  test.setTimeout(60_000)

  test('the organiser scans a ticket: admitted, then refused when scanned again', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage()
    await loginByPost(page, 'organiser', 'Organiser!2026')
    await page.goto(`/ticket-admin/${comp.id}`)
    await expect(page).toHaveURL(new RegExp(`/v2/ticket-admin/${comp.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tickets (Admin): ${comp.name}`)
    await expectAccessible(page)

    // Unused tickets come first; other journeys may have used some.
    const row = page.getByRole('row').filter({ hasText: 'Not used' }).first()
    const id = (await row.getByRole('rowheader').textContent())!.trim()
    const box = page.getByLabel('Ticket number or QR code')
    await box.fill(id)
    await page.getByRole('button', { name: 'Scan', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: `Ticket ${id} admitted` })).toBeVisible()
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) })).toContainText('Used ')

    await page.getByLabel('Ticket number or QR code').fill(id)
    await page.getByRole('button', { name: 'Scan', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: `Ticket ${id} was already used` })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('Do not admit.')
    await expectAccessible(page)
  })
})
