import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  accessLabel,
  cardButtons,
  cutNewsflash,
  enterTarget,
  externalLinks,
  firstDate,
  isMultiDay,
  locationMapUrl,
  restrictionNotice,
  type CardButtons,
} from './competition-card'
import { entryStatus, type EntryStatus } from './competition-status'
import type { NamedRef } from './competition'
import { makeCompetition } from './competition.test-support'
import { ANONYMOUS, type PermissionGrant, type UserAuth } from '../routing/permissions'

const user = (permissions: PermissionGrant[] = []): UserAuth => ({ userId: 7, role: 'USER', permissions })
const admin: UserAuth = { userId: 1, role: 'E4SUSER', permissions: [] }
const builder = user([{ role: 'BUILDER', orgId: 55, compId: 321 }])
const otherBuilder = user([{ role: 'BUILDER', orgId: 55, compId: 999 }])

const OPEN_STATUS: EntryStatus = { canEnter: true, open: true, late: false, state: 'entries-close', date: '2026-04-05T23:59:00+01:00' }
const CLOSED_STATUS: EntryStatus = { canEnter: false, open: false, late: false, state: 'closed', date: '2026-04-05T23:59:00+01:00' }
const NOW = new Date('2026-03-10T12:00:00Z')

describe('cutNewsflash', () => {
  it('strips paragraph tags of any case and with attributes', () => {
    expect(cutNewsflash('<p>One</p><P class="x">Two</P ><p/>')).toBe('One Two')
  })

  it('keeps tags that only start with p', () => {
    expect(cutNewsflash('<pre>x</pre><param name="a"><span>y</span>')).toBe('<pre>x</pre><param name="a"><span>y</span>')
  })

  it('does not cut at 500 characters or fewer', () => {
    const text = 'a'.repeat(500)
    expect(cutNewsflash(`<p>${text}</p>`)).toBe(text)
  })

  it('cuts at 500 characters with an ellipsis', () => {
    expect(cutNewsflash(`<p>${'a'.repeat(501)}</p>`)).toBe(`${'a'.repeat(500)}…`)
  })

  it('never leaves a broken tag or entity at the cut', () => {
    expect(cutNewsflash('Results &amp; news', 9)).toBe('Results…')
    expect(cutNewsflash('See <a href="https://x.example/">here</a>', 8)).toBe('See…')
    expect(cutNewsflash('<p>See <a href="https://x.example/">the results</a></p>', 40)).toBe('See <a href="https://x.example/">the…</a>')
  })

  it('property: at most max + 1 long, never ends inside a tag, no paragraph tags left', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 20 }).map((s) => s.replace(/[<>&]/g, '')),
      fc.constantFrom(
        '<p>',
        '</p>',
        '<p style="color:red">',
        '<P>',
        '</P>',
        '&amp;',
        '&eacute;',
        '<b>',
        '</b>',
        '<a href="/x">',
        '</a>',
        '<br>',
      ),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), fc.integer({ min: 0, max: 600 }), (pieces, max) => {
        const out = cutNewsflash(pieces.join(''), max)
        expect(out.length).toBeLessThanOrEqual(max + 1)
        expect(out.lastIndexOf('<')).toBeLessThanOrEqual(out.lastIndexOf('>'))
        expect(out).not.toMatch(/<\/?p[\s>/]/i)
        expect(out).not.toMatch(/&[#a-zA-Z0-9]*$/)
      }),
    )
  })
})

describe('dates', () => {
  it('isMultiDay only for more than one distinct date', () => {
    expect(isMultiDay(makeCompetition({ dates: ['2026-04-11'] }))).toBe(false)
    expect(isMultiDay(makeCompetition({ dates: [] }))).toBe(false)
    expect(isMultiDay(makeCompetition({ dates: ['2026-04-11', '2026-04-11'] }))).toBe(false)
    expect(isMultiDay(makeCompetition({ dates: ['2026-04-11', '2026-04-12'] }))).toBe(true)
  })

  it('firstDate is the earliest date, or null', () => {
    expect(firstDate(makeCompetition({ dates: ['2026-04-11', '2026-04-12'] }))).toBe('2026-04-11')
    expect(firstDate(makeCompetition({ dates: ['2026-04-12', '2026-04-11'] }))).toBe('2026-04-11')
    expect(firstDate(makeCompetition({ dates: [] }))).toBeNull()
  })
})

