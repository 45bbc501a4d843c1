import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'
import { simulatorUrl } from '../../playwright.config'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'

export const DEMO = { username: 'entrant', password: 'Entrant!2026' }

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectAccessible(page: Page) {
  // Colours are judged as they settle: a toast half way through fading in reads as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  // The same rules, run in the page itself: the default mode opens a second page to merge the
  // frames' results, and details every passing node, which together tripled each check's time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

export async function login(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

/** Logs in with a form post that shares the page's cookies: for journeys whose subject is not the login form. */
export async function loginByPost(page: Page, username: string, password: string) {
  const res = await page.request.post('/v2/login-v2', { form: { username, password }, maxRedirects: 0 })
  expect(res.status()).toBe(302)
}

/** Logs in, then puts 200m for the demo athlete in the cart with form posts (the browser's cookies). */
export async function loginWith200m(page: Page) {
  await page.goto('/v2/login-v2')
  await login(page, ENTRY_DEMO.username, ENTRY_DEMO.password)
  await expect(page).toHaveURL(/\/v2$/)
  const form = (fields: Record<string, string>) =>
    page.request.post(`/v2/entry-conditions/${ENTRY_DEMO.rulesCompId}`, { form: fields, maxRedirects: 0 })
  await form({ intent: 'priority', code: ENTRY_DEMO.rulesCode })
  await form({ intent: 'terms' })
  await page.goto('/v2/cart')
  if ((await page.getByRole('rowheader', { name: '200m' }).count()) === 0) {
    const res = await page.request.post(`/v2/entry-v2/${ENTRY_DEMO.rulesCompId}`, {
      form: { intent: 'tick', athlete: String(ENTRY_DEMO.athleteId), ceid: String(ENTRY_DEMO.rulesCeids.m200) },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(200)
    await page.goto('/v2/cart')
  }
  await expect(page.getByRole('rowheader', { name: '200m' })).toBeVisible()
}

/** The simulator keeps the mails the legacy site would send. */
export async function lastMailTo(login: string): Promise<{ link: string }> {
  const res = await fetch(`${simulatorUrl}/__sim/outbox`)
  const mails = (await res.json()) as Array<{ login: string; link: string }>
  const mail = mails.filter((m) => m.login === login).at(-1)
  if (!mail) throw new Error(`no mail for ${login}`)
  return mail
}

/** Every page must hydrate under the enforced CSP: collect violations and page errors. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) errors.push(m.text())
    })
    await use(errors)
    expect(errors).toEqual([])
  },
})

export { expect }
