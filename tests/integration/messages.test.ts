import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The messages page against the built app (npm run build first) and the simulator.

let app: TestApp
let entrant: string

beforeAll(async () => {
  app = await startTestApp()
  const res = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
  expect(res.status).toBe(302)
  entrant = sessionCookie(res)
})
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie = entrant) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: { cookie } })
const userId = (login: string) => app.sim.state.users.find((u) => u.login === login)!.id
const inboxOf = (login: string) => app.sim.state.messages.filter((m) => m.to.includes(userId(login)))
const unreadOf = (login: string) => inboxOf(login).filter((m) => !m.readBy.includes(userId(login)))
/** The header badge's count as the page shows it, 0 without a badge. */
const badge = (html: string) => Number(/aria-label="(\d+) unread messages?"/.exec(html)?.[1] ?? 0)

describe('login is required', () => {
  it.each(['/v2/messages-v2', '/v2/messages-v2/4', '/v2/messages-v2?open=9001'])('GET %s sends a visitor to login', async (path) => {
    const res = await fetch(`${app.url}${path}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
  })

  it("a visitor's open link marks nothing read", async () => {
    const before = unreadOf('entrant').length
    const first = unreadOf('entrant')[0]!
    await fetch(`${app.url}/v2/messages-v2?open=${first.id}`, { redirect: 'manual' })
    expect(unreadOf('entrant').length).toBe(before)
  })
})

describe('the list', () => {
  it("lists the user's messages, titled Messages, unread ones marked", async () => {
    const res = await get('/v2/messages-v2')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<title>Messages</title>')
    for (const m of inboxOf('entrant')) expect(html).toContain(m.subject)
    expect(html.match(/>Unread</g)?.length).toBe(unreadOf('entrant').length)
  })

  it("is titled '... for Comp: {id}' and lists only that competition's messages", async () => {
    const compMessage = inboxOf('entrant').find((m) => m.compId > 0)!
    const other = inboxOf('entrant').find((m) => m.compId === 0)!
    const html = await (await get(`/v2/messages-v2/${compMessage.compId}`)).text()
    expect(html).toContain(`<title>Messages for Comp: ${compMessage.compId}</title>`)
    expect(html).toContain(compMessage.subject)
    expect(html).not.toContain(other.subject)
  })

  it('a bad competition id is a 404 before any call', async () => {
    expect((await get('/v2/messages-v2/abc')).status).toBe(404)
  })

  it('is in French with French typography', async () => {
    const res = await fetch(`${app.url}/v2/messages-v2/4`, { headers: { cookie: entrant, 'accept-language': 'fr' } })
    const html = await res.text()
    expect(html).toContain('<title>Messages de la compétition\u00a0: 4</title>')
  })
})

describe('reading a message', () => {
  it('opening an unread one marks it read, then shows it; the header count goes down', async () => {
    const before = await (await get('/v2/messages-v2')).text()
    const unread = unreadOf('entrant')
    expect(badge(before)).toBe(unread.length)
    const target = unread[0]!

    const open = await get(`/v2/messages-v2?open=${target.id}`)
    expect(open.status).toBe(302)
    expect(open.headers.get('location')).toBe(`/v2/messages-v2?open=${target.id}`)
    expect(target.readBy).toContain(userId('entrant'))

    const html = await (await get(`/v2/messages-v2?open=${target.id}`)).text()
    expect(html).toContain(`id="message-subject">${target.subject}`)
    expect(badge(html)).toBe(unread.length - 1)
  })

  it('opening a message already read marks nothing: no mark-read call, no redirect', async () => {
    const read = inboxOf('entrant').find((m) => m.readBy.includes(userId('entrant')))!
    app.sim.calls.reset()
    const res = await get(`/v2/messages-v2?open=${read.id}`)
    expect(res.status).toBe(200)
    expect(app.sim.calls.count(`/wp-json/e4s/v5/messages/${read.id}/read`)).toBe(0)
    // The message itself, once (the prefix also counts a mark-read call).
    expect(app.sim.calls.count(`/wp-json/e4s/v5/messages/${read.id}`)).toBe(1)
  })

  it('shows the body sanitised: no script, no handler, no javascript: link', async () => {
    app.sim.state.messages.push({
      id: 9901,
      type: 'M',
      fromUserId: 0,
      fromName: 'Entry4Sports',
      to: [userId('entrant')],
      compId: 0,
      subject: 'Hostile body',
      body: '<p>Hello<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>',
      priority: 'normal',
      sentAt: '2026-11-20T10:00:00+00:00',
      readBy: [userId('entrant')],
    })
    const html = await (await get('/v2/messages-v2?open=9901')).text()
    expect(html).toContain('Hello')
    expect(html).not.toContain('alert(')
    expect(html).not.toContain('onerror')
    expect(html).not.toContain('javascript:')
  })

  it("someone else's message is not found and changes nothing", async () => {
    const adminOnly = app.sim.state.messages.find((m) => !m.to.includes(userId('entrant')))
    const id = adminOnly?.id ?? 999999
    const readBefore = adminOnly ? [...adminOnly.readBy] : []
    const res = await get(`/v2/messages-v2?open=${id}`)
    expect(res.status).toBe(404)
    if (adminOnly) expect(adminOnly.readBy).toEqual(readBefore)
  })
})

describe('one message by its address (email-message/{id})', () => {
  it('opens the message above the list, for its recipient', async () => {
    const mine = inboxOf('entrant')[0]!
    const res = await get(`/v2/email-message-v2/${mine.id}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/messages-v2?open=${mine.id}`)
  })

  it('the old address comes to the same page; a visitor logs in first; a bad id is a 404', async () => {
    const old = await get('/email-message/9001')
    expect(old.status).toBe(308)
    expect(old.headers.get('location')).toBe('/v2/email-message-v2/9001')
    const visitor = await fetch(`${app.url}/v2/email-message-v2/9001`, { redirect: 'manual' })
    expect(visitor.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/email-message-v2/9001')}`)
    expect((await get('/v2/email-message-v2/abc')).status).toBe(404)
  })
})

