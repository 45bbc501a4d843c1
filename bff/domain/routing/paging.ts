// Previous and next links of a paged list whose state lives in the address.

export type PageLinks = { page: number; pageCount: number; previousHref: string | null; nextHref: string | null }

/**
 * The links around `page` of a list of `total` items, `pageSize` a page. A page beyond the last
 * keeps a way back to the last one; `href` builds a page's address with the list's filters.
 */
export function pageLinks(total: number, pageSize: number, page: number, href: (page: number) => string): PageLinks {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  return {
    page,
    pageCount,
    previousHref: page > 1 ? href(Math.min(page - 1, pageCount)) : null,
    nextHref: page < pageCount ? href(page + 1) : null,
  }
}

/**
 * The total of a paged answer: the one the legacy site reports, or, when it reports none or too
 * few, at least what the pages up to this one hold. A page past the end holds nothing and says
 * nothing of the total (counting the pages before it would invent items).
 */
export function pageTotal(reported: number | undefined, pageSize: number, page: number, shown: number): number {
  const shownSoFar = shown > 0 ? (page - 1) * pageSize + shown : 0
  return Math.max(reported ?? 0, shownSoFar)
}
