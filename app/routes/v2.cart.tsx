import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDayTime, formatMoney } from '#bff/domain/text/format'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { cartAction, cartLoader } from './v2.cart.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('cart')
export const loader = (args: LoaderFunctionArgs) => mapFailures(cartLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(cartAction, args)

/** Every unpaid line of the user, by competition: remove lines (a form post each), go to checkout. */
export default function CartPage() {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  const cart = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const money = (n: number) => formatMoney(n, cart.currency, lang)
  return (
    <>
      <h1>{t('cart.pageTitle')}</h1>
      {result?.message ? <FormMessage message={result.message} tone={result.ok ? 'success' : 'error'} /> : null}
      {result?.problems?.length ? (
        <div className="form-message error" role="alert">
          <p>{t('cart.problems')}</p>
          <ul>
            {result.problems.map((p) => (
              <li key={p.code}>{t(`basket.${p.code}`, p.values)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cart.error ? <FormMessage message={cart.error} tone="error" /> : null}
      {cart.groups.length === 0 && !cart.error ? <p>{t('cart.empty')}</p> : null}
      {cart.groups.map((group) => {
        const name = group.compName || t('cart.competition', { id: group.compId })
        return (
          <section key={group.compId} aria-labelledby={`cart-comp-${group.compId}`} className="entry-section">
            <h2 id={`cart-comp-${group.compId}`}>{name}</h2>
            <table className="summary">
              <thead>
                <tr>
                  <th scope="col">{t('cart.athlete')}</th>
                  <th scope="col">{t('cart.event')}</th>
                  <th scope="col">{t('cart.date')}</th>
                  <th scope="col">{t('cart.price')}</th>
                  <th scope="col">{t('cart.fee')}</th>
                  <th scope="col">{t('cart.total')}</th>
                  <th scope="col">{t('cart.action')}</th>
                </tr>
              </thead>
              <tbody>
                {group.lines.map((line) => (
                  <tr key={line.productId}>
                    <td>
                      {line.athlete}
                      {line.ageGroup ? ` (${line.ageGroup})` : ''}
                    </td>
                    <th scope="row">
                      {line.event}
                      {line.waitingList ? ` (${t('cart.waitingList')})` : ''}
                    </th>
                    <td>{formatDayTime(line.startDate, lang)}</td>
                    <td>{money(line.price)}</td>
                    <td>{money(line.fee)}</td>
                    <td>{money(line.total)}</td>
                    <td>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="productId" value={line.productId} />
                        <button type="submit" className="secondary" disabled={busy}>
                          {t('cart.remove')}
                          <span className="visually-hidden"> {t('cart.lineLabel', { event: line.event, athlete: line.athlete })}</span>
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('cart.total')}
                  </th>
                  <td>{money(group.totals.price)}</td>
                  <td>{money(group.totals.fee)}</td>
                  <td>{money(group.totals.total)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
            <p>
              <Link to={`/v2/entry-v2/${group.compId}`}>{t('cart.entryPage', { name })}</Link>
            </p>
          </section>
        )
      })}
      {cart.groups.length > 1 ? <p className="cart-total">{t('cart.grandTotal', { amount: money(cart.totals.total) })}</p> : null}
      <p>{t('cart.notConfirmed')}</p>
      <p>{t('cart.timeLimit', { count: cart.cartTimeLimit })}</p>
      {cart.groups.length > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="checkout" />
          <button type="submit" disabled={busy} aria-busy={busy}>
            {t('cart.checkout')}
          </button>
        </Form>
      ) : null}
    </>
  )
}
