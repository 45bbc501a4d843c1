import { Link, useFetcher, useLocation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { CartActionData, CartPageData } from '#bff/views/cart'
import type { UserMessage } from '#bff/views/message'
import { FormMessage } from './message'

const CART_PATH = '/v2/cart'

/**
 * The header's cart link with its badge. Without JavaScript it is a plain link to the cart page;
 * with it, a click opens a modal popup with the legacy basket, the unpaid lines (each removable
 * through the cart page's action) and the spec's note. Closing it after a removal revalidates the
 * page, so the schedule and the badge show the change.
 */
export function MiniCart({ count, basket }: { count: number; basket: number }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  const revalidator = useRevalidator()
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const cart = useFetcher<CartPageData>({ key: 'mini-cart' })
  const remove = useFetcher<CartActionData>({ key: 'mini-cart-remove' })
  const removed = useRef(false)
  const [message, setMessage] = useState<{ text: UserMessage; ok: boolean } | null>(null)

  useEffect(() => {
    if (remove.state !== 'idle' || !remove.data) return
    if (remove.data.ok) removed.current = true
    setMessage({ text: remove.data.message, ok: remove.data.ok })
  }, [remove.state, remove.data])

  // A link inside the popup (or the back button) navigates away: the popup goes with the old page.
  useEffect(() => {
    if (dialog.current?.open) dialog.current.close()
  }, [location.pathname, location.search])

  function open(event: MouseEvent<HTMLAnchorElement>) {
    const d = dialog.current
    if (!d || typeof d.showModal !== 'function') return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setMessage(null)
    cart.load(`${CART_PATH}?mini=1`)
    d.showModal()
    heading.current?.focus()
  }

  function onClose() {
    trigger.current?.focus()
    if (removed.current) {
      removed.current = false
      revalidator.revalidate()
    }
  }

  const data = cart.data
  const loading = cart.state === 'loading' && !data
  const lines = data?.groups.flatMap((g) => g.lines.map((line) => ({ ...line, compName: g.compName }))) ?? []
  const popup = (
    <dialog
      ref={dialog}
      className="mini-cart"
      aria-labelledby="mini-cart-title"
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself, outside its box: it closes.
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect()
        const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom
        if (e.target === e.currentTarget && outside) e.currentTarget.close()
      }}
    >
      <div className="mini-cart-body">
        <h2 id="mini-cart-title" ref={heading} tabIndex={-1}>
          {t('cart.miniTitle')}
        </h2>
        {loading ? <p role="status">{t('cart.loading')}</p> : null}
        {data?.error ? <FormMessage message={data.error} tone="error" /> : null}
        {data?.mini?.error && !data.error ? <FormMessage message={data.mini.error} tone="error" /> : null}
        {data?.mini?.html ? (
          <>
            <h3>{t('cart.inBasket')}</h3>
            <div className="mini-cart-html" dangerouslySetInnerHTML={{ __html: data.mini.html }} />
          </>
        ) : null}
        {lines.length > 0 ? (
          <>
            <h3>{t('cart.unpaid')}</h3>
            <ul className="mini-cart-lines">
              {lines.map((line) => (
                <li key={line.productId}>
                  <span>
                    {t('cart.lineLabel', { event: line.event, athlete: line.athlete })}
                    {line.compName ? ` – ${line.compName}` : ''}
                  </span>{' '}
                  <remove.Form method="post" action={CART_PATH}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="productId" value={line.productId} />
                    <button type="submit" className="secondary" disabled={remove.state !== 'idle'}>
                      {t('cart.remove')}
                      <span className="visually-hidden"> {t('cart.lineLabel', { event: line.event, athlete: line.athlete })}</span>
                    </button>
                  </remove.Form>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {data && !data.error && lines.length === 0 && !data.mini?.html ? <p>{t('cart.empty')}</p> : null}
        {message ? <FormMessage message={message.text} tone={message.ok ? 'success' : 'error'} /> : null}
        <p>{t('cart.notConfirmed')}</p>
        <p className="links">
          <Link to={CART_PATH}>{t('cart.viewCart')}</Link>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            {t('cart.close')}
          </button>
        </p>
      </div>
    </dialog>
  )

  return (
    <>
      <Link
        ref={trigger}
        to={CART_PATH}
        className="cart-link"
        onClick={hydrated ? open : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
      >
        {t('shell.cart')}
        <span className="badge" aria-label={t('app.cartCount', { count, basket })}>
          {count}
        </span>
      </Link>
      {hydrated ? createPortal(popup, document.body) : null}
    </>
  )
}
