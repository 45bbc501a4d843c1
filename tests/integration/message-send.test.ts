import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// Writing a message (3-organiser-admin §2 email-message-create, §6, §8 'Message sent.') against the
// built app (npm run build first) and the simulator: who may, what the recipients see, and the
// text kept on every error.

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
/** The demo organiser's organisation; ownComp is one of its competitions, with the entrant entered. */
const ORG = 12
let ownComp: number
/** The seed entries' competition (another organisation). */
const OTHER_COMP = 551

const login = async (username: string, password: string) => {
  const res = await postForm(`${app.url}/v2/login-v2`, { username, password })
  expect(res.status, username).toBe(302)
  return sessionCookie(res)
}

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_MESSAGES_PER_HOUR: '6' } })
  for (const [username, password] of Object.entries(PASSWORDS)) {
    if (username !== 'entrant') cookies[username] = await login(username, password)
  }
  ownComp = app.sim.state.seed.competitions.find((c) => c.compOrgId === ORG && c.active)!.id
  const entrantId = app.sim.state.users.find((u) => u.login === 'entrant')!.id
  app.sim.state.entries.push({ ...app.sim.state.entries[0]!, entryId: 99001, compId: ownComp, userId: entrantId })
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who): Record<string, string> => (who === 'anonymous' || !cookies[who] ? {} : { cookie: cookies[who]! })
const path = (compId: number) => `/v2/email-message-create-v2/${compId}`
const get = (compId: number, who: Who) => fetch(`${app.url}${path(compId)}`, { redirect: 'manual', headers: headers(who) })
const post = (compId: number, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path(compId)}`, fields, headers(who))
const draft = (over: Record<string, string> = {}) => ({
  type: 'E',
  to: '',
  cc: '',
  bcc: '',
  subject: 'Timetable change',
  body: '<p>The 200m moves to 14:00.</p>',
  priority: '2',
  ...over,
})
const sent = () => app.sim.state.messages.length

type Expect = Record<Who, 'login' | 403 | 200>
const OWN: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 403, organiser: 200, admin: 200 }
const OTHER: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 403, organiser: 403, admin: 200 }
const ALL: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 403, organiser: 403, admin: 200 }

function check(res: Response, expected: Expect[Who], compId: number) {
  if (expected === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path(compId))}`)
  } else expect(res.status).toBe(expected)
}

