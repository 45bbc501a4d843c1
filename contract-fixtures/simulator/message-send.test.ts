import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

// Sending a message (our invention, docs/legacy-wire.md "Send a message"): who may, who gets it.

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({})
  api = client(sim)
})
afterAll(() => sim.close())

const SEND = '/wp-json/e4s/v5/messages'
/** The competition of the seed's entries (organisation 54): the entrant and runner1 are entered. */
const COMP = 551
const message = (over: Record<string, unknown> = {}) => ({
  type: 'E',
  to: '',
  cc: '',
  bcc: '',
  subject: 'Timetable change',
  body: '<p>The 200m moves to 14:00.</p>',
  priority: 2,
  compId: COMP,
  recipients: 'competition',
  ...over,
})
const idOf = (login: string) => sim.state.users.find((u) => u.login === login)!.id
const unread = async (login: string, password: string) =>
  (await api.call('GET', '/wp-json/e4s/v5/messages/unread', { token: await api.token(login, password) })).body.data.count as number

describe('sending a message', () => {
  it("an admin's message to a competition reaches everyone entered in it, once each, unread", async () => {
    const before = await unread('entrant', 'Entrant!2026')
    const token = await api.token('admin', 'Admin!2026')
    const res = await api.call('POST', SEND, { token, json: message() })
    expect(res.body).toMatchObject({ errNo: 0, data: { id: expect.any(Number), recipients: 2 } })
    const sent = sim.state.messages.find((m) => m.id === res.body.data.id)!
    expect(sent.to.sort()).toEqual([idOf('entrant'), idOf('runner1')].sort())
    expect(sent).toMatchObject({ compId: COMP, type: 'E', subject: 'Timetable change', priority: 'normal', readBy: [] })
    expect(await unread('entrant', 'Entrant!2026')).toBe(before + 1)
  })

  it('an admin may write to every user; nobody else may', async () => {
    const res = await api.call('POST', SEND, {
      token: await api.token('admin', 'Admin!2026'),
      json: message({ recipients: 'all', compId: 0 }),
    })
    expect(res.body.data.recipients).toBe(sim.state.users.length)
    const count = sim.state.messages.length
    const refused = await api.call('POST', SEND, {
      token: await api.token('organiser', 'Organiser!2026'),
      json: message({ recipients: 'all', compId: 0 }),
    })
    expect(refused.body.errNo).toBeGreaterThan(0)
    expect(sim.state.messages.length).toBe(count)
  })

  it('refuses a builder of another organisation and an entrant, and sends nothing', async () => {
    const count = sim.state.messages.length
    for (const [login, password] of [
      ['organiser', 'Organiser!2026'],
      ['entrant', 'Entrant!2026'],
    ] as const) {
      const res = await api.call('POST', SEND, { token: await api.token(login, password), json: message() })
      expect(res.body.errNo, login).toBeGreaterThan(0)
    }
    expect(sim.state.messages.length).toBe(count)
  })

  it('refuses a message without a subject or body, an unknown competition, and no token', async () => {
    const token = await api.token('admin', 'Admin!2026')
    expect((await api.call('POST', SEND, { token, json: message({ subject: ' ' }) })).body.errNo).toBe(1)
    expect((await api.call('POST', SEND, { token, json: message({ body: '' }) })).body.errNo).toBe(1)
    expect((await api.call('POST', SEND, { token, json: message({ compId: 999999 }) })).body.error).toBe('Competition not found')
    expect((await api.call('POST', SEND, { json: message() })).status).toBe(401)
  })
})
