import { CARD_DEMO, createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, test } from './fixtures'

// A visitor reads the public schedule of the meeting held today (the embedded simulator runs seed 1 on today's date).
const COMP = CARD_DEMO.checkInTodayCompId
const comp = createSeed(1).competitions.find((c) => c.id === COMP)!

test('a visitor reads the timetable by day and event group, with start times and entry counts', async ({ page }) => {
  await page.goto(`/v2/schedule-v2/${COMP}`)
  await expect(page).toHaveTitle('Schedule')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Schedule: ${comp.name}`)
  const first = page.getByRole('table').first()
  await expect(first.getByRole('columnheader')).toHaveText(['Time', 'Event', 'Age groups', 'Entries'])
  await expect(first.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^(\d\d:\d\d|TBC)$/)
  await expectAccessible(page)
})

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' })
  test('the schedule speaks French', async ({ page }) => {
    await page.goto(`/v2/schedule-v2/${COMP}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Programme\u00a0: ${comp.name}`)
    await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText(['Heure', 'Épreuve', 'Catégories', 'Inscrits'])
    await expectAccessible(page)
  })
})
