import type { Page } from '@playwright/test'
import { PRODUCT_NAME } from '../../bff/domain/routing/route-table'
import { createSeed } from '../../contract-fixtures/seed'
import { DEMO, expect, expectAccessible, login, test } from './fixtures'

// The app's embedded simulator runs seed 1 on today's date: the same data, computed here.
const seed = createSeed(1)
const entrantId = seed.users.find((u) => u.login === DEMO.username)!.id
/** Registered athletes the entrant does not manage yet: one per journey (with and without JavaScript). */
const strangers = seed.athletes.filter(
  (a) => a.urn && !seed.userAthletes.some((l) => l.userId === entrantId && l.athleteId === a.id) && a.id !== 5904,
)
const clubName = (id: number) => seed.clubs.find((c) => c.id === id)!.name
const displayDate = (iso: string) => iso.split('-').reverse().join('/')
/** A club past the first page of names: the form must ask the lookup for it. */
const farClub = seed.clubs.find((c) => c.clubType === 'C' && c.name.startsWith('Windermoor'))!.name
const secondClub = seed.clubs.find((c) => c.clubType === 'C' && c.name.startsWith('Tor Haven'))!.name

async function openAthletes(page: Page) {
  await page.goto('/v2/athletes-v2')
  await expect(page).toHaveURL(/\/v2\/login-v2\?redirectFrom=/)
  await login(page, DEMO.username, DEMO.password)
  await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
  await expect(page).toHaveTitle('Athletes')
}

const submit = (page: Page) => page.getByRole('button', { name: 'Create athlete' }).click()
const lookUp = (page: Page) => page.getByRole('button', { name: 'Look up' }).click()
/** The search's result line (the page's loading spinner is also a status). */
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /result\(s\) found|No results found/ })

async function openNewAthlete(page: Page) {
  await openAthletes(page)
  await page.getByRole('link', { name: 'Create athlete' }).click()
  await expect(page).toHaveURL(/\/v2\/athlete-v2\/new$/)
  // The list has a Club field too: read the form's only once the form is there.
  await expect(page.getByRole('button', { name: 'Create athlete' })).toBeVisible()
}

