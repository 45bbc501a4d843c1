import type { Locator, Page } from '@playwright/test'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

const cards = (page: Page) => page.locator('.card-list > li')
const cardHeadings = (page: Page) => page.locator('.card-list .comp-card h3')
/** The card of one competition, found by its heading's id. */
const card = (page: Page, id: number) => page.locator('.card-list .comp-card').filter({ has: page.locator(`#comp-${id}-name`) })

/** On a phone the header links sit behind the menu button. */
async function openMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) > 700) return
  const toggle = page.getByRole('button', { name: 'Menu' })
  // The button appears once the page has hydrated.
  await toggle.waitFor()
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}

/** Filters other than free text are folded away until used. */
async function openMoreFilters(page: Page) {
  const details = page.locator('details.more-filters')
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click()
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click()
}

for (const js of [true, false]) {
  // On a phone the filters are the layout's concern: once, with JavaScript, is enough.
  test.describe(js ? 'with JavaScript' : 'without JavaScript', { tag: js ? [] : ['@desktop-only'] }, () => {
    test.use({ javaScriptEnabled: js })

    test('filter by free text', async ({ page }) => {
      await page.goto('/v2')
      await expect(cards(page).first()).toBeVisible()
      const second = (await cardHeadings(page).nth(1).innerText()).replace(/^\d+:\s*/, '')
      await page.getByLabel('Search', { exact: true }).fill(second)
      await search(page)
      await expect(page).toHaveURL(/[?&]q=/)
      await expect(cardHeadings(page).first()).toContainText(second)
    })

    test('filter by organiser', async ({ page }) => {
      await page.goto('/v2')
      await openMoreFilters(page)
      const select = page.getByLabel('Organiser', { exact: true })
      const option = select.locator('option').nth(1)
      const name = (await option.innerText()).trim()
      await select.selectOption({ label: name })
      await search(page)
      await expect(page).toHaveURL(/[?&]organiser=\d+/)
      // The URL may change before the list does: retry until every card shows the organiser.
      await expect(async () => {
        const texts = await cards(page).allInnerTexts()
        if (texts.length === 0) await expect(page.getByText('No competitions match these filters.')).toBeVisible()
        for (const text of texts) expect(text).toContain(`Organiser: ${name}`)
      }).toPass()
    })

    test('filter by dates', async ({ page }) => {
      await page.goto('/v2')
      const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
      const [from, to] = [day(10), day(120)]
      await openMoreFilters(page)
      await page.getByLabel('From', { exact: true }).fill(from)
      await page.getByLabel('To', { exact: true }).fill(to)
      await search(page)
      await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}`))
      await expect(page.getByLabel('From', { exact: true })).toHaveValue(from)
      // With JavaScript the address changes before the new list replaces the old one: retry until it has.
      await expect(async () => {
        const shown = await page.locator('.card-list .comp-card').evaluateAll((cards) =>
          cards.map((c) => ({
            first: c.querySelector('time')?.getAttribute('datetime') ?? '',
            multiDay: c.textContent?.includes('Multi day') ?? false,
          })),
        )
        expect(shown.length).toBeGreaterThan(0)
        for (const card of shown) {
          // A competition is listed when it overlaps the range: a multi-day one may start earlier.
          expect(card.first <= to).toBe(true)
          if (!card.multiDay) expect(card.first >= from).toBe(true)
        }
      }).toPass()
    })
  })
}

test('page through results, and back', async ({ page }) => {
  await page.goto('/v2?from=2000-01-01')
  const firstOnPage1 = await cardHeadings(page).first().innerText()
  await expect(cards(page)).toHaveCount(20)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(cardHeadings(page).first()).not.toHaveText(firstOnPage1)
  await page.goBack()
  await expect(cardHeadings(page).first()).toHaveText(firstOnPage1)
})

test('the home page and a competition page are accessible; a card opens its page', async ({ page }) => {
  await page.goto('/v2')
  await expectAccessible(page)
  const heading = cardHeadings(page).first()
  const id = (await heading.innerText()).split(':')[0]
  await heading.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/v2/show-entry-v2/${id}$`))
  await expect(page).toHaveTitle(`${id}: Comp`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(id)
  await expectAccessible(page)
})

test('a home page sent from kept HTML hydrates: a card opens its page without loading a document', async ({ page, pageErrors }) => {
  // Signed in, so no page cache: the first page keeps the cards' HTML, the second is sent from it (decision 078).
  await loginByPost(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
  // Thrice: the app's two workers keep their own.
  for (const _ of [1, 2, 3]) await page.goto('/v2')
  await page.waitForFunction(() => '__remixRouter' in window)
  const documents: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url())
  })
  const heading = cardHeadings(page).first()
  const id = (await heading.innerText()).split(':')[0]
  await heading.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(id!)
  await expect(page).toHaveURL(new RegExp(`/v2/show-entry-v2/${id}$`))
  expect(documents).toEqual([])
  expect(pageErrors).toEqual([])
})

/** Whether React drew this element or hydrated it (it keeps its fiber on the element). */
const isReacts = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))