describe('cardButtons', () => {
  const buttons = (overrides: Parameters<typeof makeCompetition>[0], who: UserAuth, status: EntryStatus, now = NOW) =>
    cardButtons(makeCompetition(overrides), who, status, now)

  it('an open competition for an anonymous visitor: Enter and Information', () => {
    expect(buttons({}, ANONYMOUS, OPEN_STATUS)).toEqual<CardButtons>({
      enter: true,
      enterSmall: false,
      orgEnter: false,
      information: true,
      viewResults: false,
      checkIn: false,
      contactOrganiser: false,
      contactAthletes: false,
    })
  })

  it('a closed competition: no Enter; Org Enter for its builders and admins only', () => {
    expect(buttons({}, ANONYMOUS, CLOSED_STATUS)).toMatchObject({ enter: false, orgEnter: false, information: true })
    expect(buttons({}, user(), CLOSED_STATUS).orgEnter).toBe(false)
    expect(buttons({}, otherBuilder, CLOSED_STATUS).orgEnter).toBe(false)
    expect(buttons({}, builder, CLOSED_STATUS).orgEnter).toBe(true)
    expect(buttons({}, user([{ role: 'BUILDER', orgId: 55, compId: 0 }]), CLOSED_STATUS).orgEnter).toBe(true)
    expect(buttons({}, admin, CLOSED_STATUS).orgEnter).toBe(true)
  })

  it('no Org Enter when the builder can enter normally', () => {
    expect(buttons({}, builder, OPEN_STATUS)).toMatchObject({ enter: true, orgEnter: false })
  })

  it('club competitions offer Enter to visitors too: they log in on the way', () => {
    expect(buttons({ clubComp: true }, ANONYMOUS, OPEN_STATUS).enter).toBe(true)
    expect(buttons({ clubComp: true }, user(), OPEN_STATUS).enter).toBe(true)
  })

  it.each([
    ['Enter', false],
    ['Enter here', false],
    ['Enter now!!', true],
    ['  Enter here  ', false],
    ['', false],
  ])('enter text %j small: %s', (enterButtonText, small) => {
    const comp = makeCompetition()
    expect(buttons({ ui: { ...comp.ui, enterButtonText } }, ANONYMOUS, OPEN_STATUS).enterSmall).toBe(small)
  })

  it('View Results and Contact Organiser follow their flags', () => {
    const comp = makeCompetition()
    expect(buttons({ resultsAvailable: true, contact: { ...comp.contact, visible: true } }, ANONYMOUS, CLOSED_STATUS)).toMatchObject({
      viewResults: true,
      contactOrganiser: true,
    })
  })

  it("Contact Athletes replaces Contact Organiser for the competition's builders and admins (§6)", () => {
    const comp = makeCompetition()
    const visible = { contact: { ...comp.contact, visible: true } }
    expect(buttons(visible, builder, OPEN_STATUS)).toMatchObject({ contactAthletes: true, contactOrganiser: false })
    expect(buttons(visible, admin, OPEN_STATUS)).toMatchObject({ contactAthletes: true, contactOrganiser: false })
    expect(buttons(visible, otherBuilder, OPEN_STATUS)).toMatchObject({ contactAthletes: false, contactOrganiser: true })
    expect(buttons(visible, user(), OPEN_STATUS)).toMatchObject({ contactAthletes: false, contactOrganiser: true })
    expect(buttons({}, ANONYMOUS, OPEN_STATUS).contactAthletes).toBe(false)
  })

  describe('check-in', () => {
    const checkIn = (opensAt: string | null, now: Date, enabled = true) =>
      buttons({ dates: ['2026-04-11', '2026-04-12'], checkIn: { enabled, opensAt } }, ANONYMOUS, CLOSED_STATUS, now).checkIn

    it('needs check-in enabled', () => {
      expect(checkIn(null, NOW, false)).toBe(false)
      expect(checkIn(null, NOW)).toBe(true)
    })

    it('opens at opensAt', () => {
      const opensAt = '2026-04-10T18:00:00+01:00'
      expect(checkIn(opensAt, new Date('2026-04-10T16:59:59.999Z'))).toBe(false)
      expect(checkIn(opensAt, new Date('2026-04-10T17:00:00Z'))).toBe(true)
    })

    it('stays available through the last competition day (London time), not after', () => {
      expect(checkIn(null, new Date('2026-04-12T22:59:59Z'))).toBe(true)
      expect(checkIn(null, new Date('2026-04-12T23:00:00Z'))).toBe(false)
    })

    it('an unparseable opensAt keeps it closed', () => {
      expect(checkIn('whenever', NOW)).toBe(false)
    })
  })

  it('works with a real status', () => {
    const comp = makeCompetition()
    expect(cardButtons(comp, ANONYMOUS, entryStatus(comp, NOW), NOW).enter).toBe(true)
  })
})

