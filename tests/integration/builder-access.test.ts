import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract-fixtures/seed'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'
import { chargedFee, currentPrice } from '../../contract-fixtures/simulator/entry-model'

// The builder's loaders and actions × who asks (3-organiser-admin §6), against the built app (npm
// run build first): the wrong role gets the login page or 403, and nothing changes upstream.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  rivalorganiser: 'Rival!2026',
  organiser: 'Organiser!2026',
  admin: 'Admin!2026',
} as const
type Who = 'anonymous' | keyof typeof PASSWORDS
const WHO: Who[] = ['anonymous', 'entrant', 'rivalorganiser', 'organiser', 'admin']
/** The demo organiser's organisation, and a competition of it. */
const ORG = 12
let compId: number

const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
function general(over: Record<string, string> = {}) {
  const today = new Date().toISOString().slice(0, 10)
  return {
    name: 'Access Test Open',
    orgId: String(ORG),
    locationId: '1',
    indoorOutdoor: 'O',
    date: display(addDays(today, 40)),
    openDate: display(addDays(today, 2)),
    openTime: '09:00',
    closeDate: display(addDays(today, 30)),
    closeTime: '23:59',
    contactName: 'Demo Organiser',
    contactEmail: 'organiser@example.org',
    active: 'on',
    ...over,
  }
}