test('the cards and the more filters stay as the server sent them until the results change', async ({ page, pageErrors }) => {
  await page.goto('/v2?from=2000-01-01')
  await page.waitForFunction(() => '__remixRouter' in window)
  // React takes over the page around them and leaves them alone (decision 084).
  expect(await isReacts(cardHeadings(page).first().getByRole('link'))).toBe(false)
  expect(await isReacts(page.locator('#f-organiser'))).toBe(false)
  expect(await isReacts(page.getByLabel('Search', { exact: true }))).toBe(true)
  // New results are React's to draw, in the page.
  const firstOnPage1 = await cardHeadings(page).first().innerText()
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(cardHeadings(page).first()).not.toHaveText(firstOnPage1)
  expect(await isReacts(cardHeadings(page).first().getByRole('link'))).toBe(true)
  await page.goBack()
  await expect(cardHeadings(page).first()).toHaveText(firstOnPage1)
  expect(pageErrors).toEqual([])
})

test('back and reload return to where the list was scrolled', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/v2?from=2000-01-01')
  await page.waitForFunction(() => '__remixRouter' in window)
  // The router keys the page's history entry as it starts; ScrollRestoration keeps positions by it.
  expect(await page.evaluate(() => (history.state as { key?: string } | null)?.key)).toMatch(/^\w+$/)
  const link = cardHeadings(page).nth(12).getByRole('link')
  await link.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => Math.round(window.scrollY))
  expect(scrolled).toBeGreaterThan(300)
  await link.click()
  await expect(page).toHaveURL(/show-entry-v2/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled)
  await page.evaluate(() => window.scrollTo(0, 600))
  await page.reload()
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600)
})

test(
  'a slow move to another page shows the full-page loading screen until the page arrives',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/v2')
    // A click before hydration is a plain document load, which shows no loading screen.
    await page.waitForFunction(() => '__remixRouter' in window)
    const heading = cardHeadings(page).first()
    const id = (await heading.innerText()).split(':')[0]
    // The next page's data is held back well past the loading screen's delay.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/v2/show-entry-v2/${id}.data*`, async (route) => {
      await held
      await route.continue()
    })
    await heading.getByRole('link').click()
    const screen = page.locator('.loading-screen')
    await expect(screen).toBeVisible()
    await expect(screen.getByRole('paragraph')).toHaveText('Loading, please wait...')
    await expectAccessible(page)
    release()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(id)
    await expect(screen).toHaveCount(0)
  },
)

test('a competition that does not exist is a 404 page in the shell', { tag: '@desktop-only' }, async ({ page }) => {
  const res = await page.goto('/v2/show-entry-v2/999999')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expectAccessible(page)
})

test('the default list shows the athlete-security and team-limit states of the seed', { tag: '@desktop-only' }, async ({ page }) => {
  const { CARD_DEMO } = await import('../../contract-fixtures/seed')
  await page.goto('/v2')
  const areas = card(page, CARD_DEMO.areaRestrictedCompId)
  await expect(areas.locator('.restriction')).toHaveText('Entry restricted to athletes from: Fellshire, Highmoor')
  // The club restriction's cut-off has passed: no notice.
  await expect(card(page, CARD_DEMO.clubCutOffPassedCompId)).toBeVisible()
  await expect(card(page, CARD_DEMO.clubCutOffPassedCompId).locator('.restriction')).toHaveCount(0)
  const teams = card(page, CARD_DEMO.teamsFullCompId)
  await expect(teams.locator('.comp-status')).toHaveText('Closed: max athletes/entries reached')
  await expect(teams.locator('.pill')).toHaveText('Closed')
  await expect(teams.locator('.counts div').filter({ hasText: 'Teams' }).locator('dd')).toHaveText('24')
})

test('switch to French: the list, the card and the login page are in French', { tag: '@desktop-only' }, async ({ page }) => {
  const { CARD_DEMO } = await import('../../contract-fixtures/seed')
  await page.goto('/v2')
  await openMenu(page)
  // Label in name (issue 11): the announced name starts with the visible 'FR'.
  await expect(page.getByRole('button', { name: /^FR\b/ })).toHaveText(/^FR/)
  await page.getByRole('button', { name: 'Français' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { name: 'Compétitions', exact: true })).toBeVisible()
  await expect(cards(page).first()).toContainText('Athlètes')
  // French puts a (non-breaking) space before the colon.
  const areas = card(page, CARD_DEMO.areaRestrictedCompId)
  await expect(areas.getByRole('heading')).toHaveText(new RegExp(`^${CARD_DEMO.areaRestrictedCompId}[ \u00a0\u202f]: Fellshire`))
  await expect(areas).toContainText(/Organisateur[ \u00a0\u202f]: \S/)
  await expect(areas.locator('.restriction')).toHaveText(/^Inscriptions réservées aux athlètes de[ \u00a0\u202f]: Fellshire, Highmoor$/)
  await page.goto('/v2/login-v2')
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
  await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible()
  await openMenu(page)
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('legacy HTML is shown without running any of it', { tag: '@desktop-only' }, async ({ page }) => {
  let dialogs = 0
  page.on('dialog', async (d) => {
    dialogs++
    await d.dismiss()
  })
  const { XSS_COMPETITION_ID } = await import('../../contract-fixtures/seed')
  await page.goto(`/v2/show-entry-v2/${XSS_COMPETITION_ID}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(500)
  expect(dialogs).toBe(0)
  const main = page.locator('main')
  await expect(main.locator('script, iframe, object, embed')).toHaveCount(0)
  await expect(main.locator('[onerror], [onclick], [onload]')).toHaveCount(0)
  await expect(main.locator('a[href^="javascript"]')).toHaveCount(0)
  await expect(page.locator('#injected')).toHaveCount(0)
})
