import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'
import { simulatorUrl } from '../../playwright.config'

export const DEMO = { username: 'entrant', password: 'Entrant!2026' }

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

export async function login(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
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
