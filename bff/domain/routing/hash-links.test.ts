import { describe, expect, it } from 'vitest'
import { legacyHashPath, legacySiteLink, screenHref, secureRedirectTarget, translateHashLink } from './hash-links'
import { LEGACY_PLACEHOLDER_PREFIX, resolveV1 } from './v1-paths'
import { fillPattern, matchPattern, matchV1, matchV2, ROUTES, titleFor } from './route-table'

/** Sample values for a shape's params, in order: 1, 2, 3... */
function sample(shape: string): Record<string, string> {
  const names = [...shape.matchAll(/:(\w+)/g)].map((m) => m[1])
  return Object.fromEntries(names.map((name, i) => [name, String(i + 1)]))
}

describe('matchPattern', () => {
  it.each([
    ['show-entry/:id', '/show-entry/123', { id: '123' }],
    ['show-entry/:id', 'show-entry/123/', { id: '123' }],
    ['', '/', {}],
    ['', '', {}],
    ['email-messages/:compId?', '/email-messages', {}],
    ['email-messages/:compId?', '/email-messages/7', { compId: '7' }],
    ['actions/:compId/:athleteId/:clubId/:entryId', '/actions/1/2/3/4', { compId: '1', athleteId: '2', clubId: '3', entryId: '4' }],
    ['club/:id', '/club/a%20b', { id: 'a b' }],
  ])('%j matches %j', (pattern, path, params) => {
    expect(matchPattern(pattern, path)).toEqual(params)
  })

  it.each([
    ['show-entry/:id', '/show-entry'],
    ['show-entry/:id', '/show-entry/1/2'],
    ['show-entry/:id', '/Show-Entry/1'],
    ['', '/x'],
    ['email-messages/:compId?', '/email-messages/1/2'],
    ['club/:id', '/club/%E0%A4%A'],
  ])('%j does not match %j', (pattern, path) => {
    expect(matchPattern(pattern, path)).toBeNull()
  })
})

describe('fillPattern', () => {
  it('fills, encodes and drops an absent optional param', () => {
    expect(fillPattern('/v2/show-entry-v2/:id', { id: '12' })).toBe('/v2/show-entry-v2/12')
    expect(fillPattern('/v2/club-v2/:id', { id: 'a/b' })).toBe('/v2/club-v2/a%2Fb')
    expect(fillPattern('/v2/messages-v2/:compId?', {})).toBe('/v2/messages-v2')
    expect(fillPattern('/v2/messages-v2/:compId?', { compId: '3' })).toBe('/v2/messages-v2/3')
    expect(fillPattern('/v2/show-entry-v2/:id', {})).toBeNull()
    expect(fillPattern('/v2', {})).toBe('/v2')
  })
})