describe('sending', () => {
  it("the organiser's message reaches the entrant: 'Message sent.', their badge goes up, the body shows sanitised", async () => {
    // The entrant is signed in and their badge is kept (30 s, decision 031) before the message is sent.
    const entrant = await login('entrant', PASSWORDS.entrant)
    const home = await (await fetch(`${app.url}/v2`, { headers: { cookie: entrant } })).text()
    const kept = Number(/aria-label="(\d+) unread messages?"/.exec(home)?.[1] ?? 0)
    const before = sent()
    const res = await post(ownComp, 'organiser', draft({ subject: 'Hostile hello', body: '<p>Hi<script>alert(1)</script></p>' }))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Message sent.')
    expect(sent()).toBe(before + 1)
    const message = app.sim.state.messages.at(-1)!
    expect(message).toMatchObject({ compId: ownComp, subject: 'Hostile hello', type: 'E', priority: 'normal' })

    // Their messages screen reads the badge afresh: it counts the new message with the list below
    // it, though the count kept elsewhere does not yet; opening it shows it sanitised, one fewer.
    const inbox = await (await fetch(`${app.url}/v2/messages-v2`, { headers: { cookie: entrant } })).text()
    const unread = app.sim.state.messages.filter((m) => m.to.includes(message.to[0]!) && !m.readBy.includes(message.to[0]!)).length
    expect(unread).toBe(kept + 1)
    expect(inbox).toContain(`aria-label="${unread} unread messages"`)
    expect(inbox).toContain('Hostile hello')
    const opened = await fetch(`${app.url}/v2/messages-v2?open=${message.id}`, { headers: { cookie: entrant } })
    const page = await opened.text()
    expect(page).toContain('Hi')
    expect(page).not.toContain('alert(1)')
    expect(page).toContain(`aria-label="${kept} unread message`)
  })

  it('priority 2 and type E by default on the form; the audience is named', async () => {
    const html = await (await get(ownComp, 'organiser')).text()
    expect(html).toMatch(/<option value="2" selected="">/)
    expect(html).toMatch(/<option value="E" selected="">/)
    expect(html).toContain(`(competition ${ownComp})`)
    const all = await (await get(0, 'admin')).text()
    expect(all).toContain('To every user of the site.')
    expect(all).toContain('<h1>New message</h1>')
  })

  it("an address without an @ is refused ('Email' rule) and the text is kept", async () => {
    const before = sent()
    const res = await post(ownComp, 'organiser', draft({ cc: 'coach@example.org, nobody.example.org', body: 'Kept body text' }))
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Enter valid email addresses, separated by commas.')
    expect(html).toContain('Kept body text')
    expect(html).toContain('nobody.example.org')
    expect(sent()).toBe(before)
  })

  it('an empty subject is refused and the body is kept', async () => {
    const res = await post(ownComp, 'organiser', draft({ subject: '  ', body: 'Body without subject' }))
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Body without subject')
  })

  it('a legacy failure shows its message and keeps the text', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/messages', method: 'POST', status: 500, times: 1 })
    const res = await post(ownComp, 'organiser', draft({ body: 'Survives a failure' }))
    expect(res.status).toBe(502)
    const html = await res.text()
    expect(html).toContain('Survives a failure')
    expect(html).not.toContain('Message sent.')
  })

  it('French: the page and its confirmation', async () => {
    const res = await postForm(`${app.url}${path(0)}`, draft({ subject: 'Bonjour' }), { cookie: cookies.admin!, 'accept-language': 'fr' })
    const html = await res.text()
    expect(html).toContain('Message envoyé.')
    expect(html).toContain('<h1>Nouveau message</h1>')
  })
})

describe('who may write (route × role, loader and action)', () => {
  beforeAll(async () => {
    cookies.entrant = await login('entrant', PASSWORDS.entrant)
  })
  const table: Array<[string, () => number, Expect]> = [
    ["their own competition's entrants", () => ownComp, OWN],
    ["another organisation's competition", () => OTHER_COMP, OTHER],
    ['every user (competition 0)', () => 0, ALL],
  ]
  for (const [what, compId, expected] of table) {
    it.each(WHO)(`${what}: the page, as %s`, async (who) => {
      check(await get(compId(), who), expected[who], compId())
    })
    it.each(WHO.filter((w) => expected[w] !== 200))(`${what}: a crafted post as %s sends nothing`, async (who) => {
      const before = sent()
      check(await post(compId(), who, draft()), expected[who], compId())
      expect(sent()).toBe(before)
    })
  }

  it('a bad competition id is a 404 before any call; an unknown one a 404', async () => {
    expect((await get(Number.NaN, 'admin')).status).toBe(404)
    expect((await get(999999, 'admin')).status).toBe(404)
  })
})

describe('the hourly budget', () => {
  it('past the budget, a send is refused 429 without a call and the text is kept', async () => {
    // Budget 6 per hour in this app: the rival organiser has spent none of it (their posts were 403s).
    const sender = cookies.admin!
    let last: Response | undefined
    for (let i = 0; i < 8 && last?.status !== 429; i++) {
      last = await postForm(`${app.url}${path(OTHER_COMP)}`, draft({ body: `Budget ${i}` }), { cookie: sender })
    }
    expect(last!.status).toBe(429)
    const before = sent()
    const res = await postForm(`${app.url}${path(OTHER_COMP)}`, draft({ body: 'Over the budget' }), { cookie: sender })
    expect(res.status).toBe(429)
    const html = await res.text()
    expect(html).toContain('You have sent too many messages in the last hour.')
    expect(html).toContain('Over the budget')
    expect(sent()).toBe(before)
  })
})