describe('enterTarget', () => {
  const comp = makeCompetition({ id: 42 })

  it('goes to the v2 entry page when logged in', () => {
    expect(enterTarget(comp, { loggedIn: true, currentPath: '/v2/home-v2' })).toBe('/v2/entry-v2/42')
  })

  it('goes to the shop for SHOP_ONLY competitions', () => {
    expect(
      enterTarget(makeCompetition({ id: 42, ui: { ...comp.ui, entryDefaultPanel: 'SHOP_ONLY' } }), { loggedIn: true, currentPath: '/' }),
    ).toBe('/v2/shop-v2/42')
  })

  it('sends anonymous users to login with the target to come back to', () => {
    expect(enterTarget(comp, { loggedIn: false, currentPath: '/v2' })).toBe('/v2/login-v2?redirectFrom=%2Fv2%2Fentry-v2%2F42')
    const back = new URL(enterTarget(comp, { loggedIn: false, currentPath: '/v2' }), 'https://e.x').searchParams.get('redirectFrom')
    expect(back).toBe('/v2/entry-v2/42')
  })
})

describe('externalLinks', () => {
  it('builds {host}/{compId}/page, with or without a trailing slash on the host', () => {
    const expected = {
      results: 'https://results.example/321/results',
      schedule: 'https://results.example/321/schedule',
      entries: 'https://results.example/321/entries',
      card: 'https://results.example/321/card',
      live: 'https://results.example/321/live',
    }
    expect(externalLinks(makeCompetition(), 'https://results.example')).toEqual(expected)
    expect(externalLinks(makeCompetition(), 'https://results.example/')).toEqual(expected)
  })
})

describe('locationMapUrl', () => {
  it('joins the non-empty parts', () => {
    expect(locationMapUrl(makeCompetition().location)).toBe(
      'https://www.google.com/maps/search/?api=1&query=' + encodeURIComponent('Stadium, 1 Track Lane, Tonbridge, TN9 1AA'),
    )
  })

  it('encodes characters that would break the query', () => {
    const url = locationMapUrl({ id: 1, name: 'Arena & Track #2', address1: '', address2: '', town: 'Saint-Étienne', postcode: '' })
    expect(new URL(url ?? '').searchParams.get('query')).toBe('Arena & Track #2, Saint-Étienne')
  })

  it('is null without a location or anything to search for', () => {
    expect(locationMapUrl(null)).toBeNull()
    expect(locationMapUrl({ id: 1, name: ' ', address1: '', address2: '', town: '', postcode: '' })).toBeNull()
  })
})

