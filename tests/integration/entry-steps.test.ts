import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

/** The entry page's athlete steps as a browser without JavaScript uses them: plain GETs and form posts. */

let app: TestApp
let cookie: string

beforeAll(async () => {
  app = await startTestApp()
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
})
afterAll(async () => {
  await app?.close()
})

const page = (compId: number, query: string) => fetch(`${app.url}/v2/entry-v2/${compId}?${query}`, { headers: { cookie } })
const post = (compId: number, query: string, fields: Record<string, string>) =>
  postForm(`${app.url}/v2/entry-v2/${compId}?${query}`, fields, { cookie })
const clubId = (name: string) => app.sim.state.seed.clubs.find((c) => c.name === name)!.id
const entities = (athleteId: number) => app.sim.state.athletes.find((a) => a.id === athleteId)!.options.genericCompAthleteEntities

describe('generic athlete entity picker', () => {
  const comp = ENTRY_DEMO.limitsCompId
  const athlete = String(ENTRY_DEMO.athleteId)

  it('selecting an athlete without an entity shows the picker, with the own club first, instead of the schedule', async () => {
    const res = await page(comp, `athlete=${athlete}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Who Isla Fenwick represents')
    expect(html).toContain('<optgroup label="The athlete’s clubs"><option value="1009" selected="">Larkhill Striders</option></optgroup>')
    expect(html).not.toContain('class="schedule"')
    const searched = await (await page(comp, `athlete=${athlete}&entitySearch=gull`)).text()
    expect(searched).toContain(`<option value="${clubId('Gull Point Runners')}">Gull Point Runners</option>`)
    expect(searched).not.toContain('Ashby Moor Track Club')
  })

  it('reads the athlete and the competition once for the schedule and the picker together', async () => {
    app.sim.calls.reset()
    expect((await page(comp, `athlete=${athlete}`)).status).toBe(200)
    // At most once: the athlete may still be in the user's short cache from the page before (decision
    // 059), the competition under its shared key (decision 061).
    expect(app.sim.calls.count(`/wp-json/e4s/v5/athlete/${athlete}`)).toBeLessThanOrEqual(1)
    expect(app.sim.calls.count(`/wp-json/e4s/v5/competition/${comp}`)).toBeLessThanOrEqual(1)
  })

  it('a crafted tick cannot skip the picker: 409, no product asked for', async () => {
    const before = app.sim.calls.count('/wp-json/e4s/v5/product')
    const res = await post(comp, `athlete=${athlete}`, { intent: 'tick', athlete, ceid: String(ENTRY_DEMO.limitsCeids.m100) })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('Choose who the athlete represents before entering events.')
    expect(app.sim.calls.count('/wp-json/e4s/v5/product')).toBe(before)
  })

  it('refuses a club that was not offered, another user’s athlete and a competition that does not ask, changing nothing', async () => {
    const ashby = String(clubId('Ashby Moor Track Club'))
    const notOffered = await post(comp, `athlete=${athlete}`, { intent: 'entity', athlete, entity: ashby, entitySearch: 'gull' })
    expect(notOffered.status).toBe(400)
    expect(await notOffered.text()).toContain('Choose one of the clubs offered.')
    const foreign = String(ENTRY_DEMO.foreignAthleteId)
    const notMine = await post(comp, `athlete=${athlete}`, { intent: 'entity', athlete: foreign, entity: ashby, entitySearch: '' })
    expect(notMine.status).toBe(404)
    expect(await notMine.text()).toContain('That athlete is not one of yours.')
    const other = await post(ENTRY_DEMO.waitingListCompId, '', { intent: 'entity', athlete, entity: ashby, entitySearch: '' })
    expect(other.status).toBe(400)
    expect(await other.text()).toContain('This competition does not ask who athletes represent.')
    expect(entities(ENTRY_DEMO.athleteId)).toEqual({})
    expect(entities(ENTRY_DEMO.foreignAthleteId)).toEqual({})
  })

  it('a legacy failure shows a plain message, never its body', async () => {
    app.sim.faults.add({
      pathPrefix: `/wp-json/e4s/v5/athlete/${athlete}`,
      method: 'PUT',
      status: 500,
      body: '<html>Fatal error in /var/www/wp-content/plugins/e4s.php</html>',
      times: 1,
    })
    const res = await post(comp, `athlete=${athlete}`, { intent: 'entity', athlete, entity: '1009', entitySearch: '' })
    expect(res.status).toBe(502)
    const html = await res.text()
    expect(html).toContain('Error: 500')
    expect(html).not.toContain('wp-content')
    expect(entities(ENTRY_DEMO.athleteId)).toEqual({})
  })

  it('saving an offered club stores it for the competition, then the schedule shows', async () => {
    const gull = clubId('Gull Point Runners')
    const res = await post(comp, `athlete=${athlete}&entitySearch=gull`, {
      intent: 'entity',
      athlete,
      entity: String(gull),
      entitySearch: 'gull',
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Isla Fenwick represents Gull Point Runners at this competition.')
    expect(html).toContain('class="schedule"')
    expect(entities(ENTRY_DEMO.athleteId)).toEqual({ [String(comp)]: { id: gull, name: 'Gull Point Runners' } })
    const next = await (await page(comp, `athlete=${athlete}`)).text()
    expect(next).toContain('Events for Isla Fenwick')
    expect(next).not.toContain('Who Isla Fenwick represents')
  })

  it('the French page speaks French', async () => {
    const res = await fetch(`${app.url}/v2/entry-v2/${comp}?athlete=${ENTRY_DEMO.sharedAthleteId}`, {
      headers: { cookie, 'accept-language': 'fr' },
    })
    expect(await res.text()).toContain('Entité représentée par Leo Garside')
  })
})

describe('multi-event PBs', () => {
  const comp = ENTRY_DEMO.multiCompId
  const athlete = String(ENTRY_DEMO.athleteId)
  const ceid = String(ENTRY_DEMO.multiCeids.pentathlon)
  const eventId = (name: string) => app.sim.state.seed.events.find((e) => e.name === name)!.id
  const saves = () => app.sim.calls.count('/wp-json/e4s/v5/athlete/multi')
  const fields = (over: Record<string, string> = {}) => ({
    intent: 'multiPbs',
    athlete,
    ceid,
    [`pb-${eventId('75m Hurdles')}`]: '12.10',
    [`pb-${eventId('High Jump')}`]: '1.50',
    [`pb-${eventId('Shot Put')}`]: '8.25',
    [`pb-${eventId('Long Jump')}`]: '4.60',
    [`pb-${eventId('800m')}`]: '150.40',
    ...over,
  })

  it('the schedule offers the PB form of its multi-event; opening it shows one PB field per child event', async () => {
    const schedule = await (await page(comp, `athlete=${athlete}`)).text()
    expect(schedule).toContain('Multi-event PBs')
    expect(schedule).toContain(`href="/v2/entry-v2/${comp}?athlete=${athlete}&amp;multi=${ceid}#multi-pbs"`)
    const opened = await (await page(comp, `athlete=${athlete}&multi=${ceid}`)).text()
    for (const name of ['75m Hurdles', 'High Jump', 'Shot Put', 'Long Jump', '800m']) expect(opened).toContain(`PB for ${name}</label>`)
    expect(opened).toMatch(new RegExp(`name="pb-${eventId('Long Jump')}"[^>]*value="4.35"`))
  })

  it('a multi-event of another competition or a single event opens nothing', async () => {
    const single = await (await page(comp, `athlete=${athlete}&multi=${ENTRY_DEMO.multiCeids.m100}`)).text()
    expect(single).not.toContain('multi-form-heading')
    const res = await post(ENTRY_DEMO.waitingListCompId, '', fields())
    expect(res.status).toBe(404)
  })

  it('bad PBs are refused with the PB parser’s messages, next to their fields, and nothing is sent', async () => {
    const before = saves()
    const res = await post(
      comp,
      `athlete=${athlete}&multi=${ceid}`,
      fields({ [`pb-${eventId('75m Hurdles')}`]: '5', [`pb-${eventId('Shot Put')}`]: '8,25' }),
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Please correct the PBs marked below.')
    expect(html).toContain(`id="multi-pb-${eventId('75m Hurdles')}-error" class="field-error">PB is below standard min.`)
    expect(html).toContain(`id="multi-pb-${eventId('Shot Put')}-error" class="field-error">Only enter numbers.`)
    expect(html).toMatch(/value="8,25"/)
    expect(saves()).toBe(before)
  })

  it('another user’s athlete is refused, nothing is sent', async () => {
    const before = saves()
    const res = await post(comp, '', fields({ athlete: String(ENTRY_DEMO.foreignAthleteId) }))
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('That athlete is not one of yours.')
    expect(saves()).toBe(before)
  })

  it("a legacy failure says 'Error updating Multi PBs.' and nothing of the legacy answer", async () => {
    app.sim.faults.add({
      pathPrefix: `/wp-json/e4s/v5/athlete/multi/${athlete}`,
      method: 'POST',
      status: 500,
      body: 'Fatal error: secret',
      times: 1,
    })
    const res = await post(comp, `athlete=${athlete}&multi=${ceid}`, fields())
    expect(res.status).toBe(502)
    const html = await res.text()
    expect(html).toContain('Error updating Multi PBs.')
    expect(html).not.toContain('secret')
  })

  it('valid PBs are saved together and the form shows them', async () => {
    const res = await post(comp, `athlete=${athlete}&multi=${ceid}`, fields())
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('PBs saved for Pentathlon.')
    expect(html).toMatch(new RegExp(`name="pb-${eventId('Shot Put')}"[^>]*value="8.25"`))
    const pb = (name: string) => app.sim.state.pbs.find((p) => p.athleteId === ENTRY_DEMO.athleteId && p.eventId === eventId(name))?.pb
    expect([pb('75m Hurdles'), pb('High Jump'), pb('Shot Put'), pb('Long Jump'), pb('800m')]).toEqual([12.1, 1.5, 8.25, 4.6, 150.4])
  })
})
