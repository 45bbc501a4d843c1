import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageLinks } from '../routing/paging'
import { clubLevelKey, clubSearchQuery, normaliseStartsWith, type ClubFilter } from './club-search'

const filter = fc.record({
  startswith: fc.string({ maxLength: 120 }).map(normaliseStartsWith),
  kind: fc.constantFrom<ClubFilter['kind']>('C', 'S'),
  areaId: fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null }),
})

describe('club search address', () => {
  it('reads back the filter and the page it was written from', () => {
    fc.assert(
      fc.property(filter, fc.integer({ min: 1, max: 500 }), (f, page) => {
        const q = new URLSearchParams(clubSearchQuery(f, page))
        expect(q.get('startswith') ?? '').toBe(f.startswith)
        expect(q.get('type') === 'S' ? 'S' : 'C').toBe(f.kind)
        expect(q.has('area') ? Number(q.get('area')) : null).toBe(f.areaId)
        expect(Number(q.get('page'))).toBe(page)
      }),
    )
  })

  it('leaves filters at their default out', () => {
    expect(clubSearchQuery({ startswith: '', kind: 'C', areaId: null }, 1)).toBe('?page=1')
    expect(clubSearchQuery({ startswith: 'Ash', kind: 'S', areaId: 11 }, 2)).toBe('?startswith=Ash&type=S&area=11&page=2')
  })

  it('normalises the text: trimmed, one space, at most 100 characters', () => {
    expect(normaliseStartsWith('  Ashby   Moor ')).toBe('Ashby Moor')
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => normaliseStartsWith(s).length <= 100))
  })
})

describe('club level', () => {
  it('names the entity levels of §3; a club without one is a club', () => {
    expect([0, 1, 2, 3, 4, 9].map(clubLevelKey)).toEqual(['club', 'club', 'county', 'region', 'country', 'club'])
  })
})

describe('page links', () => {
  it('20 a page: previous only after page 1, next only before the last, never past the last', () => {
    const href = (p: number) => `?page=${p}`
    expect(pageLinks(45, 20, 1, href)).toEqual({ page: 1, pageCount: 3, previousHref: null, nextHref: '?page=2' })
    expect(pageLinks(45, 20, 3, href)).toEqual({ page: 3, pageCount: 3, previousHref: '?page=2', nextHref: null })
    expect(pageLinks(0, 20, 1, href)).toEqual({ page: 1, pageCount: 1, previousHref: null, nextHref: null })
    expect(pageLinks(45, 20, 9, href).previousHref).toBe('?page=3')
  })

  it('a next link exactly when more items follow', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 200 }), (total, size, page) => {
        const links = pageLinks(total, size, page, String)
        expect(links.nextHref !== null).toBe(page * size < total)
      }),
    )
  })
})
