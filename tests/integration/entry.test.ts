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

const switchCalls = () => app.sim.calls.count('/wp-json/e4s/v5/entry/switch')
const entryOf = (athleteId: number, ceid: number) => app.sim.state.entries.find((e) => e.athleteId === athleteId && e.ceid === ceid)

/** Gull Point asks who each athlete represents: the athlete has answered (as the entity picker saves it). */
function representsAtGullPoint(athleteId: number) {
  const athlete = app.sim.state.athletes.find((a) => a.id === athleteId)!
  const club = app.sim.state.seed.clubs.find((c) => c.name === 'Larkhill Striders')!
  athlete.options.genericCompAthleteEntities[String(ENTRY_DEMO.limitsCompId)] = { id: club.id, name: club.name }
}

describe('switching an entry to another event', () => {
  const athlete = String(ENTRY_DEMO.athleteId)
  const C = ENTRY_DEMO.rulesCeids

  it('moves an in-cart entry, with a message; a refusal of the legacy site changes nothing', async () => {
    expect((await post(entryUrl(), { intent: 'tick', athlete, ceid: String(C.longJump) })).status).toBe(200)
    const entryId = entryOf(ENTRY_DEMO.athleteId, C.longJump)!.entryId
    // The entry keeps its Long Jump PB, below the Triple Jump minimum: the legacy site says no.
    const before = switchCalls()
    const refused = await post(entryUrl(), { intent: 'switch', athlete, from: String(C.longJump), to: String(C.tripleJump) })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('PB is below standard min.')
    expect(switchCalls()).toBe(before + 1)
    expect(entryOf(ENTRY_DEMO.athleteId, C.longJump)?.entryId).toBe(entryId)
    const res = await post(`${entryUrl()}?athlete=${athlete}`, { intent: 'switch', athlete, from: String(C.longJump), to: String(C.m800) })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Entry for Isla Fenwick switched from Long Jump to 800m.')
    expect(entryOf(ENTRY_DEMO.athleteId, C.m800)?.entryId).toBe(entryId)
    expect(entryOf(ENTRY_DEMO.athleteId, C.longJump)).toBeUndefined()
  })

  it('shows the switch states in the address: source set, destination chosen, cancelled', async () => {
    const base = `${entryUrl()}?athlete=${athlete}`
    const source = await (await fetch(`${base}&switch=${C.m800}`, { headers: { cookie } })).text()
    expect(source).toContain('Switch event: 800m')
    expect(source).toContain(`switch=${C.m800}&amp;to=${C.tripleJump}`)
    // 100m needs a PB the athlete has not given: not a destination.
    expect(source).not.toContain(`to=${C.m100}`)
    const chosen = await (await fetch(`${base}&switch=${C.m800}&to=${C.m200}`, { headers: { cookie } })).text()
    expect(chosen).toContain('Move the entry for Isla Fenwick from 800m to 200m?')
    expect(chosen).toContain('Confirm switch')
    const refused = await (await fetch(`${base}&switch=${C.m800}&to=${C.m100}`, { headers: { cookie } })).text()
    expect(refused).not.toContain('Confirm switch')
    const none = await (await fetch(`${base}&switch=${C.m200}`, { headers: { cookie } })).text()
    expect(none).not.toContain('Switch event:')
  })

  it.each([
    ['a row without an entry of the user', { from: C.m200, to: C.m800 }, 409, 'There is no entry of yours to switch on that event.'],
    ['a destination the rules disable', { from: C.m800, to: C.m100 }, 409, '100m is not available to switch to.'],
    ['the same event', { from: C.m800, to: C.m800 }, 409, '800m is not available to switch to.'],
    ['an event of another competition', { from: C.m800, to: ENTRY_DEMO.limitsCeids.m100 }, 400, 'That event is not part of this competition.'],
  ])('refuses %s before any upstream change', async (_name, { from, to }, status, text) => {
    const before = switchCalls()
    const res = await post(entryUrl(), { intent: 'switch', athlete, from: String(from), to: String(to) })
    expect(res.status).toBe(status)
    expect(await res.text()).toContain(text)
    expect(switchCalls()).toBe(before)
  })

  it('refuses a switch before the athlete has said who they represent, where the competition asks', async () => {
    const before = switchCalls()
    const L = ENTRY_DEMO.limitsCeids
    const res = await post(`${app.url}/v2/entry-v2/${ENTRY_DEMO.limitsCompId}`, {
      intent: 'switch',
      athlete: String(ENTRY_DEMO.expiredAthleteId),
      from: String(L.discusPaid),
      to: String(L.m3000Day2),
    })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('Choose who the athlete represents before entering events.')
    expect(switchCalls()).toBe(before)
  })

  it("refuses another user's athlete, and another user's entry on a shared athlete", async () => {
    representsAtGullPoint(ENTRY_DEMO.sharedAthleteId)
    const before = switchCalls()
    const foreign = await post(entryUrl(), { intent: 'switch', athlete: String(ENTRY_DEMO.foreignAthleteId), from: String(C.m200), to: String(C.m800) })
    expect(foreign.status).toBe(404)
    const L = ENTRY_DEMO.limitsCeids
    const theirs = await post(`${app.url}/v2/entry-v2/${ENTRY_DEMO.limitsCompId}`, {
      intent: 'switch',
      athlete: String(ENTRY_DEMO.sharedAthleteId),
      from: String(L.m200Day2),
      to: String(L.m3000Day2),
    })
    expect(theirs.status).toBe(409)
    expect(await theirs.text()).toContain('There is no entry of yours to switch on that event.')
    expect(switchCalls()).toBe(before)
  })

  it('moves a paid entry and it stays confirmed', async () => {
    representsAtGullPoint(ENTRY_DEMO.athleteId)
    const L = ENTRY_DEMO.limitsCeids
    const url = `${app.url}/v2/entry-v2/${ENTRY_DEMO.limitsCompId}`
    const res = await post(`${url}?athlete=${athlete}`, { intent: 'switch', athlete, from: String(L.discusPaid), to: String(L.m3000Day2) })
    expect(res.status).toBe(200)
    expect(entryOf(ENTRY_DEMO.athleteId, L.m3000Day2)?.paid).toBe(1)
    const page = await (await fetch(`${url}?athlete=${athlete}`, { headers: { cookie } })).text()
    expect(page).toContain('Switch 3000m to another event')
    expect(page).not.toContain('Switch Discus to another event')
  })
})

