import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

let app: TestApp
let cookie: string
const comp = ENTRY_DEMO.rulesCompId
const entryUrl = () => `${app.url}/v2/entry-v2/${comp}`

async function post(url: string, fields: Record<string, string>) {
  const res = await postForm(url, fields, { cookie })
  const next = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))
  if (next) cookie = next.split(';')[0]
  return res
}

beforeAll(async () => {
  app = await startTestApp({ redis: true })
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
})
afterAll(async () => {
  await app?.close()
})

const productCalls = () => app.sim.calls.count('/wp-json/e4s/v5/product')

describe('entry conditions', () => {
  it('the entry page sends the user to the priority screen until the code is given, then to the terms', async () => {
    const first = await fetch(entryUrl(), { headers: { cookie }, redirect: 'manual' })
    expect(first.headers.get('location')).toBe(`/v2/entry-conditions/${comp}`)
    const wrong = await post(`${app.url}/v2/entry-conditions/${comp}`, { intent: 'priority', code: 'nope' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Code entered does not match.')
    // Accepting the terms cannot skip the code.
    const skip = await post(`${app.url}/v2/entry-conditions/${comp}`, { intent: 'terms' })
    expect(skip.headers.get('location')).toBe(`/v2/entry-conditions/${comp}`)
    const right = await post(`${app.url}/v2/entry-conditions/${comp}`, { intent: 'priority', code: ENTRY_DEMO.rulesCode.toLowerCase() })
    expect(right.headers.get('location')).toBe(`/v2/entry-conditions/${comp}`)
    const terms = await post(`${app.url}/v2/entry-conditions/${comp}`, { intent: 'terms' })
    expect(terms.headers.get('location')).toBe(`/v2/entry-v2/${comp}`)
    expect((await fetch(entryUrl(), { headers: { cookie } })).status).toBe(200)
  })
})

describe('tampered form posts change nothing upstream', () => {
  it("another user's athlete: 404 with a message, no product asked for", async () => {
    const before = productCalls()
    const res = await post(entryUrl(), { intent: 'tick', athlete: String(ENTRY_DEMO.foreignAthleteId), ceid: String(ENTRY_DEMO.rulesCeids.m200) })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('That athlete is not one of yours.')
    expect(productCalls()).toBe(before)
  })

  it('a ceid of another competition: 400 with a message, no product asked for', async () => {
    const before = productCalls()
    const res = await post(entryUrl(), { intent: 'tick', athlete: String(ENTRY_DEMO.athleteId), ceid: String(ENTRY_DEMO.limitsCeids.m100) })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('That event is not part of this competition.')
    expect(productCalls()).toBe(before)
  })

  it.each([
    ['-12.5', 'Only positive numbers.'],
    ['12,5', 'Only enter numbers.'],
    ['99999', 'PB is above standard min.'],
    ['5.00', 'PB is below standard min.'],
    ['1:2:3:4', 'Too many separators entered..'],
  ])('PB %s is refused with "%s" and nothing is saved', async (pb, text) => {
    const before = app.sim.calls.count('/wp-json/e4s/v5/athlete/pbupdate')
    const res = await post(entryUrl(), { intent: 'pb', athlete: String(ENTRY_DEMO.athleteId), ceid: String(ENTRY_DEMO.rulesCeids.m100), pb })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(text)
    expect(app.sim.calls.count('/wp-json/e4s/v5/athlete/pbupdate')).toBe(before)
  })

  it('a product id in the form is never used: only the rows of the schedule count', async () => {
    const before = productCalls()
    const res = await post(entryUrl(), { intent: 'tick', athlete: String(ENTRY_DEMO.athleteId), ceid: '0', productId: '999999' })
    expect(res.status).toBe(400)
    expect(productCalls()).toBe(before)
  })

  it('a row the rules disable cannot be ticked by posting the form anyway', async () => {
    // 100m has a mandatory PB the demo athlete has not given: "PB required."
    const before = productCalls()
    const res = await post(entryUrl(), { intent: 'tick', athlete: String(ENTRY_DEMO.athleteId), ceid: String(ENTRY_DEMO.rulesCeids.m100) })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('PB required.')
    expect(productCalls()).toBe(before)
  })
})
