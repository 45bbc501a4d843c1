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

const kindOf = (eventId: number) => createSeed(1).events.find((e) => e.id === eventId)!.tf
const groupsOf = (kind: string) => [...new Set(comp.compEvents.filter((e) => kindOf(e.eventId) === kind).map((e) => e.eventGroup))]

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    test('the quick filter shows All, Track or Field events', async ({ page }) => {
      await page.goto(`/v2/schedule-v2/${COMP}`)
      const filter = page.getByRole('navigation', { name: 'Show events' })
      await expect(filter.getByRole('link')).toHaveText(['All', 'Track', 'Field'])
      await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
      await filter.getByRole('link', { name: 'Field' }).click()
      await expect(page).toHaveURL(/\?filter=field$/)
      await expect(filter.getByRole('link', { name: 'Field' })).toHaveAttribute('aria-current', 'page')
      for (const g of groupsOf('F')) await expect(page.getByRole('rowheader', { name: g, exact: true })).toBeVisible()
      for (const g of groupsOf('T')) await expect(page.getByRole('rowheader', { name: g, exact: true })).toHaveCount(0)
      if (js) await expectAccessible(page)
      await filter.getByRole('link', { name: 'Track' }).click()
      await expect(page).toHaveURL(/\?filter=track$/)
      for (const g of groupsOf('T')) await expect(page.getByRole('rowheader', { name: g, exact: true })).toBeVisible()
      for (const g of groupsOf('F')) await expect(page.getByRole('rowheader', { name: g, exact: true })).toHaveCount(0)
      await filter.getByRole('link', { name: 'All' }).click()
      for (const g of [...groupsOf('T'), ...groupsOf('F')])
        await expect(page.getByRole('rowheader', { name: g, exact: true })).toBeVisible()
    })
  })
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' })
  test('the schedule speaks French', async ({ page }) => {
    await page.goto(`/v2/schedule-v2/${COMP}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Programme\u00a0: ${comp.name}`)
    await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText(['Heure', 'Épreuve', 'Catégories', 'Inscrits'])
    await expectAccessible(page)
  })
})
