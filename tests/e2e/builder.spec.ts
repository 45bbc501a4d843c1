import type { Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, login, test } from './fixtures'

// An organiser builds a competition through the five steps (one refused input per step, an event
// added on Events, a rule on Rules) and clones it to a later date, with and without JavaScript; an
// entrant then enters its event and pays through the legacy checkout.

const ORGANISER = { username: 'organiser', password: 'Organiser!2026' }
const ENTRANT = { username: 'runner2', password: 'Runner!2026' }
const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
}
const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click()
const stepLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Builder steps' }).getByRole('link', { name })

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    // axe runs inside the page: only where scripts run (the pages are the same either way).
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('Create Comp: the five steps, a clone to a later date, then an entrant enters it and pays', async ({ page }) => {
      // Five steps, a clone, five refusals, two users: a long journey on a shared machine.
      test.setTimeout(300_000)
      const name = `Builder Journey ${js ? 'Js' : 'Html'} ${Date.now()}`
      await page.goto('/v2')
      await page.getByRole('link', { name: 'Login' }).first().click()
      await login(page, ORGANISER.username, ORGANISER.password)
      await expect(page.getByText('Demo Organiser', { exact: true })).toBeAttached()
      const createComp = page.getByRole('link', { name: 'Create Comp', includeHidden: true })
      await expect(createComp).toHaveAttribute('href', '/v2/builder-v2/0')
      await page.goto('/v2/builder-v2/0')
      await expect(page).toHaveURL(/\/v2\/builder-v2\/0$/)
      await expect(page.getByRole('heading', { name: 'New competition' })).toBeVisible()
      // The contact comes from the user.
      await expect(page.getByLabel('Contact name', { exact: true })).toHaveValue('Demo Organiser')
      await expect(page.getByLabel('Contact email', { exact: true })).toHaveValue('organiser@example.org')
      await checkAccessible(page)

      // Step 1, one refused input: a competition date in the past.
      await page.getByLabel('Competition name', { exact: true }).fill(name)
      await page.getByLabel('Organisation', { exact: true }).selectOption({ label: 'Northvale Athletics Network' })
      await page.getByLabel('Location', { exact: true }).selectOption({ index: 1 })
      await page.getByLabel('Competition date', { exact: true }).fill(dayFromToday(-3))
      await page.getByLabel('Entries open (date)', { exact: true }).fill(dayFromToday(-10))
      await page.getByLabel('Entries close (date)', { exact: true }).fill(dayFromToday(-4))
      await save(page)
      await expect(page.getByText('Competition date cannot be before current time.')).toBeVisible()
      await expect(page).toHaveURL(/\/v2\/builder-v2\/0(\?index)?$/)
      await checkAccessible(page)

      await page.getByLabel('Competition date', { exact: true }).fill(dayFromToday(30))
      await page.getByLabel('Entries open (date)', { exact: true }).fill(dayFromToday(0))
      await page.getByLabel('Entries open (time)', { exact: true }).fill('00:00')
      await page.getByLabel('Entries close (date)', { exact: true }).fill(dayFromToday(20))
      await save(page)
      await expect(page).toHaveURL(/\/v2\/builder-v2\/\d+\?saved=1$/)
      await expect(page.getByRole('status').filter({ hasText: 'Competition Saved.' })).toBeVisible()
      const id = Number(/builder-v2\/(\d+)\?/.exec(page.url())![1])
      await expect(page.getByRole('heading', { name: `${id}: ${name}` })).toBeVisible()

      // Step 2, one refused input: priority entry without a code.
      await stepLink(page, '2. Options').click()
      await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${id}/options$`))
      await expect(page.getByLabel('Number of lanes')).toHaveValue('8')
      await expect(page.getByLabel('Check-in opens (minutes before the event)')).toHaveValue('180')
      await checkAccessible(page)
      await page.getByLabel('Entries need a priority code until the priority period ends').check()
      await save(page)
      await expect(page.getByText("A 'Priority' code is Required.")).toBeVisible()
      await page.getByLabel('Entries need a priority code until the priority period ends').uncheck()
      await page.getByLabel('Number of lanes').fill('6')
      await page.getByLabel('Heat order').selectOption({ label: 'Fastest first' })
      await save(page)
      await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${id}/options\\?saved=1$`))
      await expect(page.getByRole('status').filter({ hasText: 'Competition Saved.' })).toBeVisible()
      await expect(page.getByLabel('Number of lanes')).toHaveValue('6')
      await expect(page.getByLabel('Heat order')).toHaveValue('f')

      if (js) {
        // Leaving with a change not saved asks first: staying keeps the change, leaving drops it.
        await page.getByLabel('Number of lanes').fill('4')
        const asked: string[] = []
        page.once('dialog', (d) => {
          asked.push(d.message())
          void d.dismiss()
        })
        await stepLink(page, '4. Schedule').click()
        await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave this page?'])
        await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${id}/options\\?saved=1$`))
        await expect(page.getByLabel('Number of lanes')).toHaveValue('4')
        page.once('dialog', (d) => void d.accept())
      }

      // Step 4: the timetable, no events yet.
      await stepLink(page, '4. Schedule').click()
      await expect(page.getByText('No events yet.')).toBeVisible()
      await checkAccessible(page)

      // Step 3, one refused input: a price below the minimum fee.
      await stepLink(page, '3. Events').click()
      await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${id}/events$`))
      await checkAccessible(page)
      // The description is left to default from the chosen event (the page with JavaScript, the server without).
      await page.getByLabel('Event', { exact: true }).selectOption({ label: '100m' })
      if (js) await expect(page.getByLabel('Event discipline description')).toHaveValue('100m')
      await page.getByRole('group', { name: 'Age groups' }).getByLabel('U15', { exact: true }).check()
      await page.getByRole('group', { name: 'Age groups' }).getByLabel('SEN', { exact: true }).check()
      await page.getByLabel('Start time', { exact: true }).fill('10:30')
      await page.getByLabel('Maximum athletes').fill('16')
      await page.getByLabel('Price description').fill('Standard')
      await page.getByLabel('Price', { exact: true }).fill('0.01')
      await page.getByRole('button', { name: 'Add the event' }).click()
      await expect(page.getByText(/^Price must be at least \d/)).toBeVisible()
      await checkAccessible(page)
      await page.getByLabel('Price', { exact: true }).fill('5.00')
      await page.getByRole('button', { name: 'Add the event' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${id}/events\\?added=1$`))
      await expect(page.getByRole('status').filter({ hasText: 'Comp Event saved.' })).toBeVisible()
      const added = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '100m', exact: true }) })
      // The one fee rule: a 5.00 price at the platform's minCost pays its minFee, and the entrant is charged the same below.
      await expect(added).toContainText('5.50 (fee 0.50)')
      await checkAccessible(page)

      // The Schedule step shows it.
      await stepLink(page, '4. Schedule').click()
      await expect(page.getByRole('rowheader', { name: '100m', exact: true })).toBeVisible()
      await expect(page.getByRole('table').getByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4} 10:30$/)).toBeVisible()

      // Step 5, one refused input: a unique group of one event.
      await stepLink(page, '5. Rules').click()
      await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${id}/rules$`))
      await checkAccessible(page)
      await page.getByLabel('Age group').selectOption({ label: 'U15' })
      await page.getByLabel('Most events a day').fill('2')
      await page.getByLabel('Label').fill('One sprint')
      await page.getByRole('group', { name: 'Events', exact: true }).getByLabel('100m').check()
      await page.getByRole('button', { name: 'Save the rule' }).click()
      await expect(page.getByText('Select at least 2 events.')).toBeVisible()
      await checkAccessible(page)
      await page.getByLabel('Label').fill('')
      await page.getByRole('group', { name: 'Events', exact: true }).getByLabel('100m').uncheck()
      await page.getByRole('button', { name: 'Save the rule' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/builder-v2/${id}/rules\\?ruleSaved=1$`))
      await expect(page.getByRole('status').filter({ hasText: 'Rule saved.' })).toBeVisible()
      await expect(page.getByRole('rowheader', { name: 'U15' })).toBeVisible()
      await expect(page.getByRole('cell', { name: 'Most events a day: 2' })).toBeVisible()
      await checkAccessible(page)

      // Clone it to a later date: refused in the past, then the copy opens in its own builder.
      await stepLink(page, '1. General').click()
      await page.getByLabel('Date of the copy', { exact: true }).fill(dayFromToday(-1))
      await page.getByRole('button', { name: 'Clone' }).click()
      await expect(page.getByText('Competition date cannot be before current time.')).toBeVisible()
      await page.getByLabel('Date of the copy', { exact: true }).fill(dayFromToday(60))
      await page.getByRole('button', { name: 'Clone' }).click()
      await expect(page).toHaveURL(/\/v2\/builder-v2\/\d+\?saved=1$/)
      const cloneId = Number(/builder-v2\/(\d+)\?/.exec(page.url())![1])
      expect(cloneId).not.toBe(id)
      await expect(page.getByRole('status').filter({ hasText: 'Competition Saved.' })).toBeVisible()
      await expect(page.getByRole('heading', { name: `${cloneId}: ${name}` })).toBeVisible()
      await expect(page.getByLabel('Competition name', { exact: true })).toHaveValue(name)
      await expect(page.getByLabel('Competition date', { exact: true })).toHaveValue(dayFromToday(60))
      await checkAccessible(page)

      // An entrant opens it in the entry pages. Paying settles the entrant's whole basket, so this is
      // one whose basket no other journey relies on (the demo entrant's holds the cart journeys' lines).
      await page.context().clearCookies()
      await page.goto(`/v2/entry-v2/${id}`)
      await login(page, ENTRANT.username, ENTRANT.password)
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${id}`))
      await expect(page.getByText(name).first()).toBeVisible()
      // The event is open to the entrant's senior athlete.
      await page.getByRole('link', { name: 'Owen Radley (Senior)' }).click()
      await expect(page.getByRole('rowheader', { name: '100m', exact: true })).toBeVisible()
      // The entrant enters the organiser's event and pays through the legacy checkout.
      const journey100 = page.locator('table.schedule tbody tr').filter({ has: page.getByRole('rowheader', { name: '100m', exact: true }) })
      await journey100.getByRole('button', { name: 'Enter 100m' }).click()
      await expect(journey100).toContainText('In cart', { timeout: 10_000 })
      await page.getByRole('button', { name: 'Submit to basket' }).click()
      await page.getByRole('button', { name: 'Proceed to checkout' }).click()
      await expect(page.getByText('Order received')).toBeVisible()
      await page.getByRole('link', { name: 'Return to the entry site' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/entry-v2/${id}\\?athlete=\\d+$`))
      await expect(journey100).toContainText('Entry Confirmed')
    })
  })
}

test('an entrant has no Create Comp and is refused the builder', async ({ page }) => {
  await page.goto('/v2/builder-v2/0')
  await login(page, DEMO.username, DEMO.password)
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Comp', includeHidden: true })).toHaveCount(0)
})