/** The names a club field's datalist offers. */
async function offered(page: Page, label: string) {
  const listId = await page.getByLabel(label, { exact: true }).getAttribute('list')
  return page.locator(`datalist[id="${listId}"] option`)
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    // axe runs inside the page: only where scripts run (the pages are the same either way).
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('create an athlete: the messages first, then success; the list shows it; remove it again', async ({ page, pageErrors }) => {
      const surName = `Journey${js ? 'Js' : 'Html'}${Date.now()}`
      await openAthletes(page)
      await expect(resultCount(page)).toContainText(/\d+ result\(s\) found\./)
      await checkAccessible(page)

      await page.getByRole('link', { name: 'Create athlete' }).click()
      await expect(page).toHaveURL(/\/v2\/athlete-v2\/new$/)
      await expect(page).toHaveTitle(PRODUCT_NAME)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create athlete')
      await checkAccessible(page)

      // Empty: each required field says so, and the club says a club or a school is needed.
      await submit(page)
      await expect(page.getByText('Required.', { exact: true })).toHaveCount(4)
      await expect(page.getByText('Club or school required.')).toBeVisible()
      const firstName = page.getByLabel('First name')
      await expect(firstName).toHaveAttribute('aria-invalid', 'true')
      await expect(firstName).toHaveAccessibleDescription('Required.')
      await checkAccessible(page)

      await firstName.fill('Journey')
      await page.getByLabel('Surname').fill(surName)
      await page.getByLabel('Gender').selectOption('F')
      await page.getByLabel('Date of birth').fill('2012-02-14')
      await page.getByLabel('Club', { exact: true }).fill('Larkhill Striders')
      await page.getByLabel('Coach').fill('A. Coach')
      await submit(page)
      await expect(page.getByText('Please enter date DD/MM/YYYY, e.g. 28/03/1970!')).toBeVisible()
      await expect(page.getByText('Club or school required.')).toHaveCount(0)
      await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(/Please enter date DD\/MM\/YYYY/)

      await page.getByLabel('Date of birth').fill('14/02/2012')
      await submit(page)
      await expect(page).toHaveURL(/\/v2\/athlete-v2\/\d+\?created=1$/)
      const id = /athlete-v2\/(\d+)/.exec(page.url())?.[1]
      await expect(page).toHaveTitle(`${id}: Athlete`)
      await expect(page.getByRole('status').filter({ hasText: 'Athlete created.' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Journey ${surName}`)
      await expect(page.getByText('Vet age group')).toBeVisible()
      await expect(page.getByLabel('Coach')).toHaveValue('A. Coach')
      await checkAccessible(page)

      await page.getByRole('link', { name: 'Back to my athletes' }).click()
      // The athlete page has a Surname field too: fill the list's once it is there.
      await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
      await page.getByLabel('Surname').fill(surName)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(new RegExp(`surName=${surName}`))
      await expect(resultCount(page)).toHaveText('1 result(s) found.')
      await expect(page.getByRole('link', { name: `Journey ${surName}` })).toBeVisible()
      await checkAccessible(page)

      await page.getByText(`Remove Journey ${surName} from my list`).click()
      await expect(page.getByText(/The athlete's record is kept/)).toBeVisible()
      await page.getByRole('button', { name: `Yes, remove Journey ${surName}` }).click()
      await expect(page.getByText('Athlete removed from your list.')).toBeVisible()
      await expect(page.getByText('No results found.')).toBeVisible()
      expect(pageErrors).toEqual([])
    })
  })
}

for (const js of [true, false]) {
  test.describe(`${js ? 'with' : 'without'} JavaScript: regions, counties, clubs and registrations`, () => {
    test.use({ javaScriptEnabled: js })
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('search by region and county: the choices come from the legacy site, the filter lives in the URL', async ({
      page,
      pageErrors,
    }) => {
      await openAthletes(page)
      const county = page.getByLabel('County', { exact: true })
      await expect(county.locator('option')).toHaveCount(1 + seed.counties.length)
      await page.getByLabel('Region', { exact: true }).selectOption({ label: 'North' })
      const northCounties = seed.counties.filter((c) => c.regionId === 1)
      // With JavaScript the county list follows the region at once; without, after the search.
      if (js) await expect(county.locator('option')).toHaveCount(1 + northCounties.length)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/[?&]region=1(&|$)/)
      await expect(resultCount(page)).toHaveText(/^\d+ result\(s\) found\.$/)
      await expect(page.getByRole('link', { name: 'Isla Fenwick' })).toBeVisible()
      await expect(county.locator('option')).toHaveCount(1 + northCounties.length)
      await checkAccessible(page)

      const islaCounty = seed.clubs.find((c) => c.name === 'Larkhill Striders')!.countyId
      const otherCounty = northCounties.find((c) => c.id !== islaCounty)!
      await county.selectOption({ label: otherCounty.name })
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(new RegExp(`county=${otherCounty.id}`))
      await expect(page.getByText('No results found.')).toBeVisible()
      await expect(county).toHaveValue(String(otherCounty.id))

      await page.getByRole('link', { name: 'Reset' }).click()
      await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
      await expect(page.getByLabel('Region', { exact: true })).toHaveValue('')
      expect(pageErrors).toEqual([])
    })

    test('clubs come from the legacy lookup: found as typed, or searched then chosen', async ({ page, pageErrors }) => {
      const surName = `Clubs${js ? 'Js' : 'Html'}${Date.now()}`
      await openNewAthlete(page)
      await expect(await offered(page, 'Club')).not.toHaveCount(0)
      await expect((await offered(page, 'Club')).and(page.locator(`[value="${farClub}"]`))).toHaveCount(0)

      await page.getByLabel('First name').fill('Clubby')
      await page.getByLabel('Surname').fill(surName)
      await page.getByLabel('Gender').selectOption('M')
      await page.getByLabel('Date of birth').fill('03/05/2011')
      const club = page.getByLabel('Club', { exact: true })
      await club.fill(farClub.slice(0, 6))
      if (js) {
        // Search as you type: the lookup's answer joins the suggestions.
        await expect((await offered(page, 'Club')).and(page.locator(`[value="${farClub}"]`))).toHaveCount(1)
      } else {
        // Search, then choose: the partial name comes back refused, with the clubs that fit.
        await submit(page)
        await expect(page.getByText('Club not found: pick one from the list.')).toBeVisible()
        await expect(club).toHaveValue(farClub.slice(0, 6))
        await expect((await offered(page, 'Club')).and(page.locator(`[value="${farClub}"]`))).toHaveCount(1)
        await checkAccessible(page)
      }
      await club.fill(farClub)
      await page.getByLabel('Second claim club').fill(secondClub)
      await submit(page)
      await expect(page).toHaveURL(/\/v2\/athlete-v2\/\d+\?created=1$/)
      await expect(page.getByLabel('Club', { exact: true })).toHaveValue(farClub)
      await expect(page.getByLabel('Second claim club')).toHaveValue(secondClub)
      expect(pageErrors).toEqual([])
    })

    test('look up a registered athlete: the input is checked, a miss says so, a hit fills the form and adds the athlete', async ({
      page,
      pageErrors,
    }) => {
      const athlete = strangers[js ? 0 : 1]!
      const name = `${athlete.firstName} ${athlete.surName}`
      await openNewAthlete(page)
      await checkAccessible(page)
      await page.getByLabel('Coach').fill('Typed Before')

      const urn = page.getByLabel('Registration number', { exact: true })
      const birth = page.getByLabel('Birth date', { exact: true })
      await urn.fill('12x')
      await birth.fill(athlete.dob)
      await lookUp(page)
      await expect(page.getByText('The registration number does not match the pattern of the registration authority.')).toBeVisible()
      await expect(page.getByText('Please enter date DD/MM/YYYY, e.g. 28/03/1970!')).toBeVisible()
      await expect(urn).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('Coach')).toHaveValue('Typed Before')
      await checkAccessible(page)

      await urn.fill(athlete.urn)
      await birth.fill('01/01/1990')
      // With a script, Enter in a look-up field looks up (elsewhere it saves, as without one).
      if (js) await birth.press('Enter')
      else await lookUp(page)
      await expect(page.getByText('No registered athlete has this registration number and date of birth.')).toBeVisible()
      await expect(page.getByLabel('Coach')).toHaveValue('Typed Before')

      await birth.fill(displayDate(athlete.dob))
      await lookUp(page)
      await expect(page.getByRole('status').filter({ hasText: `${name} found` })).toBeVisible()
      await expect(page.getByLabel('First name')).toHaveValue(athlete.firstName)
      await expect(page.getByLabel('Surname')).toHaveValue(athlete.surName)
      await expect(page.getByLabel('Gender')).toHaveValue(athlete.gender)
      await expect(page.getByLabel('Date of birth')).toHaveValue(displayDate(athlete.dob))
      await expect(page.getByLabel('Club', { exact: true })).toHaveValue(clubName(athlete.clubId))
      await expect(page.getByLabel('Registration number (URN)')).toHaveValue(athlete.urn)
      await expect(page.getByLabel('Coach')).toHaveValue('Typed Before')
      await checkAccessible(page)

      await page.getByRole('button', { name: 'Add to my athletes' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/athlete-v2/${athlete.id}\\?added=1$`))
      await expect(page.getByRole('status').filter({ hasText: 'Athlete added to your list.' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page.getByLabel('Coach')).toHaveValue('Typed Before')
      expect(pageErrors).toEqual([])
    })
  })
}

test("another user's athlete is not found", async ({ page }) => {
  await openAthletes(page)
  const res = await page.goto('/v2/athlete-v2/5904')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(PRODUCT_NAME)
})