describe('the route table', () => {
  it('has unique names, v2 paths and v1 shapes, and no v1 sample path matches another screen', () => {
    const names = ROUTES.map((e) => e.name)
    const v2 = ROUTES.flatMap((e) => (e.v2 ? [e.v2] : []))
    const v1 = ROUTES.flatMap((e) => e.v1)
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(v2).size).toBe(v2.length)
    expect(new Set(v1).size).toBe(v1.length)
    for (const e of ROUTES) {
      for (const shape of e.v1) expect(matchV1(fillPattern(shape, sample(shape))!)?.entry.name).toBe(e.name)
      if (e.v2) expect(matchV2(fillPattern(e.v2, sample(e.v2))!)?.entry.name).toBe(e.name)
    }
  })

  it('every screen has a v1 shape or a v2 page, and a legacy hash the legacy site routes', () => {
    for (const e of ROUTES) {
      expect(e.v1.length > 0 || e.v2 !== null).toBe(true)
      const known = e.v1.some((shape) => matchPattern(shape, e.legacyHash)) || (e.v2 !== null && matchPattern(e.v2, e.legacyHash))
      expect(known, e.name).toBeTruthy()
    }
  })

  it('the spec examples', () => {
    expect(ROUTES.find((e) => e.name === 'showEntry')).toMatchObject({
      v2: '/v2/show-entry-v2/:id',
      access: 'public',
      built: true,
      legacyHash: '/show-entry/:id',
    })
    expect(
      ROUTES.filter((e) => e.built)
        .map((e) => e.name)
        .sort(),
    ).toEqual([
      'actions',
      'ageGroupCoverage',
      'athlete',
      'athleteCreate',
      'athletePb',
      'athletes',
      'autoEntries',
      'basketHandoff',
      'bibs',
      'builder',
      'builderAgeGroups',
      'builderDiscounts',
      'builderOrganisation',
      'cart',
      'cartRedirect',
      'checkin',
      'checkinAthlete',
      'checkinCode',
      'cheques',
      'club',
      'clubSearch',
      'compAdmin',
      'compStatus',
      'competitionHub',
      'contactOrganiser',
      'entry',
      'entryConditions',
      'eventGroupAthletes',
      'fieldHelp',
      'financeReport',
      'forgot',
      'helpForm',
      'helpFormList',
      'home',
      'homeV2',
      'impersonateStop',
      'login',
      'message',
      'messageCreate',
      'messages',
      'myCompetitions',
      'orgSearch',
      'organiserReport',
      'output',
      'outputV2',
      'outputV3',
      'profile',
      'publicRankings',
      'register',
      'reports',
      'reset',
      'results',
      'resultsEntry',
      'resultsImport',
      'resultsImportFile',
      'resultsQr',
      'resultsRead',
      'schedule',
      'scoreboardComp',
      'scoreboardOutput',
      'scoreboardOutputList',
      'scoreboardScheduleList',
      'secGrid',
      'secondaryProducts',
      'secureRedirect',
      'seeding',
      'shop',
      'showEntry',
      'stripeUsers',
      'ticket',
      'ticketAdmin',
      'ticketGatekeeper',
      'ticketOrder',
      'user',
      'userSearch',
      'whoIsHere',
    ])
    expect(ROUTES.find((e) => e.name === 'athletes')).toMatchObject({ access: 'login', built: true })
  })

  it('titles: the optional param picks the withParam variant', () => {
    const withComp = matchV2('/v2/messages-v2/9')!
    const without = matchV2('/v2/messages-v2')!
    expect(titleFor(withComp)).toEqual({ key: 'titles.messages', values: { compId: '9', context: 'withParam' } })
    expect(titleFor(without)).toEqual({ key: 'titles.messages', values: {} })
    expect(titleFor(resolveV1('/entry')!)).toEqual({ key: 'titles.entry', values: { context: 'noParam' } })
    expect(titleFor(matchV2('/v2/entry-v2/3')!)).toEqual({ key: 'titles.entry', values: { id: '3' } })
  })
})

describe('translateHashLink', () => {
  it.each([
    ['#/', '/v2'],
    ['#/show-entry/123', '/v2/show-entry-v2/123'],
    ['#/login?redirectFrom=%2Fathletes', '/v2/login-v2?redirectFrom=%2Fathletes'],
    ['#/entry?comporgid=1&compid=2', '/v2/entry-v2/2?comporgid=1'],
    ['#/email-messages', '/v2/messages-v2'],
    ['#/stripe-users', '/v2/stripe-users'],
    ['#/sec-grid', '/v2/sec-grid'],
    ['#/onboarding', '/v2/legacy/onboarding'],
    ['#/v2/show-entry-v2/5', '/v2/show-entry-v2/5'],
    ['#/v2', '/v2'],
  ])('%s → %s', (hash, to) => {
    expect(translateHashLink(hash)).toBe(to)
  })

  it.each(['', '#', '#top', '#/no-such-page', '#/v2/no-such-page', '#//evil.example'])('%j is not an old route', (hash) => {
    expect(translateHashLink(hash)).toBeNull()
  })

  it('every hash link shape of the table translates into this site', () => {
    for (const e of ROUTES) {
      const shapes = [...e.v1.map((s) => `/${s}`), e.legacyHash]
      for (const shape of shapes) {
        const to = translateHashLink(`#${fillPattern(shape, sample(shape))}`)
        expect(to, `${e.name} ${shape}`).toMatch(/^\/v2(\/|$)/)
        // A v2 path fills from the shape's own params (a row's shorter v1 shape leaves an optional param out).
        if (e.v2 && shape !== '/entry') expect(to, shape).toBe(fillPattern(e.v2, sample(shape)))
        if (!e.v2) expect(to).toBe(`${LEGACY_PLACEHOLDER_PREFIX}${fillPattern(shape, sample(shape))}`)
      }
    }
  })
})

