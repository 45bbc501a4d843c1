import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { eventGroupEntries, eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { expect, expectAccessible, login, test } from './fixtures'

// The organiser imports a photo-finish file for an event group of the meeting held today (the
// embedded simulator runs seed 1 on today's date), reviews the row that matches no entry, saves,
// and the public reads the heat.
const COMP = CARD_DEMO.checkInTodayCompId
const state = createSimulatorState(createSeed(1))
const comp = state.seed.competitions.find((c) => c.id === COMP)!
const group = eventGroupsOf(comp).find((g) => eventGroupEntries(state, comp, g.id).length >= 3)!
const [a, b, c] = eventGroupEntries(state, comp, group.id)

/** Rows by name (bibs may change in other journeys): a and b match, line 3 matches nothing, c did not start. */
function lif(heat: number): Buffer {
  const lines = [
    `${group.eventNo},1,${heat},${group.name},-0.6,m/s`,
    `1,,,${a!.surName},${a!.firstName},,11.402`,
    `2,999,,Nobody,Known,Elsewhere,11.58`,
    `3,,,${b!.surName},${b!.firstName},,11.61`,
    `DNS,,,${c!.surName},${c!.firstName},,`,
  ]
  return Buffer.from(lines.join('\r\n'))
}

// A heavy journey on a busy machine: two uploads, four pages checked with axe.
test.beforeEach(() => test.setTimeout(300_000))

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('the organiser reads a .lif file, decides the unmatched row, and saves the heat', async ({ page }) => {
      const heat = js ? 1 : 2
      await page.goto(`/results-import-file/${COMP}`)
      await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
      await login(page, 'organiser', 'Organiser!2026')
      await expect(page).toHaveURL(new RegExp(`/v2/results-import-file-v2/${COMP}$`), { timeout: 20_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photo-finish import: ${comp.name}`)
      if (js) await expectAccessible(page)

      // A malformed file first: a clear message, and the form again.
      await page.getByLabel('Event group').selectOption(String(group.id))
      await page
        .getByLabel('FinishLynx result file (.lif)')
        .setInputFiles({ name: 'bad.lif', mimeType: 'text/plain', buffer: Buffer.from('not a header\n1,2,3') })
      await page.getByRole('button', { name: 'Read file' }).click()
      await expect(page.getByRole('alert')).toHaveText(/Line 1 is not a FinishLynx header/)

      await page.getByLabel('Event group').selectOption(String(group.id))
      await page
        .getByLabel('FinishLynx result file (.lif)')
        .setInputFiles({ name: `heat${heat}.lif`, mimeType: 'text/plain', buffer: lif(heat) })
      await page.getByRole('button', { name: 'Read file' }).click()
      await expect(page.getByRole('heading', { name: `Check the results for ${group.name}` })).toBeVisible()
      await expect(page.getByText('3 rows matched to entries')).toBeVisible()
      await expect(page.getByRole('heading', { name: '1 row to review' })).toBeVisible()
      await expect(page.getByText('No entry has this bib, lane or name.')).toBeVisible()
      if (js) await expectAccessible(page)

      await page.getByLabel('Result for line 3').selectOption('drop')
      await page.getByRole('button', { name: 'Save results' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'File uploaded' })).toBeVisible()
      await expect(page.getByText('3 results saved; rows dropped: 1.')).toBeVisible()
      if (js) await expectAccessible(page)

      // The public reads it: the competition's results, then the event group's heat.
      await page.goto(`/results/${COMP}`)
      await expect(page).toHaveURL(new RegExp(`/v2/results-v2/${COMP}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results: ${comp.name}`)
      if (js) await expectAccessible(page)
      await page.getByRole('link', { name: `Results of ${group.name}` }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/results-read-v2/${COMP}/${group.id}$`))
      const table = page.getByRole('table', { name: `Round 1, heat ${heat}, wind -0.6 m/s` })
      await expect(table.getByRole('row').nth(1)).toContainText(`${a!.firstName} ${a!.surName}`)
      await expect(table.getByRole('row').nth(1)).toContainText('11.41')
      await expect(table.getByRole('row').nth(3)).toContainText('DNS')
      if (js) await expectAccessible(page)
      await page.goto(`/results-qr/${COMP}`)
      await expect(page.getByRole('img', { name: 'QR code leading to the results page' })).toBeVisible()
      if (js) await expectAccessible(page)
    })
  })
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' })
  test('the import speaks French', async ({ page }) => {
    await page.goto(`/v2/login-v2?redirectFrom=${encodeURIComponent(`/v2/results-import-v2/${COMP}`)}`)
    await page.getByLabel("Nom d'utilisateur").fill('organiser')
    await page.getByLabel('Mot de passe', { exact: true }).fill('Organiser!2026')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/v2/results-import-v2/${COMP}$`), { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Import du chronométrage\u00a0: ${comp.name}`)
    await expect(page.getByRole('button', { name: 'Lire le fichier' })).toBeVisible()
    await expectAccessible(page)
  })
})
