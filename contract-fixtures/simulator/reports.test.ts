import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({})
  api = client(sim)
})
afterAll(() => sim.close())

const REPORT = '/wp-json/e4s/v5/report'

describe('the report list (GET /v5/report/readid)', () => {
  it('lists each report with whether it needs a competition, for an admin', async () => {
    const token = await api.token('admin', 'Admin!2026')
    const body = (await api.call('GET', `${REPORT}/readid?compid=0`, { token })).body
    expect(body.data).toEqual([
      { id: 'competitions', name: 'Competitions', compRequired: false },
      { id: 'users', name: 'Users', compRequired: false },
      { id: 'entries', name: 'Entries', compRequired: true },
    ])
  })

  it('refuses anyone but an admin, and no token', async () => {
    const token = await api.token('finance', 'Finance!2026')
    expect((await api.call('GET', `${REPORT}/readid?compid=0`, { token })).body).toMatchObject({ errNo: 1, error: /permission/ })
    expect((await api.call('GET', `${REPORT}/readid?compid=0`)).status).toBe(401)
  })
})

describe('a report run (GET /v5/report?compid&reportid&email)', () => {
  it('answers the columns and a row per seeded competition', async () => {
    const token = await api.token('admin', 'Admin!2026')
    const body = (await api.call('GET', `${REPORT}?compid=0&reportid=competitions&email=0`, { token })).body
    expect(body.data.title).toBe('Competitions')
    expect(body.data.columns.map((c: { key: string }) => c.key)).toEqual(['id', 'name', 'date', 'organisation', 'active'])
    expect(body.data.rows).toHaveLength(sim.state.seed.competitions.length)
  })

  it('refuses an unknown report, and a competition report without a known competition', async () => {
    const token = await api.token('admin', 'Admin!2026')
    expect((await api.call('GET', `${REPORT}?compid=0&reportid=nope&email=0`, { token })).body).toMatchObject({
      errNo: 1,
      error: /not found/,
    })
    expect((await api.call('GET', `${REPORT}?compid=0&reportid=entries&email=0`, { token })).body).toMatchObject({
      errNo: 1,
      error: /not found/,
    })
    const comp = sim.state.seed.competitions[0]!
    expect((await api.call('GET', `${REPORT}?compid=${comp.id}&reportid=entries&email=0`, { token })).body.errNo).toBe(0)
  })
})

describe("the organiser report: a competition's builder, for its reports only", () => {
  it("lists and runs the competition's reports for its builder; the site's reports and another organisation's competition are refused", async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    const own = sim.state.seed.competitions.find((c) => c.compOrgId === 12)!
    const other = sim.state.seed.competitions.find((c) => c.compOrgId !== 12)!
    expect((await api.call('GET', `${REPORT}/readid?compid=${own.id}`, { token })).body.data).toEqual([
      { id: 'entries', name: 'Entries', compRequired: true },
    ])
    expect((await api.call('GET', `${REPORT}?compid=${own.id}&reportid=entries&email=0`, { token })).body.errNo).toBe(0)
    expect((await api.call('GET', `${REPORT}?compid=${own.id}&reportid=users&email=0`, { token })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', `${REPORT}/readid?compid=0`, { token })).body).toMatchObject({ errNo: 1, error: /permission/ })
    expect((await api.call('GET', `${REPORT}/readid?compid=${other.id}`, { token })).body).toMatchObject({ errNo: 1, error: /permission/ })
  })
})
