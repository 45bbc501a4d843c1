import type { Page } from '@playwright/test'
import { http, HttpResponse } from 'msw'
import type { ClubLookupAnswer, ClubType } from '../../bff/views/clubs'
import { DEMO, expect, login, test } from './fixtures'
import { answerWithMsw } from './msw'

/*
 * The athlete form's club and school type-ahead (app/components/athlete-clubs.tsx), with the
 * lookup's answers given by msw handlers: names the simulator does not have, the school field's
 * own type, and a lookup that fails.
 */
const LOOKUP = '**/v2/lookup/clubs*'

type Asked = { type: string | null; startswith: string | null }

function lookupHandler(
  asked: Asked[],
  answer: (type: ClubType, startswith: string) => { clubs: ClubLookupAnswer['clubs']; status?: number },
) {
  return http.get('*/v2/lookup/clubs', ({ request }) => {
    const query = new URL(request.url).searchParams
    asked.push({ type: query.get('type'), startswith: query.get('startswith') })
    const type: ClubType = query.get('type') === 'S' ? 'S' : 'C'
    const startswith = query.get('startswith') ?? ''
    const { clubs, status } = answer(type, startswith)
    return HttpResponse.json({ type, startswith, clubs } satisfies ClubLookupAnswer, { status })
  })
}

async function openNewAthlete(page: Page) {
  await page.goto('/v2/athletes-v2')
  await login(page, DEMO.username, DEMO.password)
  await expect(page).toHaveURL(/\/v2\/athletes-v2$/)
  await page.goto('/v2/athlete-v2/new')
  await expect(page.getByRole('button', { name: 'Create athlete' })).toBeVisible()
}

async function offered(page: Page, label: string) {
  const listId = await page.getByLabel(label, { exact: true }).getAttribute('list')
  return page.locator(`datalist[id="${listId}"] option`)
}

test('typed club names are looked up as the user types, and the answer joins the suggestions', async ({ page, pageErrors }) => {
  const asked: Asked[] = []
  await answerWithMsw(page, LOOKUP, [
    lookupHandler(asked, (type, startswith) => ({
      clubs: type === 'C' && 'mswford'.startsWith(startswith.toLowerCase()) ? [{ id: 990001, name: 'Mswford Striders' }] : [],
    })),
  ])
  await openNewAthlete(page)
  await expect((await offered(page, 'Club')).and(page.locator('[value="Mswford Striders"]'))).toHaveCount(0)

  await page.getByLabel('Club', { exact: true }).pressSequentially('Mswf')
  await expect((await offered(page, 'Club')).and(page.locator('[value="Mswford Striders"]'))).toHaveCount(1)
  expect(asked.at(-1)).toEqual({ type: 'C', startswith: 'Mswf' })
  // The school field asks for schools, and a club answer never lands in its list.
  await expect((await offered(page, 'School')).and(page.locator('[value="Mswford Striders"]'))).toHaveCount(0)
  expect(pageErrors).toEqual([])
})

test('the school field asks for schools only', async ({ page, pageErrors }) => {
  const asked: Asked[] = []
  await answerWithMsw(page, LOOKUP, [
    lookupHandler(asked, (type) => ({
      clubs: type === 'S' ? [{ id: 990002, name: 'Mswford Academy' }] : [{ id: 990003, name: 'Not A School' }],
    })),
  ])
  await openNewAthlete(page)
  await page.getByLabel('School', { exact: true }).pressSequentially('Mswf')
  await expect((await offered(page, 'School')).and(page.locator('[value="Mswford Academy"]'))).toHaveCount(1)
  await expect((await offered(page, 'School')).and(page.locator('[value="Not A School"]'))).toHaveCount(0)
  expect(asked.every((a) => a.type === 'S')).toBe(true)
  expect(pageErrors).toEqual([])
})

test('a lookup that answers it cannot search adds nothing and the form goes on working', async ({ page, pageErrors }) => {
  const asked: Asked[] = []
  await answerWithMsw(page, LOOKUP, [lookupHandler(asked, () => ({ clubs: [], status: 503 }))])
  await openNewAthlete(page)
  const before = await (await offered(page, 'Club')).count()
  const club = page.getByLabel('Club', { exact: true })
  await club.pressSequentially('Mswf')
  await expect.poll(() => asked.length).toBeGreaterThan(0)
  await expect(club).toHaveValue('Mswf')
  await expect(await offered(page, 'Club')).toHaveCount(before)
  await expect(page.getByRole('button', { name: 'Create athlete' })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('a lookup out of reach (connection lost) adds nothing and leaves the form as typed', async ({ page, pageErrors }) => {
  let asked = 0
  // Any address the type-ahead may use (a Remix fetcher asks `<path>.data`): the form must survive it.
  await answerWithMsw(page, LOOKUP, [
    http.get(/\/v2\/lookup\/clubs(\.data)?$/, () => {
      asked++
      return HttpResponse.error()
    }),
  ])
  await openNewAthlete(page)
  await page.getByLabel('First name').fill('Offline')
  const before = await (await offered(page, 'Club')).count()
  const club = page.getByLabel('Club', { exact: true })
  await club.pressSequentially('Mswf')
  await expect.poll(() => asked).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(club).toHaveValue('Mswf')
  await expect(page.getByLabel('First name')).toHaveValue('Offline')
  await expect(await offered(page, 'Club')).toHaveCount(before)
  expect(pageErrors).toEqual([])
})
