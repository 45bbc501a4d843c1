import { AUTO_ENTRY_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// The organiser selects the target competition in the builder's options, then copies two of the
// demo athlete's entries into it (3-organiser-admin §2 auto-entries, §6; decision 055).
const seed = createSeed(1)
const source = seed.competitions.find((c) => c.id === AUTO_ENTRY_DEMO.sourceCompId)!
const target = seed.competitions.find((c) => c.id === AUTO_ENTRY_DEMO.targetCompId)!
const athlete = seed.athletes.find((a) => a.id === AUTO_ENTRY_DEMO.athleteId)!
const name = `${athlete.firstName} ${athlete.surName}`

test.describe('Automatic entries', () => {
  test.setTimeout(60_000)

  test('the organiser selects the target, copies two entries and sees them copied', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage()
    await loginByPost(page, 'organiser', 'Organiser!2026')
    await page.goto(`/v2/builder-v2/${source.id}/options`)
    await page.getByLabel('Target competition').selectOption(String(target.id))
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/saved=1/)
    await expect(page.getByLabel('Target competition')).toHaveValue(String(target.id))

    await page.goto(`/v2/auto-entries/${source.id}`)
    await expect(page.getByText(`Entries are copied into ${target.id}: ${target.name}.`)).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel(`Copy ${name}, 800m`).check()
    await page.getByLabel(`Copy ${name}, Long Jump`).check()
    await page.getByRole('button', { name: 'Copy the ticked entries' }).click()
    const result = page.getByRole('status').filter({ hasText: '2 entries copied' })
    await expect(result).toContainText(`${name}, 800m`)
    await expect(result).toContainText(`${name}, Long Jump`)
    await expect(page.getByRole('row').filter({ hasText: 'Long Jump' }).first()).toContainText('Copied')
    await expectAccessible(page)
  })
})