describe('restrictionNotice', () => {
  const clubs = [
    { id: 3, name: 'Zephyr AC' },
    { id: 1, name: 'ábbey harriers' },
    { id: 2, name: 'Birchfield' },
  ]
  const areas = [
    { id: 13, name: 'Highmoor' },
    { id: 3, name: 'South East' },
    { id: 12, name: 'fellshire' },
  ]
  const restricted = (endsAt: string | null, over: { clubs?: NamedRef[]; areas?: NamedRef[] } = {}) =>
    makeCompetition({ restriction: { clubs, areas: [], endsAt, ...over } })

  it('is null without restricted clubs or areas', () => {
    expect(restrictionNotice(makeCompetition(), NOW)).toBeNull()
  })

  it('lists clubs sorted by name, locale-aware, without a cut-off', () => {
    expect(restrictionNotice(restricted(null), NOW)).toEqual({
      clubs: [
        { id: 1, name: 'ábbey harriers' },
        { id: 2, name: 'Birchfield' },
        { id: 3, name: 'Zephyr AC' },
      ],
      areas: [],
      endsAt: null,
    })
  })

  it('shows for restricted areas alone, sorted by name', () => {
    expect(restrictionNotice(restricted(null, { clubs: [], areas }), NOW)).toEqual({
      clubs: [],
      areas: [
        { id: 12, name: 'fellshire' },
        { id: 13, name: 'Highmoor' },
        { id: 3, name: 'South East' },
      ],
      endsAt: null,
    })
  })

  it('lists both clubs and areas when both restrict entry', () => {
    const notice = restrictionNotice(restricted(null, { areas }), NOW)
    expect(notice?.clubs.map((c) => c.id)).toEqual([1, 2, 3])
    expect(notice?.areas.map((a) => a.id)).toEqual([12, 13, 3])
  })

  it('shows before the cut-off and not from it on', () => {
    const endsAt = '2026-03-10T12:00:00+00:00'
    expect(restrictionNotice(restricted(endsAt), new Date('2026-03-10T11:59:59.999Z'))?.endsAt).toBe(endsAt)
    expect(restrictionNotice(restricted(endsAt), new Date('2026-03-10T12:00:00Z'))).toBeNull()
  })

  it('applies the same cut-off to areas', () => {
    const endsAt = '2026-03-10T12:00:00+00:00'
    const areasOnly = restricted(endsAt, { clubs: [], areas })
    expect(restrictionNotice(areasOnly, new Date('2026-03-10T11:59:59.999Z'))).toMatchObject({ areas: expect.any(Array), endsAt })
    expect(restrictionNotice(areasOnly, new Date('2026-03-10T12:00:00Z'))).toBeNull()
  })

  it('counts an unparseable cut-off as none', () => {
    expect(restrictionNotice(restricted('not a date', { clubs: [], areas }), NOW)).toMatchObject({ endsAt: null })
  })

  it('does not reorder the competition', () => {
    const comp = restricted(null, { areas })
    restrictionNotice(comp, NOW)
    expect(comp.restriction.clubs.map((c) => c.id)).toEqual([3, 1, 2])
    expect(comp.restriction.areas.map((a) => a.id)).toEqual([13, 3, 12])
  })

  it('property: shown exactly when clubs or areas restrict and the cut-off is absent or ahead; each list sorted, nothing lost', () => {
    const ref = fc.record({ id: fc.integer({ min: 1, max: 50 }), name: fc.string({ maxLength: 8 }) })
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    const sorted = (refs: NamedRef[]) => refs.every((r, i) => i === 0 || collator.compare(refs[i - 1]!.name, r.name) <= 0)
    const key = (refs: NamedRef[]) => refs.map((r) => `${r.id}:${r.name}`).sort()
    fc.assert(
      fc.property(
        fc.array(ref, { maxLength: 5 }),
        fc.array(ref, { maxLength: 5 }),
        fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
        (clubs, areas, cutOffHours) => {
          const endsAt = cutOffHours === null ? null : new Date(NOW.getTime() + cutOffHours * 3_600_000).toISOString()
          const notice = restrictionNotice(makeCompetition({ restriction: { clubs, areas, endsAt } }), NOW)
          const shown = clubs.length + areas.length > 0 && (cutOffHours === null || cutOffHours > 0)
          expect(notice !== null).toBe(shown)
          if (notice === null) return
          expect(notice.endsAt).toBe(endsAt)
          expect(key(notice.clubs)).toEqual(key(clubs))
          expect(key(notice.areas)).toEqual(key(areas))
          expect(sorted(notice.clubs) && sorted(notice.areas)).toBe(true)
        },
      ),
    )
  })
})

describe('accessLabel', () => {
  it('Admin for admins, Builder for builders of this competition, else null', () => {
    const comp = makeCompetition()
    expect(accessLabel(comp, admin)).toBe('Admin')
    expect(accessLabel(comp, builder)).toBe('Builder')
    expect(accessLabel(comp, user([{ role: 'ADMIN', orgId: 55, compId: 0 }]))).toBe('Builder')
    expect(accessLabel(comp, otherBuilder)).toBeNull()
    expect(accessLabel(comp, user())).toBeNull()
    expect(accessLabel(comp, ANONYMOUS)).toBeNull()
  })
})
