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

describe('user search (GET /v5/users)', () => {
  it('finds users by name, login or email for an admin, a page at a time, with the total', async () => {
    const token = await api.token('admin', 'Admin!2026')
    const first = (await api.call('GET', '/wp-json/e4s/v5/users?search=&page=1&pagesize=10', { token })).body
    expect(first.data).toHaveLength(10)
    expect(first.meta).toEqual({ page: 1, pagesize: 10, total: sim.state.users.length })
    const second = (await api.call('GET', '/wp-json/e4s/v5/users?page=2&pagesize=10', { token })).body
    expect(second.data).toHaveLength(sim.state.users.length - 10)
    const runner = (await api.call('GET', '/wp-json/e4s/v5/users?search=RUNNER', { token })).body
    expect(runner.data.map((u: { display_name: string }) => u.display_name)).toEqual(['Runner 1', 'Runner 2', 'Runner 3', 'Runner 4'])
    expect(runner.data[0]).toEqual({ id: expect.any(Number), display_name: 'Runner 1', user_email: 'runner1@example.org', role: 'USER' })
  })

  it('refuses anyone but an admin, and no token', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('GET', '/wp-json/e4s/v5/users', { token })).body.errNo).toBe(1)
    expect((await api.call('GET', '/wp-json/e4s/v5/users')).status).toBe(401)
  })
})