function addEvent(over: Record<string, string> = {}) {
  return {
    intent: 'add',
    eventId: String(app.sim.state.seed.events[0]!.id),
    groupName: 'Access 100m',
    ageGroupIds: String(app.sim.state.seed.ageGroups[0]!.id),
    startDate: display(addDays(new Date().toISOString().slice(0, 10), 40)),
    startTime: '10:30',
    maxAthletes: '12',
    priceDescription: 'Standard',
    price: '6',
    ...over,
  }
}

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  compId = app.sim.state.seed.competitions.find((c) => c.compOrgId === ORG && c.active)!.id
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { cookie: cookies[who]! })
const get = (path: string, who: Who) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })
const post = (path: string, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path}`, fields, headers(who))

/** What each role gets: 'login' (sent to log in), 403, or the status of the page or post that went through. */
type Expect = Record<Who, 'login' | 403 | 200 | 302>
const NEW_COMP: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 200, organiser: 200, admin: 200 }
const THEIR_COMP: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 403, organiser: 200, admin: 200 }

function check(res: Response, expected: Expect[Who]) {
  if (expected === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/v2\/login-v2\?redirectFrom=/)
  } else expect(res.status).toBe(expected)
}

/** An age group the competition has no rule for yet. */
function nextFreeAgeGroup() {
  const used = new Set(app.sim.state.seed.competitions.find((c) => c.id === compId)!.rules.map((r) => r.agid))
  return app.sim.state.seed.ageGroups.find((g) => !used.has(g.id))!.id
}

/** The event group of the competition's last event. */
const lastGroup = () => app.sim.state.seed.competitions.find((c) => c.id === compId)!.compEvents.at(-1)!.eventGroupId

/** A snapshot of what the builder can change upstream. */
const upstream = () =>
  JSON.stringify(
    app.sim.state.seed.competitions.map((c) => [c.id, c.name, c.compOrgId, c.options, c.compEvents.length, c.prices.length, c.rules]),
  )

describe('builder pages × roles', () => {
  const pages: Array<[string, () => string, Expect]> = [
    ['new competition, General', () => '/v2/builder-v2/0', NEW_COMP],
    ["an organisation's competition, General", () => `/v2/builder-v2/${compId}`, THEIR_COMP],
    ["an organisation's competition, Options", () => `/v2/builder-v2/${compId}/options`, THEIR_COMP],
    ["an organisation's competition, Events", () => `/v2/builder-v2/${compId}/events`, THEIR_COMP],
    ["an organisation's competition, Schedule", () => `/v2/builder-v2/${compId}/schedule`, THEIR_COMP],
    ["an organisation's competition, Rules", () => `/v2/builder-v2/${compId}/rules`, THEIR_COMP],
  ]
  for (const [label, path, expected] of pages)
    for (const who of WHO)
      it(`${label}: ${who} gets ${expected[who]}`, async () => {
        check(await get(path(), who), expected[who])
      })
})

describe('builder posts × roles: refused posts change nothing upstream', () => {
  const posts: Array<[string, () => string, () => Record<string, string>, Expect]> = [
    [
      'create for the organisation',
      () => '/v2/builder-v2/0/general',
      () => general(),
      { ...NEW_COMP, rivalorganiser: 403, organiser: 302, admin: 302 },
    ],
    [
      "save General of the organisation's competition",
      () => `/v2/builder-v2/${compId}/general`,
      () => general({ name: 'Renamed by a post' }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "save Options of the organisation's competition",
      () => `/v2/builder-v2/${compId}/options`,
      () => ({ laneCount: '6', heatOrder: 'f' }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "add an event to the organisation's competition",
      () => `/v2/builder-v2/${compId}/events`,
      () => addEvent(),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "delete an event of the organisation's competition",
      () => `/v2/builder-v2/${compId}/events`,
      () => ({ intent: 'delete', ceids: String(app.sim.state.seed.competitions.find((c) => c.id === compId)!.compEvents.at(-1)!.ceid) }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "save a rule of the organisation's competition",
      () => `/v2/builder-v2/${compId}/rules`,
      // Each accepted post adds the rule for the next age group (one rule per age group).
      () => ({ intent: 'save', ruleId: '0', agid: String(nextFreeAgeGroup()), maxEvents: '3' }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "delete a rule of the organisation's competition",
      () => `/v2/builder-v2/${compId}/rules`,
      () => ({ intent: 'deleteRule', ruleId: String(app.sim.state.seed.competitions.find((c) => c.id === compId)!.rules.at(-1)!.id) }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "rename an event group of the organisation's competition",
      () => `/v2/builder-v2/${compId}/events`,
      () => ({ intent: 'renameGroup', egId: String(lastGroup()), name: 'Renamed group' }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "flag an event group of the organisation's competition as results possible",
      () => `/v2/builder-v2/${compId}/events`,
      () => ({ intent: 'groupResults', egId: String(lastGroup()), possible: '1' }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "delete an event group of the organisation's competition",
      () => `/v2/builder-v2/${compId}/events`,
      () => ({ intent: 'deleteGroup', egId: String(lastGroup()) }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
    [
      "clone the organisation's competition",
      () => `/v2/builder-v2/${compId}/general`,
      () => ({ intent: 'clone', cloneDate: display(addDays(new Date().toISOString().slice(0, 10), 60)) }),
      { ...THEIR_COMP, organiser: 302, admin: 302 },
    ],
  ]
  for (const [label, path, fields, expected] of posts)
    for (const who of WHO)
      it(`${label}: ${who} gets ${expected[who]}`, async () => {
        const before = upstream()
        const res = await post(path(), who, fields())
        check(res, expected[who])
        if (expected[who] !== 302) expect(upstream()).toBe(before)
      })
})

describe('crafted posts and odd addresses', () => {
  it("a builder of another organisation cannot move a competition into it, nor create one for the organiser's", async () => {
    const before = upstream()
    expect((await post(`/v2/builder-v2/${compId}/general`, 'rivalorganiser', general({ orgId: '27' }))).status).toBe(403)
    expect((await post('/v2/builder-v2/0/general', 'rivalorganiser', general({ orgId: String(ORG) }))).status).toBe(403)
    // And the organiser cannot move theirs to the rival's organisation.
    expect((await post(`/v2/builder-v2/${compId}/general`, 'organiser', general({ orgId: '27' }))).status).toBe(403)
    expect(upstream()).toBe(before)
  })

  it('an id that is not a number is treated as 0: the new-competition form, nothing loaded', async () => {
    const calls = app.sim.calls.count('/wp-json/e4s/v5/competition/')
    const res = await get('/v2/builder-v2/12abc/options', 'organiser')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/builder-v2/0')
    expect(app.sim.calls.count('/wp-json/e4s/v5/competition/')).toBe(calls)
  })

  it('a step that does not exist is not found; the v1 address opens the v2 builder', async () => {
    expect((await get(`/v2/builder-v2/${compId}/nonsense`, 'organiser')).status).toBe(404)
    const v1 = await get(`/builder/${compId}`, 'organiser')
    expect(v1.status).toBe(308)
    expect(v1.headers.get('location')).toBe(`/v2/builder-v2/${compId}`)
    // General is the builder's own address; /general names it too.
    expect((await get(`/v2/builder-v2/${compId}`, 'organiser')).status).toBe(200)
    expect((await get(`/v2/builder-v2/${compId}/general`, 'organiser')).status).toBe(200)
  })

  it('Create Comp is in the profile menu for builders and admins only', async () => {
    const link = 'href="/v2/builder-v2/0"'
    for (const who of ['organiser', 'rivalorganiser', 'admin'] as const) expect(await (await get('/v2', who)).text(), who).toContain(link)
    expect(await (await get('/v2', 'entrant')).text()).not.toContain(link)
  })

  it("a competition name over 60 characters is refused by the server with the step's message, in English and French (issue 30)", async () => {
    const before = upstream()
    const refusedRes = await post('/v2/builder-v2/0/general', 'organiser', general({ name: 'N'.repeat(61) }))
    expect(refusedRes.status).toBe(400)
    expect(await refusedRes.text()).toContain('A competition name has at most 60 characters.')
    const french = await postForm(`${app.url}/v2/builder-v2/0/general`, general({ name: 'N'.repeat(61) }), {
      ...headers('organiser'),
      'accept-language': 'fr',
    })
    expect(await french.text()).toContain('Le nom d’une compétition compte au plus 60 caractères.')
    expect(upstream()).toBe(before)
    expect((await post('/v2/builder-v2/0/general', 'organiser', general({ name: `  ${'N'.repeat(60)}  ` }))).status).toBe(302)
  })

  it('a saved new competition opens in the builder under its new id with "Competition Saved.", and in the entry pages', async () => {
    const res = await post('/v2/builder-v2/0/general', 'organiser', general({ name: 'Saved And Entered' }))
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    const id = Number(/\/v2\/builder-v2\/(\d+)\?saved=1$/.exec(location)?.[1])
    expect(id).toBeGreaterThan(0)
    const page = await (await get(location, 'organiser')).text()
    expect(page).toContain('Competition Saved.')
    expect(page).toContain('Saved And Entered')
    const card = await get(`/v2/show-entry-v2/${id}`, 'entrant')
    expect(card.status).toBe(200)
    expect(await card.text()).toContain('Saved And Entered')
    // A rename shows on the (cached) card at once.
    expect((await post(`/v2/builder-v2/${id}/general`, 'organiser', general({ name: 'Saved And Renamed' }))).status).toBe(302)
    expect(await (await get(`/v2/show-entry-v2/${id}`, 'entrant')).text()).toContain('Saved And Renamed')
  })

  it("the Events step refuses a price below the minimum fee with the spec's text, then adds the event the Schedule step and the entry pages show, and deletes it", async () => {
    const before = upstream()
    const refusedRes = await post(`/v2/builder-v2/${compId}/events`, 'organiser', addEvent({ price: '0.01' }))
    expect(refusedRes.status).toBe(400)
    expect(await refusedRes.text()).toMatch(/Price must be at least \d/)
    expect(upstream()).toBe(before)
    const added = await post(`/v2/builder-v2/${compId}/events`, 'organiser', addEvent({ groupName: 'Builder Sprint' }))
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe(`/v2/builder-v2/${compId}/events?added=1`)
    const page = await (await get(added.headers.get('location')!, 'organiser')).text()
    expect(page).toContain('Comp Event saved.')
    expect(page).toContain('Builder Sprint')
    expect(await (await get(`/v2/builder-v2/${compId}/schedule`, 'organiser')).text()).toContain('Builder Sprint')
    const ce = app.sim.state.seed.competitions.find((c) => c.id === compId)!.compEvents.find((e) => e.eventGroup === 'Builder Sprint')!
    expect(ce).toMatchObject({ maxAthletes: 12 })
    const deleted = await post(`/v2/builder-v2/${compId}/events`, 'organiser', { intent: 'delete', ceids: String(ce.ceid) })
    expect(deleted.status).toBe(302)
    expect(await (await get(`/v2/builder-v2/${compId}/events`, 'organiser')).text()).not.toContain('Builder Sprint')
  })

  it("the Events step with warm lists asks upstream for the competition alone (lists, prices, config and the header's cart kept)", async () => {
    expect((await get(`/v2/builder-v2/${compId}/events`, 'organiser')).status).toBe(200)
    app.sim.calls.reset()
    expect((await get(`/v2/builder-v2/${compId}/events`, 'organiser')).status).toBe(200)
    expect(app.sim.calls.count(`/wp-json/e4s/v5/competition/${compId}`)).toBe(1)
    expect(app.sim.calls.count('/wp-json/e4s/v5/price')).toBe(0)
    expect(app.sim.calls.count('/wp-json/e4s/v5/cart')).toBe(0)
  })

  it('an event added with no description is named after its event definition (the server defaults it, as without JavaScript)', async () => {
    const definition = app.sim.state.seed.events[1]!
    const comp = () => app.sim.state.seed.competitions.find((c) => c.id === compId)!
    const before = comp().compEvents.length
    const added = await post(`/v2/builder-v2/${compId}/events`, 'organiser', addEvent({ eventId: String(definition.id), groupName: '' }))
    expect(added.status).toBe(302)
    const ce = comp().compEvents.at(-1)!
    expect(comp().compEvents).toHaveLength(before + 1)
    expect(ce).toMatchObject({ eventId: definition.id, eventGroup: definition.name })
    expect((await post(`/v2/builder-v2/${compId}/events`, 'organiser', { intent: 'delete', ceids: String(ce.ceid) })).status).toBe(302)
  })

  it('the fee the Events step shows for a 5.00 price is the fee the entrant is charged (issue 30)', async () => {
    const added = await post(`/v2/builder-v2/${compId}/events`, 'organiser', addEvent({ groupName: 'Fee Agreed', price: '5.00' }))
    expect(added.status).toBe(302)
    const page = await (await get(`/v2/builder-v2/${compId}/events`, 'organiser')).text()
    const from = page.slice(page.indexOf('>Fee Agreed<'))
    // The platform's settings (minCost 5, minFee 0.50): a price at minCost pays minFee.
    expect(from.slice(0, from.indexOf('</tr>'))).toContain('5.50 (fee 0.50)')
    const comp = app.sim.state.seed.competitions.find((c) => c.id === compId)!
    const ce = comp.compEvents.find((e) => e.eventGroup === 'Fee Agreed')!
    const inForce = currentPrice(app.sim.state, comp, ce)
    expect({ price: inForce.curPrice, fee: chargedFee(inForce) }).toEqual({ price: 5, fee: 0.5 })
    expect((await post(`/v2/builder-v2/${compId}/events`, 'organiser', { intent: 'delete', ceids: String(ce.ceid) })).status).toBe(302)
  })

  it('a price saved through the builder shows at once, though the prices are kept', async () => {
    expect((await get(`/v2/builder-v2/${compId}/events`, 'organiser')).status).toBe(200)
    const added = await post(`/v2/builder-v2/${compId}/events`, 'organiser', addEvent({ groupName: 'Priced At Once', price: '7.25' }))
    expect(added.status).toBe(302)
    const row = async () => {
      const page = await (await get(`/v2/builder-v2/${compId}/events`, 'organiser')).text()
      const from = page.slice(page.indexOf('>Priced At Once<'))
      return from.slice(0, from.indexOf('</tr>'))
    }
    const saved = await row()
    expect(saved).toContain('<td>7.25</td>')
    // Kept: the next view reads the prices from the cache, and shows the same.
    expect(await row()).toBe(saved)
    const ce = app.sim.state.seed.competitions.find((c) => c.id === compId)!.compEvents.find((e) => e.eventGroup === 'Priced At Once')!
    expect((await post(`/v2/builder-v2/${compId}/events`, 'organiser', { intent: 'delete', ceids: String(ce.ceid) })).status).toBe(302)
  })

  it("the Rules step saves a rule per age group, refuses a second one and a half-made unique group with the spec's texts, edits and deletes it", async () => {
    const comp = () => app.sim.state.seed.competitions.find((c) => c.id === compId)!
    const agid = nextFreeAgeGroup()
    const saved = await post(`/v2/builder-v2/${compId}/rules`, 'organiser', {
      intent: 'save',
      ruleId: '0',
      agid: String(agid),
      maxEvents: '2',
    })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe(`/v2/builder-v2/${compId}/rules?ruleSaved=1`)
    expect(await (await get(saved.headers.get('location')!, 'organiser')).text()).toContain('Rule saved.')
    const rule = comp().rules.find((r) => r.agid === agid)!
    expect(rule.options).toMatchObject({ maxEvents: 2, unique: null })

    const before = upstream()
    const twice = await post(`/v2/builder-v2/${compId}/rules`, 'organiser', { intent: 'save', ruleId: '0', agid: String(agid) })
    expect(twice.status).toBe(400)
    expect(await twice.text()).toContain(`A comp rule for [${agid}] already exists.`)
    const half = await post(`/v2/builder-v2/${compId}/rules`, 'organiser', {
      intent: 'save',
      ruleId: String(rule.id),
      agid: String(agid),
      uniqueText: 'Sprints',
      uniqueEvents: String(comp().compEvents[0]!.eventId),
    })
    expect(half.status).toBe(400)
    expect(await half.text()).toContain('Select at least 2 events.')
    // A crafted post naming a rule of another competition is not found, and changes nothing.
    const other = app.sim.state.seed.competitions.find((c) => c.id !== compId && c.rules.length > 0)!
    expect(
      (await post(`/v2/builder-v2/${compId}/rules`, 'organiser', { intent: 'deleteRule', ruleId: String(other.rules[0]!.id) })).status,
    ).toBe(404)
    expect(upstream()).toBe(before)

    const edit = await (await get(`/v2/builder-v2/${compId}/rules?rule=${rule.id}`, 'organiser')).text()
    expect(edit).toContain('value="2"')
    const eventIds = [...new Set(comp().compEvents.map((ce) => ce.eventId))].slice(0, 2).map(String)
    const form = new URLSearchParams({
      intent: 'save',
      ruleId: String(rule.id),
      agid: String(agid),
      maxEvents: '4',
      uniqueText: 'One sprint',
    })
    for (const id of eventIds) form.append('uniqueEvents', id)
    const updated = await fetch(`${app.url}/v2/builder-v2/${compId}/rules`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers('organiser'), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    })
    expect(updated.status).toBe(302)
    expect(comp().rules.find((r) => r.id === rule.id)!.options).toMatchObject({
      maxEvents: 4,
      unique: { ids: eventIds.join(','), text: 'One sprint' },
    })
    expect(await (await get(`/v2/builder-v2/${compId}/rules`, 'organiser')).text()).toContain('One sprint')

    const deleted = await post(`/v2/builder-v2/${compId}/rules`, 'organiser', { intent: 'deleteRule', ruleId: String(rule.id) })
    expect(deleted.headers.get('location')).toBe(`/v2/builder-v2/${compId}/rules?ruleDeleted=1`)
    expect(comp().rules.some((r) => r.id === rule.id)).toBe(false)
  })

  it("the Events step renames an event group, flags it as results possible and deletes it with its events; another competition's group is not found", async () => {
    const comp = () => app.sim.state.seed.competitions.find((c) => c.id === compId)!
    const added = await post(`/v2/builder-v2/${compId}/events`, 'organiser', addEvent({ groupName: 'Group To Rename' }))
    expect(added.status).toBe(302)
    const egId = comp().compEvents.find((ce) => ce.eventGroup === 'Group To Rename')!.eventGroupId
    const events = `/v2/builder-v2/${compId}/events`

    const before = upstream()
    const none = await post(events, 'organiser', { intent: 'delete' })
    expect(await none.text()).toContain('role="alert">Tick the events to delete.<')
    const blank = await post(events, 'organiser', { intent: 'renameGroup', egId: String(egId), name: '  ' })
    expect(blank.status).toBe(400)
    expect(await blank.text()).toContain('role="alert">Event discipline description required.<')
    const other = app.sim.state.seed.competitions.find((c) => c.id !== compId && c.compEvents.length > 0)!
    const foreign = String(other.compEvents[0]!.eventGroupId)
    if (!comp().compEvents.some((ce) => String(ce.eventGroupId) === foreign)) {
      expect((await post(events, 'organiser', { intent: 'deleteGroup', egId: foreign })).status).toBe(404)
      expect((await post(events, 'organiser', { intent: 'renameGroup', egId: foreign, name: 'Taken over' })).status).toBe(404)
    }
    expect(upstream()).toBe(before)

    const renamed = await post(events, 'organiser', { intent: 'renameGroup', egId: String(egId), name: 'Group Renamed' })
    expect(renamed.headers.get('location')).toBe(`${events}?groupRenamed=1`)
    const page = await (await get(`${events}?groupRenamed=1`, 'organiser')).text()
    expect(page).toContain('Event saved.')
    expect(page).toContain('Group Renamed')
    expect((await post(events, 'organiser', { intent: 'groupResults', egId: String(egId), possible: '1' })).status).toBe(302)
    expect(comp().compEvents.find((ce) => ce.eventGroupId === egId)!.resultsPossible).toBe(true)
    expect(await (await get(events, 'organiser')).text()).toContain('Mark results not possible for Group Renamed')

    const gone = await post(events, 'organiser', { intent: 'deleteGroup', egId: String(egId) })
    expect(gone.headers.get('location')).toBe(`${events}?groupDeleted=1`)
    expect(comp().compEvents.some((ce) => ce.eventGroupId === egId)).toBe(false)
    expect(await (await get(`${events}?groupDeleted=1`, 'organiser')).text()).toContain('Event group deleted.')
  })

  it("clones a competition to a new date: refused in the past with the spec's text, then the copy opens in its builder without the 'Cloned {n} ' prefix, with 'Competition Saved.' and the events", async () => {
    const today = new Date().toISOString().slice(0, 10)
    const before = upstream()
    const past = await post(`/v2/builder-v2/${compId}`, 'organiser', { intent: 'clone', cloneDate: display(addDays(today, -1)) })
    expect(past.status).toBe(400)
    expect(await past.text()).toContain('Competition date cannot be before current time.')
    expect(upstream()).toBe(before)

    const source = app.sim.state.seed.competitions.find((c) => c.id === compId)!
    const res = await post(`/v2/builder-v2/${compId}`, 'organiser', { intent: 'clone', cloneDate: display(addDays(today, 45)) })
    expect(res.status).toBe(302)
    const id = Number(/\/v2\/builder-v2\/(\d+)\?saved=1$/.exec(res.headers.get('location')!)?.[1])
    const clone = app.sim.state.seed.competitions.find((c) => c.id === id)!
    expect(clone.name).toMatch(/^Cloned \d+ /)
    expect(clone.date).toBe(addDays(today, 45))
    expect(clone.compEvents.length).toBe(source.compEvents.length)
    const page = await (await get(res.headers.get('location')!, 'organiser')).text()
    expect(page).toContain('Competition Saved.')
    expect(page).toContain(`value="${source.name}"`)
    expect(page).not.toContain('Cloned ')
  })
})
