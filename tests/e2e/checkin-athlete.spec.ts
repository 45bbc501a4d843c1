import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

// An athlete's parent checks in through the QR code the desk prints; the steward sees them in who is here.
const seed = createSeed(1)
const COMP = CARD_DEMO.checkInTodayCompId
const comp = seed.competitions.find((c) => c.id === COMP)!

// Two users, three pages checked with axe: allow for a busy machine.
test.beforeEach(() => test.setTimeout(180_000))

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('scan the QR, log in, accept the terms and check in; the desk lists the athlete as here', async ({ page, browser }) => {
      // The steward's desk shows the code for athletes.
      const deskContext = await browser.newContext({ javaScriptEnabled: js, baseURL: test.info().project.use.baseURL })
      const desk = await deskContext.newPage()
      await desk.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/checkin-v2/${COMP}`)}`)
      await login(desk, 'steward', 'Steward!2026')
      await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Check-in: ${comp.name}`, { timeout: 15_000 })
      await desk.getByText('QR code for athletes').click()
      await expect(desk.getByRole('img', { name: 'QR code that opens athlete check-in for this competition' })).toBeVisible()
      await desk.getByRole('button', { name: 'Clear all' }).click()
      await expect(desk.getByText('All marks cleared.')).toBeVisible()

      // The old QR address, then login, then the athlete's own entries.
      await page.goto(`/checkin-qr-route/${COMP}`)
      await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
      await login(page, 'runner3', 'Runner!2026')
      await expect(page).toHaveURL(new RegExp(`/v2/checkin-athlete/${COMP}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check in your athletes: ${comp.name}`)
      await expect(page.getByRole('heading', { name: /Jude Denholm/ })).toBeVisible()
      if (js) await expectAccessible(page)

      // The entry without a set time may be checked in all day; the terms must be accepted first.
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /Check in/ }) })
        .first()
      const event = (await row.getByRole('rowheader').textContent())!.trim()
      await row.getByRole('checkbox', { name: 'I accept the terms' }).check()
      await row.getByRole('button', { name: /Check in/ }).click()
      await expect(page.getByText(`Checked in to ${event}.`)).toBeVisible()
      await expect(page.getByRole('row').filter({ hasText: event }).first()).toContainText('Checked in')
      if (js) await expectAccessible(page)

      await desk.goto(`/v2/whoishere/${COMP}`)
      await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Who is here: ${comp.name}`)
      await expect(desk.getByRole('rowheader', { name: 'Jude Denholm' })).toBeVisible()
      if (js) await expectAccessible(desk)
      // Leave the meeting as found for the other journeys.
      await desk.goto(`/v2/checkin-v2/${COMP}`)
      await desk.getByRole('button', { name: 'Clear all' }).click()
      await expect(desk.getByText('All marks cleared.')).toBeVisible()
      await deskContext.close()
    })
  })
}
