import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORGANISATIONS } from '../seed/reference-data'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({})
  api = client(sim)
})
afterAll(() => sim.close())

const V5 = '/wp-json/e4s/v5'
// The organiser builds for the first organisation, the rival organiser for the second (seed/users.ts).
const BUILDER_ORG = ORGANISATIONS[0] as { id: number; name: string }
const RIVAL_ORG = ORGANISATIONS[1] as { id: number; name: string }
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

async function upload(token: string, file: Blob | null) {
  const form = new FormData()
  if (file) form.set('file', file, 'logo.png')
  else form.set('note', 'no file')
  const res = await fetch(`${sim.url}${V5}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  return (await res.json()) as { errNo: number; error: string; path?: string }
}

describe('organisations from the builder (GET, POST and PUT /v5/comporg)', () => {
  it('an organiser creates one: it waits for approval, the organiser builds for it at once and reads it back', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    const created = (
      await api.call('POST', `${V5}/comporg`, {
        token,
        json: { id: 0, name: ' Harbour Juniors ', logo: '', stripeUser: { id: 7 }, options: { checkIn: { useTerms: true, terms: 'T' } } },
      })
    ).body
    expect(created).toMatchObject({ errNo: 0, data: { name: 'Harbour Juniors', status: 'PENDING', stripeUser: { id: 7 } } })
    const id = created.data.id as number
    const mine = (await api.call('GET', `${V5}/myorgs/${sim.state.users.find((u) => u.login === 'organiser')?.id}`, { token })).body
    expect(mine.data.map((o: { id: number }) => o.id)).toContain(id)
    const read = (await api.call('GET', `${V5}/comporg/${id}`, { token })).body
    expect(read.data).toMatchObject({ id, name: 'Harbour Juniors', options: { checkIn: { useTerms: true, terms: 'T' } } })
    // The config the BFF reads after the save carries the new grant.
    const config = (await api.call('GET', `${V5}/public/config`, { token })).body
    expect(config.data.userInfo.security.permissions).toContainEqual(expect.objectContaining({ role: 'BUILDER', orgid: id }))
  })

  it('refuses a nameless organisation, a name taken, and another organisation to a builder', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('POST', `${V5}/comporg`, { token, json: { id: 0, name: '  ' } })).body).toMatchObject({
      errNo: 1,
      error: 'Enter an organisation name.',
    })
    expect((await api.call('POST', `${V5}/comporg`, { token, json: { name: BUILDER_ORG.name } })).body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/comporg/${RIVAL_ORG.id}`, { token })).body).toMatchObject({ errNo: 1, error: /builder access/ })
    expect((await api.call('PUT', `${V5}/comporg/${RIVAL_ORG.id}`, { token, json: { name: 'Taken over' } })).body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/comporg/999999`, { token })).body).toMatchObject({ errNo: 1, error: /not found/ })
  })

  it('updates the name, logo and payment connect user of an organisation the user builds for', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    const saved = (
      await api.call('PUT', `${V5}/comporg/${BUILDER_ORG.id}`, {
        token,
        json: { id: BUILDER_ORG.id, name: BUILDER_ORG.name, logo: '/wp-content/uploads/e4s/x.png', stripeUser: { id: 3 } },
      })
    ).body
    expect(saved.data).toMatchObject({ id: BUILDER_ORG.id, logo: '/wp-content/uploads/e4s/x.png', stripeUser: { id: 3 } })
  })
})

describe('upload (POST /v5/upload)', () => {
  it('keeps the file and serves it at the path it answers', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    const done = await upload(token, new Blob([PNG], { type: 'image/png' }))
    expect(done).toMatchObject({ errNo: 0, path: expect.stringMatching(/^\/wp-content\/uploads\/e4s\/\d+-logo\.png$/) })
    const served = await fetch(`${sim.url}${done.path}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })

  it('answers errNo 1 without a file, and 401 without a token', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    expect(await upload(token, null)).toMatchObject({ errNo: 1, error: 'No file uploaded.' })
    expect((await fetch(`${sim.url}${V5}/upload`, { method: 'POST', body: new FormData() })).status).toBe(401)
  })
})