describe('legacy links', () => {
  it('a v2 page links to its screen on the legacy site', () => {
    expect(legacyHashPath(matchV2('/v2/entry-v2/4')!)).toBe('/entry-main/4')
    expect(legacyHashPath(matchV2('/v2/messages-v2')!)).toBe('/email-messages')
    expect(legacyHashPath(matchV2('/v2/schedule-v2/3')!, '?a=1')).toBe('/v2/schedule-v2/3?a=1')
    // user/:id needs an id: the legacy site's own v2 page takes over.
    expect(legacyHashPath(matchV2('/v2/user-v2')!)).toBe('/v2/user-v2')
    expect(legacySiteLink('https://old.example/', '/show-entry/1')).toBe('https://old.example/#/show-entry/1')
  })

  it('every v2 page links to a route the legacy site had', () => {
    for (const e of ROUTES) {
      if (!e.v2) continue
      const match = matchV2(fillPattern(e.v2, sample(e.v2))!)!
      expect(translateHashLink(`#${legacyHashPath(match)}`), e.name).not.toBeNull()
    }
  })
})

describe('secureRedirectTarget', () => {
  const to = (url: string | null) => secureRedirectTarget(url === null ? '' : `?${new URLSearchParams({ url })}`, '/v2')

  it.each([
    ['/v2/cart', '/v2/cart'],
    ['/v2/entry-v2/5?athlete=9', '/v2/entry-v2/5?athlete=9'],
    ['/show-entry/12', '/v2/show-entry-v2/12'],
    ['/entry?comporgid=1&compid=2', '/v2/entry-v2/2?comporgid=1'],
    ['#/show-entry/12', '/v2/show-entry-v2/12'],
    ['/#/athletes', '/v2/athletes-v2'],
    ['/cart#top', '/v2/cart'],
  ])('%s leads to %s', (url, expected) => {
    expect(to(url)).toBe(expected)
  })

  it.each([
    null,
    '',
    'https://evil.example/v2',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/never-had-this',
    '/v2/nowhere',
    '#/nowhere',
  ])('%s goes to the fallback', (url) => {
    expect(to(url)).toBe('/v2')
  })
})

describe('screenHref (decision 074)', () => {
  const handOver = { screens: new Set(['cheques', 'resultsEntry']), legacySiteUrl: 'https://legacy.example' }

  it('is the v2 address of a screen that does not hand over', () => {
    expect(screenHref('cheques', {})).toBe('/v2/cheques')
    expect(screenHref('bibs', { id: '501' }, handOver)).toBe('/v2/bibs-v2/501')
    expect(screenHref('messages', {}, null)).toBe('/v2/messages-v2')
  })

  it('is the same screen on the legacy site when it hands over', () => {
    expect(screenHref('cheques', {}, handOver)).toBe('https://legacy.example/#/cheques')
    expect(screenHref('resultsEntry', { compId: '5', eventGroupId: '7' }, handOver)).toBe('https://legacy.example/#/results-entry/5/7')
  })

  it('refuses params that do not fill the address', () => {
    expect(() => screenHref('bibs', {})).toThrow(/bibs/)
  })
})
