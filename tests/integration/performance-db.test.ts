import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { loginAll, startTestApp, type TestApp } from '../support/app'

// The external performance database on the athlete page (2-entry §6, §7 pof10pbs), against the built
// app (npm run build first): EA-registered athletes only, read when asked, a failure a message.

let app: TestApp
let cookies: Record<'entrant' | 'rivalorganiser', string>
const PBS = '/wp-json/e4s/v5/athlete/pof10pbs'
const page = async (path: string, cookie: string, lang = 'en') => {
  const res = await fetch(`${app.url}${path}`, { headers: { cookie, 'accept-language': lang } })
  return { status: res.status, html: await res.text() }
}

beforeAll(async () => {
  app = await startTestApp()
  cookies = await loginAll(app, { entrant: 'Entrant!2026', rivalorganiser: 'Rival!2026' })
})
afterAll(async () => {
  await app?.close()
})

describe('the performance database on the athlete page', () => {
  const ATHLETE = `/v2/athlete-v2/${ENTRY_DEMO.athleteId}`

  it('offers a link for an EA-registered athlete and reads nothing until it is followed', async () => {
    app.sim.calls.reset()
    const { status, html } = await page(ATHLETE, cookies.entrant)
    expect(status).toBe(200)
    expect(html).toContain('Performance database')
    expect(html).toContain(`href="${ATHLETE}?performanceDb=1"`)
    expect(app.sim.calls.count(PBS)).toBe(0)
  })

  it('shows the PBs the database holds when asked, in English and French', async () => {
    const { html } = await page(`${ATHLETE}?performanceDb=1`, cookies.entrant)
    expect(html).toMatch(/<th scope="row">800m<\/th><td>2:31\.50<\/td><td>2:33\.20<\/td>/)
    expect(html).toMatch(/<th scope="row">Long Jump<\/th><td>4\.35<\/td><td>4\.20<\/td>/)
    expect((await page(`${ATHLETE}?performanceDb=1`, cookies.entrant, 'fr')).html).toContain(
      'Records personnels de la base de performances',
    )
  })

  it('a failed read is a message; the page and the form still render', async () => {
    app.sim.faults.add({ pathPrefix: PBS, status: 200, body: JSON.stringify({ errNo: 1, error: 'Database offline.' }), times: 1 })
    const { status, html } = await page(`${ATHLETE}?performanceDb=1`, cookies.entrant)
    expect(status).toBe(200)
    expect(html).toContain('Database offline.')
    expect(html).toContain('name="firstName"')
    expect(html).not.toContain('<caption>PBs from the performance database</caption>')
  })

  it('an athlete without an EA registration has no such section, and another user cannot ask for one', async () => {
    const user = app.sim.state.users.find((u) => u.login === 'entrant')!
    const demo = app.sim.state.athletes.find((a) => a.id === ENTRY_DEMO.athleteId)!
    const unregistered = { ...structuredClone(demo), id: 987_654, urn: '', firstName: 'Unregistered' }
    app.sim.state.athletes.push(unregistered)
    app.sim.state.userAthletes.push({ userId: user.id, athleteId: unregistered.id })
    const own = await page(`/v2/athlete-v2/${unregistered.id}?performanceDb=1`, cookies.entrant)
    expect(own.status).toBe(200)
    expect(own.html).toContain('Unregistered')
    expect(own.html).not.toContain('Performance database')
    app.sim.calls.reset()
    expect((await page(`${ATHLETE}?performanceDb=1`, cookies.rivalorganiser)).status).toBe(404)
    expect(app.sim.calls.count(PBS)).toBe(0)
  })
})
