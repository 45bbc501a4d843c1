import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeCompetition } from '../domain/competition/competition.test-support'
import { ANONYMOUS, type UserAuth } from '../domain/routing/permissions'
import { cardMoments, momentsPassed } from '../domain/competition/competition-card'
import { deepFreeze } from '../domain/text/deep-freeze'
import { listCards, toCardModel } from '../services/competition-cards.server'
import { compactCards, fullCards, type CardsWire } from './competition-card-wire'

const SITE = 'https://legacy.example'
const NOW = new Date('2026-03-20T12:00:00Z')
const USERS: UserAuth[] = [
  ANONYMOUS,
  { userId: 7, role: 'USER', permissions: [] },
  { userId: 7, role: 'USER', permissions: [{ role: 'BUILDER', orgId: 55, compId: 321 }] },
  { userId: 7, role: 'USER', permissions: [{ role: 'CHECKIN', orgId: 55, compId: 0 }] },
  { userId: 1, role: 'E4SUSER', permissions: [] },
]

const text = fc.constantFrom('', 'Enter now', 'A much longer enter button text', 'Tickets')
const competition = fc
  .record({
    active: fc.boolean(),
    disabled: fc.boolean(),
    teamComp: fc.boolean(),
    logo: fc.constantFrom(null, '/resources/logo.png'),
    dates: fc.constantFrom<string[]>(['2026-04-11'], ['2026-04-11', '2026-04-12'], []),
    location: fc.constantFrom(
      null,
      { id: 3, name: 'Stadium', address1: '1 Track Lane', address2: '', town: 'Tonbridge', postcode: 'TN9 1AA' },
      { id: 5, name: 'Stadium', address1: '', address2: '', town: '', postcode: '' },
      { id: 6, name: '', address1: '1 Track Lane', address2: '', town: 'Tonbridge', postcode: '' },
      {
        id: 4,
        name: '',
        address1: '',
        address2: '',
        town: '',
        postcode: '',
      },
    ),
    resultsAvailable: fc.boolean(),
    checkIn: fc.record({ enabled: fc.boolean(), opensAt: fc.constantFrom(null, '2026-03-01T09:00:00+00:00') }),
    restricted: fc.boolean(),
    enterButtonText: text,
    ticketCompId: fc.constantFrom(0, 88),
    ticketCompButtonText: text,
    panel: fc.constantFrom('SCHEDULE', 'SHOP_ONLY'),
    workflow: fc.constantFrom(null, { organiserStatus: 'Approved', description: 'Live' }, { organiserStatus: 'New', description: '' }),
    newsflashHtml: fc.constantFrom('', '<p>News</p>'),
    counts: fc.record({ athletes: fc.nat(99), entries: fc.nat(99), teams: fc.nat(9) }),
  })
  .map((c) => {
    const base = makeCompetition()
    return makeCompetition({
      active: c.active,
      disabled: c.disabled,
      disabledReason: c.disabled ? 'Paused' : '',
      teamComp: c.teamComp,
      logo: c.logo,
      dates: c.dates,
      location: c.location,
      resultsAvailable: c.resultsAvailable,
      checkIn: c.checkIn,
      restriction: c.restricted ? { clubs: [{ id: 2, name: 'Tonbridge AC' }], areas: [], endsAt: null } : base.restriction,
      ui: {
        ...base.ui,
        enterButtonText: c.enterButtonText,
        ticketCompId: c.ticketCompId,
        ticketCompButtonText: c.ticketCompButtonText,
        entryDefaultPanel: c.panel,
      },
      workflow: c.workflow as typeof base.workflow,
      newsflashHtml: c.newsflashHtml,
      counts: c.counts,
    })
  })

describe('cards in a list, sent without what the browser derives', () => {
  it('are the cards they were once the browser has put it back', () => {
    fc.assert(
      fc.property(fc.array(competition, { maxLength: 4 }), fc.constantFrom(...USERS), (comps, auth) => {
        const cards = comps.map((comp) => toCardModel(comp, { auth, lang: 'en', now: NOW, legacySiteUrl: SITE, currentPath: '/v2?page=2' }))
        const context = { loggedIn: auth !== ANONYMOUS, legacySiteUrl: SITE }
        // Through the browser's loader data: JSON, as turbo-stream sends plain values.
        const sent = JSON.parse(JSON.stringify(compactCards(cards, context))) as CardsWire
        expect(fullCards(sent, context)).toEqual(cards)
      }),
    )
  })

  it('send of each card in a list what it does not have alike with the others, and no address the browser can build', () => {
    const cards = [1, 2, 3].map((id) =>
      toCardModel(makeCompetition({ id, name: `Meeting ${id}`, resultsAvailable: true }), {
        auth: ANONYMOUS,
        lang: 'en',
        now: NOW,
        legacySiteUrl: SITE,
        currentPath: '/v2',
      }),
    )
    const { common, items } = compactCards(cards, { loggedIn: false, legacySiteUrl: SITE })
    expect(items.map((item) => Object.keys(item).sort())).toEqual([
      ['id', 'name'],
      ['id', 'name'],
      ['id', 'name'],
    ])
    for (const key of ['enterHref', 'checkInHref', 'links', 'mapUrl']) expect(common).not.toHaveProperty(key)
    expect(common.address).toBe('1 Track Lane, Tonbridge, TN9 1AA')
    expect(JSON.stringify({ common, items }).length).toBeLessThan(JSON.stringify(cards).length / 2)
  })
})

