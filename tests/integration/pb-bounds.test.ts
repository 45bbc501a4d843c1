import { afterAll, beforeAll, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

let app: TestApp
let cookie: string

beforeAll(async () => {
  app = await startTestApp({ redis: true })
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
})
afterAll(async () => {
  await app?.close()
})

const pbCalls = () => app.sim.calls.count('/wp-json/e4s/v5/athlete/pbupdate')

it.each([
  ['99', 400, 'PB is above standard min.'],
  ['6.10', 200, 'PB saved'],
])('a Long Jump without min/max: PB %s answers %i "%s" (issue 11)', async (pb, status, text) => {
  const before = pbCalls()
  const url = `${app.url}/v2/entry-v2/${ENTRY_DEMO.limitsCompId}`
  const res = await postForm(url, { intent: 'pb', athlete: String(ENTRY_DEMO.athleteId), ceid: String(ENTRY_DEMO.limitsCeids.longJump), pb }, { cookie })
  expect(res.status).toBe(status)
  expect(await res.text()).toContain(text)
  expect(pbCalls()).toBe(before + (status === 200 ? 1 : 0))
})
