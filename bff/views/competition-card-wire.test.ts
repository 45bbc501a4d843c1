import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeCompetition } from '../domain/competition/competition.test-support'
import { ANONYMOUS, type UserAuth } from '../domain/routing/permissions'
import { toCardModel } from '../services/competition-cards.server'
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
