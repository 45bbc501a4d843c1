import { useTranslation } from 'react-i18next'
import type { CartView } from '#bff/views/cart'
import { formatMoney } from '#bff/domain/text/format'
import type { Language } from '#bff/domain/routing/language'

/** Unpaid lines for this competition with the prices and fees the legacy site set. */
export function OrderSummary({ cart, lang }: { cart: CartView; lang: Language }) {
  const { t } = useTranslation()
  const money = (n: number) => formatMoney(n, cart.currency || '£', lang)
  if (cart.lines.length === 0) return <p>{t('entry.emptyCart')}</p>
  return (
    <>
      <table className="summary">
        <thead>
          <tr>
            <th scope="col">{t('entry.event')}</th>
            <th scope="col">{t('entry.price')}</th>
            <th scope="col">{t('entry.fee')}</th>
            <th scope="col">{t('entry.total')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((l) => (
            <tr key={l.productId}>
              <td>{t('entry.line', { event: l.event, athlete: l.athlete })}</td>
              <td>{money(l.price)}</td>
              <td>{money(l.fee)}</td>
              <td>{money(l.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('entry.total')}</th>
            <td>{money(cart.totals.price)}</td>
            <td>{money(cart.totals.fee)}</td>
            <td>{money(cart.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{t('entry.notConfirmed')}</p>
    </>
  )
}
