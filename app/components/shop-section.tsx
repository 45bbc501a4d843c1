import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useMessageText } from '~/components/message'
import type { UserMessage } from '#bff/views/message'
import type { AthletePurchasesView, ShopBasketLineView, ShopItemView, ShopLineInput, ShopView } from '#bff/views/shop'

type Refusal = { problems: Array<{ item: string | null; message: UserMessage }>; message: UserMessage | null; lines: ShopLineInput[] }

const money = (currency: string, amount: number) => `${currency}${amount.toFixed(2)}`

/** One item: what it is, its price and stock, and what the buyer chooses (athlete, attributes, quantity). */
function ShopItem({ item, shop, kept }: { item: ShopItemView; shop: ShopView; kept: ShopLineInput | undefined }) {
  const { t } = useTranslation()
  const parent = shop.items.find((i) => i.id === item.parentId)
  const group = shop.groups.find((g) => g.id === item.mandatoryGroupId)
  const soldOut = item.left === 0
  return (
    <fieldset className="shop-item" disabled={soldOut}>
      <legend>{item.name}</legend>
      {item.description ? <p>{item.description}</p> : null}
      <p>
        {item.wasPrice !== null ? (
          <>
            <del>{money(shop.currency, item.wasPrice)}</del> {money(shop.currency, item.price)}{' '}
            {t('shopPage.saleUntil', { date: item.saleEndDate })}
          </>
        ) : (
          money(shop.currency, item.price)
        )}
        {' · '}
        {soldOut ? t('shop.soldOut') : t('shopPage.left', { count: item.left })}
        {item.maxAllowed > 0
          ? ` · ${t(item.perAthlete ? 'shop.overMaxPerAthlete' : 'shop.overMaxPerAccount', { max: item.maxAllowed })}`
          : null}
      </p>
      {item.ticketText ? <p className="help">{t('shopPage.ticket', { text: item.ticketText })}</p> : null}
      {parent ? <p className="help">{t('shopPage.needsParent', { parent: parent.name })}</p> : null}
      {group ? <p className="help">{t('shopPage.inGroup', { group: group.name })}</p> : null}
      {item.perAthlete ? (
        <div className="field">
          <label htmlFor={`athlete-${item.id}`}>{t('shopPage.athlete')}</label>
          <select id={`athlete-${item.id}`} name={`athlete-${item.id}`} defaultValue={kept?.athleteId ?? ''}>
            <option value="">{t('shopPage.chooseAthlete')}</option>
            {shop.athletes.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {item.attributes.map((a) => (
        <div className="field" key={a.name}>
          <label htmlFor={`attr-${item.id}-${a.name}`}>{a.name}</label>
          <select id={`attr-${item.id}-${a.name}`} name={`attr-${item.id}-${a.name}`} defaultValue={kept?.chosen[a.name] ?? ''}>
            <option value="">{t('shopPage.choose', { name: a.name })}</option>
            {a.values.map((v) =>
              item.soldOut[a.name]?.includes(v) ? (
                <option key={v} value={v} disabled>
                  {t('shopBasket.soldOutValue', { value: v })}
                </option>
              ) : (
                <option key={v} value={v}>
                  {v}
                </option>
              ),
            )}
          </select>
        </div>
      ))}
      <div className="field">
        <label htmlFor={`qty-${item.id}`}>{t('shopPage.quantity')}</label>
        <input
          id={`qty-${item.id}`}
          name={`qty-${item.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={kept?.qty ?? ''}
        />
      </div>
    </fieldset>
  )
}

type Removal = { ok: boolean; message: UserMessage }

/** The user's unpaid lines from this shop, each with its own Remove button (works without JavaScript). */
export function ShopBasket({ lines, currency, removal }: { lines: ShopBasketLineView[]; currency: string; removal: Removal | null }) {
  const { t } = useTranslation()
  const text = useMessageText()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      {removal ? (
        <p className={`form-message ${removal.ok ? 'info' : 'error'}`} role={removal.ok ? 'status' : 'alert'}>
          {text(removal.message)}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <section aria-labelledby="shop-basket">
          <h2 id="shop-basket">{t('shopBasket.basketTitle')}</h2>
          <ul>
            {lines.map((l) => (
              <li key={l.productId}>
                <Form method="post" className="inline">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="productId" value={l.productId} />
                  {l.name} × {l.qty} · {money(currency, l.total)}{' '}
                  <button type="submit" disabled={busy} aria-busy={busy}>
                    {t('shopBasket.remove', { name: l.name })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

/** What the user's athletes already bought here; the spec's message for an athlete whose purchases came back null. */
export function ShopPurchases({ purchases }: { purchases: AthletePurchasesView[] }) {
  const { t } = useTranslation()
  if (purchases.length === 0) return null
  return (
    <section aria-labelledby="shop-purchases">
      <h2 id="shop-purchases">{t('shopBasket.purchasesTitle')}</h2>
      <dl>
        {purchases.map((p) => (
          <div key={p.athleteId}>
            <dt>{p.name}</dt>
            {p.lines === null ? (
              <dd className="form-message info">{t('shop.purchasesNull')}</dd>
            ) : (
              p.lines.map((l, i) => (
                <dd key={i}>
                  {l.name}
                  {l.variation ? ` (${l.variation})` : ''} × {l.qty}
                </dd>
              ))
            )}
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The competition's shop as one form (works without JavaScript): every item with its choices, and
 * Submit to basket. A refused post comes back with the problems and the form as it was filled.
 */
export function ShopSection({ shop, refusal, action }: { shop: ShopView; refusal?: Refusal | null; action?: string }) {
  const { t } = useTranslation()
  const text = useMessageText()
  const busy = useNavigation().state === 'submitting'
  if (shop.items.length === 0) return <p>{t('shopPage.empty')}</p>
  return (
    <Form method="post" action={action} className="shop">
      <input type="hidden" name="intent" value="shop" />
      {refusal && (refusal.problems.length > 0 || refusal.message) ? (
        <div className="form-message error" role="alert">
          <ul>
            {refusal.message ? <li>{text(refusal.message)}</li> : null}
            {refusal.problems.map((p, i) => (
              <li key={i}>{p.item ? `${p.item}: ${text(p.message)}` : text(p.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {shop.items.map((item) => (
        <ShopItem key={item.id} item={item} shop={shop} kept={refusal?.lines.find((l) => l.itemId === item.id)} />
      ))}
      {shop.loggedIn ? null : <p>{t('shopPage.loginToBuy')}</p>}
      <div className="actions">
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('shopPage.submit')}
        </button>
      </div>
    </Form>
  )
}
