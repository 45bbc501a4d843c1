import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The club-claim note on My Athletes (3-organiser-admin §9, decision 072), against the built app
// (npm run build first): the entrant's own list is Fenwick, Garside and Ingram, all of Larkhill Striders.

let app: TestApp

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

async function logIn(username: string, password: string) {
  const res = await postForm(`${app.url}/v2/login-v2`, { username, password })
  expect(res.status).toBe(302)
  return sessionCookie(res)
}

const page = async (cookie: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${app.url}/v2/athletes-v2`, { redirect: 'manual', headers: { cookie, ...headers } })
  expect(res.status).toBe(200)
  return res.text()
}
const entrantId = () => app.sim.state.users.find((u) => u.login === 'entrant')!.id

describe('the club-claim note on My Athletes', () => {
  it('shows a user without entities whose athletes are of one club under three surnames, in English and French', async () => {
    const cookie = await logIn('entrant', 'Entrant!2026')
    const en = await page(cookie)
    expect(en).toContain('Entering for Larkhill Striders?')
    expect(en).toContain('have 3 different surnames')
    expect(en).toContain('href="/v2/profile-v2">Name Larkhill Striders in my profile</a>')
    const fr = await page(cookie, { 'accept-language': 'fr' })
    expect(fr).toContain('Vous inscrivez pour Larkhill Striders ?')
    expect(fr).toContain('Indiquer Larkhill Striders dans mon profil')
  })

  it('is not shown for two surnames, nor to a club representative or an admin', async () => {
    const links = app.sim.state.userAthletes
    const ingram = links.find((l) => l.userId === entrantId() && l.athleteId === ENTRY_DEMO.expiredAthleteId)!
    app.sim.state.userAthletes = links.filter((l) => l !== ingram)
    try {
      expect(await page(await logIn('entrant', 'Entrant!2026'))).not.toContain('Entering for')
    } finally {
      app.sim.state.userAthletes.push(ingram)
    }
    expect(await page(await logIn('clubrep', 'Clubrep!2026'))).not.toContain('Entering for')
    expect(await page(await logIn('admin', 'Admin!2026'))).not.toContain('Entering for')
  })

  it('a failed read leaves the note out and the page standing', async () => {
    const cookie = await logIn('entrant', 'Entrant!2026')
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/athletes', status: 500 })
    try {
      const html = await page(cookie)
      expect(html).not.toContain('Entering for')
      expect(html).toContain('<h1')
    } finally {
      app.sim.faults.clear()
    }
  })
})
