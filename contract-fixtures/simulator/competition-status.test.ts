import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let admin: string
let organiser: string
const STATUS = '/wp-json/e4s/v5/competition/status'
const summary = async (id: number) => (await api.call('GET', `/wp-json/e4s/v5/public/comp/${id}/info`)).body.data.status

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  admin = await api.token('admin', 'Admin!2026')
  organiser = await api.token('organiser', 'Organiser!2026')
})
afterAll(() => sim.close())

describe('the competition status workflow at the simulator', () => {
  it('seeds a competition at each status; the public summary carries it without paid, reference or notes', async () => {
    expect(await summary(526)).toEqual({ id: 5260, compid: 526, wfid: 1, code: 'NEW', description: 'New', status: 'Pending' })
    expect((await summary(501)).description).toBe('Approved')
    expect((await summary(527)).description).toBe('Invoiced')
    expect((await summary(514)).description).toBe('Paid')
  })

  it('reads the whole status with the workflow for an admin, refuses anyone else', async () => {
    const read = await api.call('GET', `${STATUS}/527`, { token: admin })
    expect(read.body.data).toMatchObject({ wfid: 3, previd: 2, prevdescription: 'Approved', nextid: 4, nextdescription: 'Paid', paid: '' })
    expect(read.body.meta.workflow.map((w: { code: string }) => w.code)).toEqual(['NEW', 'APPROVED', 'INVOICED', 'PAID'])
    expect((await api.call('GET', `${STATUS}/527`, { token: organiser })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', `${STATUS}/527`)).status).toBe(401)
    expect((await api.call('GET', `${STATUS}/99999`, { token: admin })).body).toEqual({ errNo: 1, error: 'Competition not found' })
  })

  it('moves along the workflow; PAID needs a bank reference; a step too far is refused', async () => {
    const post = (body: object, token = admin) => api.call('POST', STATUS, { token, json: body })
    expect((await post({ compid: 526, paid: '', moveto: 2 })).body).toEqual({ errNo: 1, error: 'Enter Paid.' })
    expect((await post({ compid: 526, paid: '0', moveto: 0 })).body).toEqual({ errNo: 1, error: 'Enter move to.' })
    expect((await post({ compid: 526, paid: '0', moveto: 4 })).body).toMatchObject({ errNo: 1 })
    expect((await post({ compid: 526, paid: '0', moveto: 2 }, organiser)).body).toMatchObject({ errNo: 1 })
    expect((await post({ compid: 526, paid: '0', moveto: 2, notes: 'checked' })).body).toMatchObject({ errNo: 0, message: 'Status saved.' })
    expect(await summary(526)).toMatchObject({ wfid: 2, description: 'Approved', status: 'Approved' })
    expect((await post({ compid: 527, paid: '120', moveto: 4 })).body).toEqual({ errNo: 1, error: 'Bank reference required.' })
    expect((await post({ compid: 527, paid: '120', moveto: 4, reference: 'BACS 42' })).body).toMatchObject({ errNo: 0 })
    expect((await api.call('GET', `${STATUS}/527`, { token: admin })).body.data).toMatchObject({
      wfid: 4,
      reference: 'BACS 42',
      paid: '120',
    })
  })
})