describe('the browser gets what the rules need, and nothing secret', () => {
  it('the schedule data carries the rule inputs but no token', async () => {
    const data = await (await fetch(`${entryUrl()}.data?athlete=${ENTRY_DEMO.athleteId}`, { headers: { cookie } })).text()
    for (const field of ['maxEvents', 'represents', 'allowUnregistered', 'uniqueEventGroups']) expect(data).toContain(field)
    for (const token of app.sim.state.tokens.keys()) expect(data).not.toContain(token)
    expect(data).not.toMatch(/userEmail|password/i)
  })
})

describe('sections the competition hides or opens', () => {
  const ticketComp = () => app.sim.state.seed.competitions.find((c) => c.options.ui.entryDefaultPanel === 'SHOP_ONLY')!

  it('SHOP default with TEAMS hidden: the order summary starts open; choosing an athlete opens the schedule', async () => {
    const url = `${app.url}/v2/entry-v2/${ENTRY_DEMO.limitsCompId}`
    const html = await (await fetch(url, { headers: { cookie } })).text()
    expect(html).toMatch(/<details><summary><h2 id="athletes-heading">/)
    expect(html).toMatch(/<details><summary><h2 id="schedule-heading">/)
    expect(html).toMatch(/<details open=""><summary><h2 id="summary-heading">/)
    const chosen = await (await fetch(`${url}?athlete=${ENTRY_DEMO.athleteId}`, { headers: { cookie } })).text()
    expect(chosen).toMatch(/<details open=""><summary><h2 id="schedule-heading">/)
  })

  it('hidden sections are not rendered and their actions are refused with no upstream call', async () => {
    const url = `${app.url}/v2/entry-v2/${ticketComp().id}`
    // The athlete steps (entity picker, multi-event PBs) live in the schedule section: not loaded either.
    const entryCalls = ['/wp-json/e4s/v5/events', '/wp-json/e4s/v5/product', '/wp-json/e4s/v5/entry', '/wp-json/e4s/v5/athlete']
    const before = entryCalls.map((path) => app.sim.calls.count(path))
    const query = `athlete=${ENTRY_DEMO.athleteId}&multi=${ENTRY_DEMO.multiCeids.pentathlon}&entitySearch=gull`
    const html = await (await fetch(`${url}?${query}`, { headers: { cookie } })).text()
    expect(html).toContain('id="summary-heading"')
    expect(html).not.toContain('id="schedule-heading"')
    expect(html).not.toContain('id="athletes-heading"')
    expect(html).not.toContain('id="entity-heading"')
    for (const intent of ['tick', 'pb', 'switch', 'entity', 'multiPbs']) {
      const fields = { intent, athlete: String(ENTRY_DEMO.athleteId), ceid: '1', from: '1', to: '2', pb: '12', entity: '1', 'pb-1': '12' }
      const res = await post(url, fields)
      expect(res.status).toBe(403)
      expect(await res.text()).toContain('This part of the entry page is not available for this competition.')
    }
    expect(entryCalls.map((path) => app.sim.calls.count(path))).toEqual(before)
  })
})