describe('deleting a message', () => {
  const post = (fields: Record<string, string>, path = '/v2/messages-v2') => postForm(`${app.url}${path}`, fields, { cookie: entrant })
  const push = (id: number, to: string[], read: boolean) =>
    app.sim.state.messages.push({
      id,
      type: 'M',
      fromUserId: 0,
      fromName: 'Entry4Sports',
      to: to.map(userId),
      compId: 0,
      subject: `Message ${id} to delete`,
      body: '<p>Old news.</p>',
      priority: 'normal',
      sentAt: '2026-11-21T10:00:00+00:00',
      readBy: read ? to.map(userId) : [],
    })

  it('takes it off the user’s own list only, says so, and its address is gone for them; the badge counts it no more', async () => {
    push(9902, ['entrant', 'organiser'], false)
    const unreadKept = () => unreadOf('entrant').filter((m) => !m.deletedBy?.[userId('entrant')]).length
    const before = unreadKept()

    const res = await post({ intent: 'delete', id: '9902' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/messages-v2')
    const toast = res.headers.get('set-cookie') ?? ''
    const html = await (await get('/v2/messages-v2', `${entrant}; ${toast.split(';')[0]}`)).text()
    expect(html).toContain('Message deleted.')
    expect(html).not.toContain('Message 9902 to delete')
    // The delete itself starts a new generation of the user's cache: the badge is read afresh.
    expect(unreadKept()).toBe(before - 1)
    expect(badge(html)).toBe(before - 1)
    expect((await get('/v2/messages-v2?open=9902')).status).toBe(404)

    const organiser = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: 'organiser', password: 'Organiser!2026' }))
    expect(await (await get('/v2/messages-v2', organiser)).text()).toContain('Message 9902 to delete')
  })

  it("someone else's message, a missing id or another intent changes nothing", async () => {
    push(9903, ['organiser'], true)
    app.sim.calls.reset()
    expect((await post({ intent: 'delete', id: '9903' })).status).toBe(404)
    expect(app.sim.state.messages.find((m) => m.id === 9903)!.deletedBy).toBeUndefined()
    expect((await post({ intent: 'delete', id: 'x' })).status).toBe(400)
    expect((await post({ intent: 'other', id: '9001' })).status).toBe(400)
    expect(app.sim.calls.count('/wp-json/e4s/v5/messages/9001/delete')).toBe(0)
  })

  it('a visitor cannot delete: login first, nothing deleted', async () => {
    push(9904, ['entrant'], true)
    const res = await postForm(`${app.url}/v2/messages-v2`, { intent: 'delete', id: '9904' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/v2\/login-v2/)
    expect(app.sim.state.messages.find((m) => m.id === 9904)!.deletedBy).toBeUndefined()
  })

  it('is in French', async () => {
    push(9905, ['entrant'], true)
    const html = await (
      await fetch(`${app.url}/v2/messages-v2?open=9905`, { headers: { cookie: entrant, 'accept-language': 'fr' } })
    ).text()
    expect(html).toContain('Supprimer le message')
  })
})
