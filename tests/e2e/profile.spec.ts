import { createSeed } from '../../contract-fixtures/seed'
import { expect, expectAccessible, login, test } from './fixtures'

/**
 * A signed-in user opens their profile from the My Profile menu, starting at the home page, names
 * a club that does not exist (the form keeps it and says so), then one that does: 'Profile
 * successfully updated.' and the club among those they represent. With and without JavaScript;
 * each run sets its own club (the journeys share one simulator). axe on each page state (it needs
 * JavaScript in the page, so with JavaScript only).
 */

const seed = createSeed(1)
const runner4 = seed.users.find((u) => u.login === 'runner4')!
const clubs = seed.clubs.filter((c) => c.clubType === 'C' && !seed.users.some((u) => u.clubs.some((e) => e.id === c.id)))

test.beforeEach(() => test.slow())

for (const [i, js] of [true, false].entries()) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('self-service profile: from the menu, a refusal of an unknown club, then a club set', async ({ page }) => {
      const club = clubs[i]!
      await page.goto('/v2')
      await page.getByRole('link', { name: 'Login' }).first().click()
      await login(page, runner4.login, 'Runner!2026')
      await expect(page).toHaveURL(/\/v2$/)
      await page.getByText('My Profile').click()
      await page.getByRole('link', { name: 'Update profile' }).click()
      await expect(page).toHaveURL(/\/v2\/profile-v2$/)
      await expect(page).toHaveTitle('My profile')
      await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
      if (js) await expectAccessible(page)

      const form = page.getByRole('form', { name: 'Set your club' })
      await form.getByLabel('Club').fill('No Such Harriers')
      await form.getByRole('button', { name: 'Update profile' }).click()
      await expect(form.getByRole('alert')).toHaveText('No club of that name: choose one from the list.')
      await expect(form.getByLabel('Club')).toHaveValue('No Such Harriers')
      if (js) await expectAccessible(page)

      await form.getByLabel('Club').fill(club.name)
      await form.getByRole('button', { name: 'Update profile' }).click()
      await expect(form.getByRole('status')).toHaveText('Profile successfully updated.')
      await expect(page.getByTestId('profile-clubs').getByText(club.name, { exact: true })).toBeVisible()
      if (js) await expectAccessible(page)

      // The reloaded config stays in the session: the club is listed on a fresh visit too.
      await page.goto('/v2/profile-v2')
      await expect(page.getByTestId('profile-clubs').getByText(club.name, { exact: true })).toBeVisible()
    })
  })
}
