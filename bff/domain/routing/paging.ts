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