// Times around the arbitrary's dates: its competitions open on 1 March and close on 5 April 2026.
const FROM = Date.parse('2026-02-25T00:00:00Z')
const TO = Date.parse('2026-04-20T00:00:00Z')
const timed = fc
  .record({
    comp: competition,
    openDate: fc.constantFrom('2026-03-01T09:00:00+00:00', 'not a date'),
    closeDate: fc.constantFrom('2026-04-05T23:59:00+01:00', '2026-03-10T12:00:00Z'),
    saleEndDate: fc.constantFrom(null, '2026-03-05T18:00:00+00:00', 'soon'),
    restrictionEndsAt: fc.constantFrom(null, '2026-03-03T10:30:00Z', 'later'),
    dates: fc.constantFrom<string[]>([], ['2026-03-29'], ['2026-03-28', '2026-03-29']),
  })
  .map(({ comp, restrictionEndsAt, ...dates }) => ({
    ...comp,
    ...dates,
    restriction: { clubs: [{ id: 2, name: 'Tonbridge AC' }], areas: [], endsAt: restrictionEndsAt },
  }))

describe('a list of cards kept between the moments its cards change at', () => {
  const options = (auth: UserAuth, now: Date) => ({ auth, lang: 'en' as const, now, legacySiteUrl: SITE, currentPath: '/v2' })

  it('shows the same card at any two times between two of its moments', () => {
    fc.assert(
      fc.property(timed, fc.constantFrom(...USERS), fc.integer({ min: FROM, max: TO }), fc.double({ min: 0, max: 1, noNaN: true }), (comp, auth, at, where) => {
        const moments = [FROM, ...cardMoments(comp)!, TO].sort((a, b) => a - b)
        const start = Math.max(...moments.filter((m) => m <= at))
        const end = Math.min(...moments.filter((m) => m > at), TO + 1)
        for (const other of [start, end - 1, Math.floor(start + (end - 1 - start) * where)]) {
          expect(momentsPassed(cardMoments(comp)!, new Date(other))).toBe(momentsPassed(cardMoments(comp)!, new Date(at)))
          expect(toCardModel(comp, options(auth, new Date(other)))).toEqual(toCardModel(comp, options(auth, new Date(at))))
        }
      }),
    )
  })

  it('are made once for each user and span of time, and made again when a moment passes', () => {
    const comps = deepFreeze([makeCompetition({ id: 1, closeDate: '2026-03-20T18:00:00Z' }), makeCompetition({ id: 2 })])
    const context = { loggedIn: false, legacySiteUrl: SITE }
    const before = new Date('2026-03-20T17:59:59.999Z')
    const first = listCards(comps, options(ANONYMOUS, new Date('2026-03-20T12:00:00Z')), context)
    expect(listCards(comps, options(ANONYMOUS, before), context)).toBe(first)
    const closed = listCards(comps, options(ANONYMOUS, new Date('2026-03-20T18:00:00Z')), context)
    expect(closed).not.toBe(first)
    expect(fullCards(closed, context)[0]!.status.state).toBe('closed')
    expect(fullCards(first, context)[0]!.status.state).toBe('entries-close')
    const builder = { userId: 7, role: 'USER' as const, permissions: [{ role: 'BUILDER' as const, orgId: 55, compId: 1 }] }
    const theirs = listCards(comps, options(builder, before), { loggedIn: true, legacySiteUrl: SITE })
    expect(theirs).not.toBe(first)
    expect(fullCards(theirs, { loggedIn: true, legacySiteUrl: SITE })[0]!.accessLabel).toBe('Builder')
    // The builder's link leads to the legacy site where the builder hands over (decision 074).
    const handingOver = { ...options(builder, before), handOver: { screens: new Set(['builder']), legacySiteUrl: SITE } }
    const handedOver = listCards(comps, handingOver, { loggedIn: true, legacySiteUrl: SITE })
    expect(fullCards(handedOver, { loggedIn: true, legacySiteUrl: SITE })[0]!.builderHref).toMatch(/^https:\/\/legacy\.example/)
    const notHandedOver = { ...handingOver, handOver: { screens: new Set<string>(), legacySiteUrl: SITE } }
    expect(fullCards(listCards(comps, notHandedOver, { loggedIn: true, legacySiteUrl: SITE }), { loggedIn: true, legacySiteUrl: SITE })[0]!.builderHref).toMatch(/^\/v2\//)
    for (const made of [first, closed, theirs, handedOver]) expect(Object.isFrozen(made)).toBe(true)
  })

  it('makes the cards of a list that is not shared each time, as they are now', () => {
    const comps = [makeCompetition({ id: 1 })]
    const context = { loggedIn: false, legacySiteUrl: SITE }
    const first = listCards(comps, options(ANONYMOUS, NOW), context)
    expect(listCards(comps, options(ANONYMOUS, NOW), context)).not.toBe(first)
    expect(listCards(comps, options(ANONYMOUS, NOW), context)).toEqual(first)
  })
})
