import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

// The organiser manages the bibs of the meeting held today (the embedded simulator runs seed 1 on today's date).
const COMP = CARD_DEMO.checkInTodayCompId
const comp = createSeed(1).competitions.find((c) => c.id === COMP)!

test.beforeEach(() => test.slow())

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('the organiser changes a bib, sees the freed number unused, and is stopped by a bib already taken', async ({ page }) => {
      await page.goto(`/bibs/${COMP}`)
      await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
      await login(page, 'organiser', 'Organiser!2026')
      await expect(page).toHaveURL(new RegExp(`/v2/bibs-v2/${COMP}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bibs: ${comp.name}`)
      await expect(page.getByText('In bib order: surname, first name, date of birth.')).toBeVisible()
      if (js) await expectAccessible(page)

      const rows = page.locator('.bibs-table tbody tr')
      const first = rows.nth(0)
      const second = rows.nth(1)
      const name = (await first.getByRole('rowheader').textContent())!
      const taken = (await second.locator('.bib-number').textContent())!.trim()
      const freed = (await first.locator('.bib-number').textContent())!.trim()
      const bib = String(800 + (js ? 1 : 2))

      await first.getByLabel(`New bib for ${name}`).fill(bib)
      await first.getByRole('button', { name: `Change (${name})` }).click()
      await expect(page.getByRole('status').filter({ hasText: `Bib changed to ${bib}.` })).toBeVisible()
      await expect(page.locator('.bibs-table tbody tr').filter({ hasText: name }).locator('.bib-number')).toHaveText(bib)
      await expect(page.getByRole('heading', { name: 'Unused bib numbers' }).locator('xpath=following-sibling::p[1]')).toContainText(freed)

      const row = page.locator('.bibs-table tbody tr').filter({ hasText: name })
      await row.getByLabel(`New bib for ${name}`).fill(taken)
      await row.getByRole('button', { name: `Change (${name})` }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Please make sure all entries have unique bib numbers.' })).toBeVisible()
      await expect(page.locator('.bibs-table tbody tr').filter({ hasText: name }).locator('.bib-number')).toHaveText(bib)
      if (js) await expectAccessible(page)
    })
  })
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' })
  test('the bibs page speaks French', async ({ page }) => {
    await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/bibs-v2/${COMP}`)}`)
    await page.getByLabel("Nom d'utilisateur").fill('organiser')
    await page.getByLabel('Mot de passe', { exact: true }).fill('Organiser!2026')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/v2/bibs-v2/${COMP}$`), { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dossards\u00a0: ${comp.name}`)
    await expect(page.getByRole('heading', { name: 'Numéros de dossard inutilisés' })).toBeVisible()
    await expectAccessible(page)
  })
})
