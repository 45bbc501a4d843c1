import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO, createSeed, DEMO_ACCOUNTS } from '../../contract-fixtures/seed'
import { eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

const TODAY_GROUP_ID = eventGroupsOf(createSeed().competitions.find((c) => c.id === CARD_DEMO.checkInTodayCompId)!)[0]!.id

// Who may open which screen (3-organiser-admin §6), with real requests against the built app
// (npm run build first), for a sample of old (v1) and new (v2) addresses of the route table.

let app: TestApp
const cookies: Record<string, string> = {}

const PASSWORDS: Record<string, string> = {
  ...Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.username, a.password])),
  // The seed's federation finance user and check-in steward (contract-fixtures/seed/users.ts).
  finance: 'Finance!2026',
  steward: 'Steward!2026',
}
const ROLES = ['entrant', 'organiser', 'finance', 'admin'] as const
type Who = 'anonymous' | (typeof ROLES)[number] | 'steward'

beforeAll(async () => {
  app = await startTestApp()
  for (const username of [...ROLES, 'steward']) {
    const res = await postForm(`${app.url}/v2/login-v2`, { username, password: PASSWORDS[username] })
    expect(res.status, username).toBe(302)
    cookies[username] = sessionCookie(res)
  }
})
afterAll(async () => {
  await app?.close()
})

function get(path: string, who: Who, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, { redirect: 'manual', headers: who === 'anonymous' ? headers : { ...headers, cookie: cookies[who] } })
}

/** Follows redirects by hand: the last answer and every address on the way. */
async function follow(path: string, who: Who, headers: Record<string, string> = {}) {
  const seen = [path]
  let res = await get(path, who, headers)
  while (res.status >= 300 && res.status < 400 && seen.length < 6) {
    seen.push(res.headers.get('location')!)
    res = await get(seen.at(-1)!, who, headers)
  }
  return { res, seen }
}

// Which of the sampled roles each rule lets in; anonymous visitors go to login for all but public.
const OPEN_TO = {
  public: ['entrant', 'organiser', 'finance', 'admin'],
  login: ['entrant', 'organiser', 'finance', 'admin'],
  builder: ['organiser', 'admin'],
  finance: ['finance', 'admin'],
  admin: ['admin'],
} as const

const SAMPLE: [string, keyof typeof OPEN_TO][] = [
  // v2 pages
  ['/v2/builder-v2/501', 'builder'],
  // A new competition: builder permission in some organisation (decision 023).
  ['/v2/builder-v2/0', 'builder'],
  ['/builder/0', 'builder'],
  ['/v2/user-search-v2', 'admin'],
  ['/v2/club-search-v2', 'builder'],
  ['/v2/org-search', 'admin'],
  ['/v2/club-v2/1001', 'public'],
  ['/v2/messages-v2', 'login'],
  ['/v2/cart', 'login'],
  ['/v2/athletes-v2', 'login'],
  ['/v2/show-entry-v2/501', 'public'],
  ['/v2/shop-v2/501', 'public'],
  // old addresses (on to their v2 page or placeholder)
  ['/user-search', 'admin'],
  ['/club-search', 'builder'],
  ['/builder/501', 'builder'],
  ['/cheques', 'finance'],
  ['/stripe-users', 'finance'],
  ['/reports', 'admin'],
  ['/org-search', 'admin'],
  ['/help-form-list', 'admin'],
  ['/help-form/3', 'admin'],
  ['/sec-grid', 'admin'],
  ['/ticket-admin/501', 'builder'],
  ['/ticket-form-gatekeeper/501', 'builder'],
  // The built desk also needs check-in enabled: the meeting held today has it (557, organisation 12).
  ['/checkin/557', 'builder'],
  ['/bibs/501', 'builder'],
  ['/auto-entries/501', 'builder'],
  ['/email-message-create/501', 'builder'],
  ['/scoreboard-output-list/501', 'builder'],
  ['/scoreboard-output/501/new', 'builder'],
  // A real event group of the meeting held today.
  [`/results-entry/${CARD_DEMO.checkInTodayCompId}/${TODAY_GROUP_ID}`, 'builder'],
  ['/results-import/501', 'builder'],
  ['/results-import-file/501', 'builder'],
  ['/email-messages', 'login'],
  ['/athlete-create', 'login'],
  ['/results/501', 'public'],
  // A ticket the simulator sold for the organiser's meeting (Fellside Open Meeting, 517).
  ['/ticket/517/7002', 'builder'],
]

const cases = SAMPLE.flatMap(([path, rule]) =>
  (['anonymous', ...ROLES] as const).map((who) => ({
    path,
    who,
    want: who === 'anonymous' ? (rule === 'public' ? 200 : 'login') : (OPEN_TO[rule] as readonly string[]).includes(who) ? 200 : 403,
  })),
)

describe('route × role against the app', () => {
  it.each(cases)('$path as $who: $want', async ({ path, who, want }) => {
    const { res, seen } = await follow(path, who)
    const html = await res.text()
    if (want === 'login') {
      // On to login, remembering the page (its new address once an old one has moved on).
      expect(seen.at(-1), seen.join(' → ')).toMatch(/^\/v2\/login-v2\?redirectFrom=/)
      const from = new URL(seen.at(-1)!, app.url).searchParams.get('redirectFrom')
      expect(from).toBe(seen.at(-2))
      return
    }
    expect(res.status, seen.join(' → ')).toBe(want)
    if (want === 403) {
      expect(html).toContain('<h1>No access</h1>')
      expect(html).toContain('You do not have permission to open this page.')
      // The shell, and nothing of the screen: no link to it on the legacy site.
      expect(html).toContain('id="main"')
      expect(html).not.toContain('data-placeholder')
    } else {
      expect(html).not.toContain('No access')
    }
  })

  it('the 403 page speaks the visitor’s language', async () => {
    const { res } = await follow('/cheques', 'entrant', { 'accept-language': 'fr' })
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toContain('<h1>Accès refusé</h1>')
    expect(html).toContain('Vous n&#x27;avez pas l&#x27;autorisation')
  })

  it('a client navigation (single fetch) to a screen without the permission is refused too', async () => {
    const res = await get('/v2/sec-grid.data', 'entrant')
    expect(res.status).toBe(403)
    const body = await res.text()
    expect(body).toContain('"Forbidden",403')
    // None of the page's own data (the store's settings).
    expect(body).not.toContain('percCharged')
  })

  it('a grant for one competition opens that competition’s screen only', async () => {
    const steward = app.sim.state.users.find((u) => u.login === 'steward')!
    const compId = steward.permissions[0].compid
    const own = await follow(`/checkin/${compId}`, 'steward')
    expect(own.res.status, own.seen.join(' → ')).toBe(200)
    const other = await follow(`/checkin/${compId + 1}`, 'steward')
    expect(other.res.status).toBe(403)
    expect((await follow(`/bibs/${compId}`, 'steward')).res.status).toBe(403)
  })
})
