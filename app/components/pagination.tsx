import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** Previous / next links of a paged list; the hrefs keep the list's filters (state in the URL). */
export function Pagination(p: { page: number; pageCount: number; previousHref: string | null; nextHref: string | null }) {
  const { t } = useTranslation()
  if (p.pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={t('home.pagination')}>
      {p.previousHref ? (
        <Link to={p.previousHref} rel="prev">
          {t('home.previous')}
        </Link>
      ) : null}
      <span>{t('home.pageOf', { page: p.page, pages: p.pageCount })}</span>
      {p.nextHref ? (
        <Link to={p.nextHref} rel="next">
          {t('home.next')}
        </Link>
      ) : null}
    </nav>
  )
}
