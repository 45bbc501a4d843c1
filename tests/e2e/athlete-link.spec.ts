import type { Page } from '@playwright/test'
import { createSeed } from '../../contract-fixtures/seed'
import { simulatorUrl } from '../../playwright.config'
import { expect, expectAccessible, loginByPost, test } from './fixtures'

// A parent's athletes, from the home page: the club-claim note (one club, more than two surnames),
// looking up a registered athlete by number and birth date, confirming and adding it, and removing
// it again (2-entry §5, §7; 3-organiser-admin §9; decision 072). Each variant registers its own parent.

const seed = createSeed(1)
const DEMO_IDS = new Set([5901, 5902, 5903, 5904])
const registered = seed.athletes.filter((a) => a.urn && !DEMO_IDS.has(a.id))
const clubName = (id: number) => seed.clubs.find((c) => c.id === id)!.name
/** A club with at least six registered athletes of distinct surnames: three for each variant's family. */
const family = (() => {
  const byClub = new Map<number, typeof registered>()
  for (const a of registered) {
    const list = byClub.get(a.clubId) ?? []
    if (!list.some((b) => b.surName === a.surName)) list.push(a)
    byClub.set(a.clubId, list)
  }
  return [...byClub.values()].find((list) => list.length >= 6)!
})()
const clubId = family[0]!.clubId
const others = registered.filter((a) => a.clubId !== clubId)
const displayDate = (iso: string) => iso.split('-').reverse().join('/')

async function sim(path: string, init: { method?: string; token?: string; json?: object } = {}) {
  const res = await fetch(`${simulatorUrl}/wp-json${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  })
  return (await res.json()) as Record<string, unknown> & { errNo?: number; token?: string }
}

/** A new parent who has linked three athletes of one club, each found by number and birth date. */
async function parentWithFamily(index: number) {
  const username = `parent${index}x${Date.now()}`
  const password = 'Parent!2026'
  expect(
    (await sim('/e4s/v5/register', { method: 'POST', json: { name: username, email: `${username}@example.org`, password } })).errNo,
  ).toBe(0)
  const { token } = await sim(`/jwt-auth/v1/token?${new URLSearchParams({ username, password })}`, { method: 'POST' })
  const config = (await sim('/e4s/v5/public/config', { token })) as { data: { userInfo: { user: { id: number } } } }
  const userId = config.data.userInfo.user.id
  for (const a of family.slice(index * 3, index * 3 + 3)) {
    const query = new URLSearchParams({ aocode: 'EA', regid: a.urn, dob: a.dob })
    expect((await sim(`/e4s/v5/athlete/getid?${query}`, { token })).errNo).toBe(0)
    expect((await sim(`/e4s/v5/athlete/${a.id}/${userId}`, { method: 'POST', token })).errNo).toBe(0)
  }
  return { username, password }
}

async function openMyAthletes(page: Page) {
  await page.getByText('My Profile', { exact: true }).click()
  await page.getByRole('link', { name: 'My Athletes' }).click()
  await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
}

for (const [index, js] of [true, false].entries()) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })
    const checkAccessible = (page: Page) => (js ? expectAccessible(page) : Promise.resolve())

    test('a parent sees the club-claim note, adds a registered athlete after confirming it, and removes it again', async ({ page }) => {
      const parent = await parentWithFamily(index)
      const club = clubName(clubId)
      const stranger = others[index]!
      const strangerName = `${stranger.firstName} ${stranger.surName}`
      await loginByPost(page, parent.username, parent.password)
      await page.goto('/v2')
      await openMyAthletes(page)
      const note = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: `Entering for ${club}?` }) })
      await expect(note).toContainText('have 3 different surnames')
      await checkAccessible(page)
      await note.getByRole('link', { name: `Name ${club} in my profile` }).click()
      await expect(page).toHaveURL(/\/v2\/profile-v2$/)

      await openMyAthletes(page)
      await page.getByRole('link', { name: 'Create athlete' }).click()
      await expect(page).toHaveURL(/\/v2\/athlete-v2\/new$/)
      await page.getByLabel('Registration number', { exact: true }).fill(stranger.urn)
      await page.getByLabel('Birth date', { exact: true }).fill(displayDate(stranger.dob))
      await page.getByRole('button', { name: 'Look up' }).click()
      await expect(page.getByRole('status').filter({ hasText: `${strangerName} found` })).toBeVisible()
      await expect(page.getByLabel('Surname')).toHaveValue(stranger.surName)
      await checkAccessible(page)
      await page.getByRole('button', { name: 'Add to my athletes' }).click()
      await expect(page).toHaveURL(new RegExp(`/v2/athlete-v2/${stranger.id}\\?added=1$`))
      await expect(page.getByRole('status').filter({ hasText: 'Athlete added to your list.' })).toBeVisible()

      await page.getByRole('link', { name: 'Back to my athletes' }).click()
      await expect(page.getByRole('link', { name: strangerName })).toBeVisible()
      // Two clubs now: no longer one club's athletes.
      await expect(page.getByRole('heading', { name: /^Entering for/ })).toHaveCount(0)
      await page.getByText(`Remove ${strangerName} from my list`).click()
      await page.getByRole('button', { name: `Yes, remove ${strangerName}` }).click()
      await expect(page.getByText('Athlete removed from your list.')).toBeVisible()
      await expect(page.getByRole('link', { name: strangerName })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: `Entering for ${club}?` })).toBeVisible()
      await checkAccessible(page)
    })
  })
}
