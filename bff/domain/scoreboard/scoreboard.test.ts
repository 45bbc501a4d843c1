import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseEventNo, rankingPage, SCOREBOARD_CONFIG } from './scoreboard'

describe('scoreboard rules', () => {
  it('has the spec timings', () => {
    expect(SCOREBOARD_CONFIG).toEqual({
      pollingMs: 10_000,
      showScoreMs: 5_000,
      showVideoMs: 5_000,
      showPictureMs: 5_000,
      ranksPerPage: 10,
      ranksPageTimeMs: 10_000,
    })
  })

  it.each([
    [0, 0, 1, 0],
    [25, 0, 3, 10],
    [25, 2, 3, 5],
    [25, 3, 3, 10],
    [10, 1, 1, 10],
  ])('%i ranks, page %i: %i pages, %i rows shown', (count, page, pageCount, shown) => {
    const result = rankingPage(
      Array.from({ length: count }, (_, i) => i),
      page,
    )
    expect(result.pageCount).toBe(pageCount)
    expect(result.rows).toHaveLength(shown)
  })

  it('shows every rank exactly once over one cycle of pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 12 }), (count, perPage) => {
        const ranking = Array.from({ length: count }, (_, i) => i)
        const { pageCount } = rankingPage(ranking, 0, perPage)
        const seen = Array.from({ length: pageCount }, (_, p) => rankingPage(ranking, p, perPage).rows).flat()
        expect(seen).toEqual(ranking)
      }),
    )
  })

  it.each([
    [undefined, 'all'],
    ['all', 'all'],
    ['3', 3],
    ['0', null],
    ['03', null],
    ['x', null],
    ['1234567', null],
  ])('reads the event number %s as %s', (raw, expected) => {
    expect(parseEventNo(raw)).toBe(expected)
  })
})
