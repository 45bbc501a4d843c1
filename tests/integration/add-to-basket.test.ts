import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIONS_DEMO, ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The entry page's "Add to my basket" on a row awaiting another user's payment (2-entry §7 addtobasket),
// against the built app (npm run build first).

let app: TestApp
let cookie: string
const compId = ENTRY_DEMO.limitsCompId
const ceid = ENTRY_DEMO.limitsCeids.m200Day2
const entryUrl = () => `${app.url}/v2/entry-v2/${compId}`
const addCalls = () => app.sim.calls.count('/wp-json/e4s/v5/entry/addtobasket')
const userId = (login: string) => app.sim.state.users.find((u) => u.login === login)!.id
const shared = () => app.sim.state.entries.find((e) => e.athleteId === ENTRY_DEMO.sharedAthleteId && e.ceid === ceid)!

async function post(fields: Record<string, string>) {
  const res = await postForm(entryUrl(), fields, { cookie })
  const next = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))
  if (next) cookie = next.split(';')[0]
  return res
}

/** The competition asks who each athlete represents: answered for the athletes used here. */
function represents(athleteId: number) {
  const athlete = app.sim.state.athletes.find((a) => a.id === athleteId)!
  const club = app.sim.state.seed.clubs.find((c) => c.name === 'Larkhill Striders')!
  athlete.options.genericCompAthleteEntities[String(compId)] = { id: club.id, name: club.name }
}

beforeAll(async () => {
  app = await startTestApp()
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
  represents(ENTRY_DEMO.sharedAthleteId)
  represents(ENTRY_DEMO.athleteId)
})
afterAll(async () => {
  await app?.close()
})

describe('add an entry awaiting another user’s payment to my basket', () => {
  it('offers the button on that row only', async () => {
    const page = await (await fetch(`${entryUrl()}?athlete=${ENTRY_DEMO.sharedAthleteId}`, { headers: { cookie } })).text()
    expect(page).toContain('Awaiting Payment by: Runner 1')
    expect(page.match(/name="intent" value="takeOver"/g)).toHaveLength(1)
    expect(page).toContain(`name="ceid" value="${ceid}"/><button type="submit" class="secondary" aria-label="Add the entry in`)
  })

  it('refuses a row that is not another user’s unpaid entry, and another user’s athlete, calling nothing', async () => {
    const before = addCalls()
    const own = await post({ intent: 'takeOver', athlete: String(ENTRY_DEMO.athleteId), ceid: String(ENTRY_DEMO.limitsCeids.discusPaid) })
    expect(own.status).toBe(409)
    expect(await own.text()).toContain('is not awaiting another user')
    const foreign = await post({ intent: 'takeOver', athlete: String(ENTRY_DEMO.foreignAthleteId), ceid: String(ceid) })
    expect(foreign.status).toBe(404)
    expect(addCalls()).toBe(before)
    expect(shared().userId).toBe(userId('runner1'))
  })

  it('moves the entry into the user’s basket with a message, and the row then reads In cart', async () => {
    const res = await post({ intent: 'takeOver', athlete: String(ENTRY_DEMO.sharedAthleteId), ceid: String(ceid) })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('200m for Leo Garside is now in your basket.')
    expect(shared().userId).toBe(userId(ENTRY_DEMO.username))
    const page = await (await fetch(`${entryUrl()}?athlete=${ENTRY_DEMO.sharedAthleteId}`, { headers: { cookie } })).text()
    expect(page).not.toContain('Awaiting Payment by: Runner 1')
    expect(page).not.toContain('value="takeOver"')
    const cart = await (await fetch(`${app.url}/v2/cart`, { headers: { cookie } })).text()
    expect(cart).toContain('Leo Garside')
  })

  it('says so in French when the legacy site refuses, and nothing moves', async () => {
    const entry = shared()
    entry.userId = userId('runner1')
    app.sim.faults.add({
      pathPrefix: '/wp-json/e4s/v5/entry/addtobasket',
      status: 200,
      body: JSON.stringify({ errNo: 1, error: 'This entry is already paid.' }),
      times: 1,
    })
    const res = await postForm(
      entryUrl(),
      { intent: 'takeOver', athlete: String(ENTRY_DEMO.sharedAthleteId), ceid: String(ceid) },
      { cookie, 'accept-language': 'fr' },
    )
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('200m pour Leo Garside n’a pas pu être ajouté à votre panier.')
    expect(shared().userId).toBe(userId('runner1'))
  })
})

describe("the organiser puts an unpaid entry into its owner's basket (entry actions)", () => {
  const entry = () => app.sim.state.entries.find((e) => e.entryId === ACTIONS_DEMO.firstEntryId + 2)!
  const path = () => {
    const club = app.sim.state.athletes.find((a) => a.id === ACTIONS_DEMO.athleteId)!.clubId
    return `/v2/actions-v2/${ACTIONS_DEMO.compId}/${ACTIONS_DEMO.athleteId}/${club}/${entry().entryId}`
  }
  let organiser: string
  beforeAll(async () => {
    organiser = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: 'organiser', password: 'Organiser!2026' }))
  })

  it('a paid entry is not offered, and a crafted post is refused before the legacy site is asked', async () => {
    const html = await (await fetch(`${app.url}${path()}`, { headers: { cookie: organiser } })).text()
    expect(html).toContain('Only an unpaid entry can be put into its owner’s basket.')
    expect(html).not.toContain('value="basket"')
    const before = addCalls()
    const res = await postForm(`${app.url}${path()}`, { intent: 'basket' }, { cookie: organiser })
    expect(res.status).toBe(409)
    expect(addCalls()).toBe(before)
  })

  it("an unpaid entry goes into its owner's basket, in English and French", async () => {
    entry().paid = 0
    const owner = entry().userId
    const html = await (await fetch(`${app.url}${path()}`, { headers: { cookie: organiser } })).text()
    expect(html).toContain('Put into Runner 1’s basket')
    const res = await postForm(`${app.url}${path()}`, { intent: 'basket' }, { cookie: organiser })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('The entry is in Runner 1’s basket.')
    expect(app.sim.state.baskets.get(owner)?.some((i) => i.productId === entry().productId)).toBe(true)
    const fr = await postForm(`${app.url}${path()}`, { intent: 'basket' }, { cookie: organiser, 'accept-language': 'fr' })
    expect(await fr.text()).toContain('L’inscription est dans le panier de Runner 1.')
  })

  it('an entrant may not open or post the organiser’s page', async () => {
    const before = addCalls()
    const res = await postForm(`${app.url}${path()}`, { intent: 'basket' }, { cookie })
    expect(res.status).toBe(403)
    expect(addCalls()).toBe(before)
  })
})
