import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageLinks, pageTotal } from './paging'

describe('pageTotal', () => {
  it('takes the reported total, or what the pages up to this one hold', () => {
    expect(pageTotal(45, 20, 1, 20)).toBe(45)
    expect(pageTotal(undefined, 10, 3, 4)).toBe(24)
    expect(pageTotal(5, 10, 2, 10)).toBe(20)
  })

  it('a page past the end does not invent items', () => {
    expect(pageTotal(3, 10, 50, 0)).toBe(3)
    expect(pageTotal(undefined, 10, 50, 0)).toBe(0)
  })

  it('a page past the end keeps a way back to the last page, and no further page', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 100 }), (reported, size, page) => {
        const lastPage = Math.max(1, Math.ceil(reported / size))
        fc.pre(page > lastPage)
        const links = pageLinks(pageTotal(reported, size, page, 0), size, page, String)
        expect(links.pageCount).toBe(lastPage)
        expect(links.nextHref).toBeNull()
        expect(links.previousHref).toBe(String(lastPage))
      }),
    )
  })
})
