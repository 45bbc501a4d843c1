import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The ask-organiser page against the built app (npm run build first) and the simulator.

const COMP = ENTRY_DEMO.rulesCompId
const PATH = `/v2/contact-organiser-v2/${COMP}`
const BUDGET = 4

let app: TestApp
let entrant: string

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: String(BUDGET), TRUST_PROXY: '1' } })
  const res = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
  entrant = sessionCookie(res)
})
afterAll(async () => {
  await app?.close()
})

let addresses = 0
/** Each post comes from a new client address (behind one proxy), so only the sender's budget is shared. */
const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(`${app.url}${PATH}`, fields, { 'x-forwarded-for': `203.0.113.${++addresses}`, ...headers })
const CONTACT_CALL = { method: 'POST', pathPrefix: '/wp-json/e4s/v5/competition/contactorganiser', times: 1 }
const sent = () => app.sim.state.shop.contacts
const decoded = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')

describe('the page', () => {
  it('is public, titled "{id}: Contact", with the categories, a message and (for a visitor) an email, Cancel back to the competition', async () => {
    const res = await fetch(`${app.url}${PATH}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<title>${COMP}: Contact</title>`)
    expect(html).toContain('Competition query')
    expect(html).toContain('Technical or Payment query')
    expect(html).toMatch(/<textarea[^>]*name="body"/)
    expect(html).toMatch(/<input[^>]*name="email"/)
    expect(html).toContain(`href="/v2/show-entry-v2/${COMP}"`)
  })

  it('asks a logged-in user for no email (their account is used)', async () => {
    const html = await (await fetch(`${app.url}${PATH}`, { headers: { cookie: entrant } })).text()
    expect(html).not.toMatch(/<input[^>]*name="email"/)
  })

  it('the v1 address contact-org/{id} goes to it', async () => {
    const res = await fetch(`${app.url}/contact-org/${COMP}`, { redirect: 'manual' })
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe(PATH)
  })

  it('an unknown competition is a 404, a bad id too', async () => {
    expect((await fetch(`${app.url}/v2/contact-organiser-v2/9999`)).status).toBe(404)
    expect((await fetch(`${app.url}/v2/contact-organiser-v2/abc`)).status).toBe(404)
  })

  it('is in French with French typography', async () => {
    const html = await (await fetch(`${app.url}${PATH}`, { headers: { 'accept-language': 'fr' } })).text()
    expect(html).toContain(`<title>${COMP}\u00a0: Contact</title>`)
    expect(html).toContain('Question technique ou de paiement')
  })
})

describe('sending', () => {
  it("a visitor's question reaches the organiser: 'Message sent.' and the form closes", async () => {
    const before = sent().length
    const res = await send({ category: 'competition', body: 'Is there parking?', email: 'visitor@example.org' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Message sent.')
    expect(html).not.toMatch(/<textarea/)
    expect(sent().slice(before)).toEqual([
      { compId: COMP, category: 'Competition query', body: 'Is there parking?', email: 'visitor@example.org', foaE4s: false, userId: 0 },
    ])
  })

  it("a user's technical question goes with their account's email, for the platform's attention", async () => {
    const before = sent().length
    const res = await send({ category: 'technical', body: 'My card was refused.' }, { cookie: entrant })
    expect(res.status).toBe(200)
    const [mail] = sent().slice(before)
    expect(mail).toMatchObject({ category: 'Technical or Payment query', foaE4s: true, email: 'entrant@example.org' })
    expect(mail!.userId).toBeGreaterThan(0)
  })

  it.each([
    ['no category', { body: 'Hello', email: 'v1@example.org' }, 'Please select a category.'],
    ['no message', { category: 'competition', body: '   ', email: 'v2@example.org' }, 'Please enter a message.'],
    ['no email from a visitor', { category: 'competition', body: 'Hello' }, 'Please enter a contact email address.'],
  ])('%s: the spec message, nothing sent', async (_name, fields, message) => {
    const before = sent().length
    const res = await send(fields)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(message)
    expect(sent().length).toBe(before)
  })

  it('601 characters: a clear message, the text kept in the form, nothing sent', async () => {
    const before = sent().length
    const body = `${'Where do I park? '.repeat(35)}abcdef`.slice(0, 601)
    expect([...body].length).toBe(601)
    const res = await send({ category: 'competition', body, email: 'v3@example.org' })
    expect(res.status).toBe(400)
    const html = decoded(await res.text())
    expect(html).toContain('Please only enter 600 characters.')
    expect(html).toContain(`>${body}</textarea>`)
    expect(html).toMatch(/value="v\d+@example.org"/)
    expect(sent().length).toBe(before)
  })

  it("a refusal from the legacy site shows its text and keeps the visitor's text", async () => {
    app.sim.faults.add({ ...CONTACT_CALL, status: 200, body: JSON.stringify({ errNo: 3, error: 'Organiser mailbox full.' }) })
    const res = await send({ category: 'competition', body: 'Kept text', email: 'v4@example.org' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Organiser mailbox full.')
    expect(html).toContain('>Kept text</textarea>')
  })

  it('the legacy site down: a plain message, no legacy detail, the text kept', async () => {
    app.sim.faults.add({ ...CONTACT_CALL, status: 500, body: 'Fatal error in secret.php' })
    const res = await send({ category: 'competition', body: 'Still here', email: 'v5@example.org' })
    expect(res.status).toBe(502)
    const html = await res.text()
    expect(html).not.toContain('secret.php')
    expect(html).toContain('>Still here</textarea>')
  })
})

describe('rate limit', () => {
  it(`after ${BUDGET} posts from one sender (from any address), a 429 with a message and nothing sent; the text is kept`, async () => {
    const email = 'spray@example.org'
    for (let i = 0; i < BUDGET; i++) await send({ category: 'competition', body: `Spam ${i}`, email })
    const before = sent().length
    const res = await send({ category: 'competition', body: 'One too many', email })
    expect(res.status).toBe(429)
    const html = await res.text()
    expect(html).toContain('Too many attempts')
    expect(html).toContain('>One too many</textarea>')
    expect(sent().length).toBe(before)
  })
})
