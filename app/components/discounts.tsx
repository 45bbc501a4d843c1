import { useTranslation } from 'react-i18next'
import type { DiscountView } from '#bff/views/discounts'
import type { UserMessage } from '#bff/views/message'
import { useMessageText } from './message'

/** What a discount takes off, in words: '£1.50 off every entry', '10% off each entry after an athlete's first'. */
export function useDiscountText(currency: string) {
  const { t } = useTranslation()
  return (d: DiscountView) => {
    const off = d.type === 'P' ? t('discounts.percent', { value: d.value }) : `${currency}${d.value.toFixed(2)}`
    return d.fromEntry <= 1 ? t('discounts.everyEntry', { off }) : t('discounts.afterFirst', { off, count: d.fromEntry - 1 })
  }
}

/**
 * The entry page's line of the competition's discounts, read from the competition's meta. The
 * legacy site applies them to the prices it charges (the order summary shows those); this says
 * only which there are (decision 071).
 */
export function DiscountsLine({
  discounts,
  failure,
  currency,
}: {
  discounts: readonly DiscountView[]
  /** The competition could not be read: the line says so, the page renders. */
  failure: UserMessage | null
  currency: string
}) {
  const { t } = useTranslation()
  const text = useDiscountText(currency)
  const message = useMessageText()
  if (failure)
    return (
      <p className="form-message error section-failure" role="alert">
        <strong>{t('discounts.label')}</strong> {message(failure)}
      </p>
    )
  if (discounts.length === 0) return null
  return (
    <p className="discounts">
      <strong>{t('discounts.label')}</strong>{' '}
      {discounts.map((d) => t('discounts.item', { description: d.description, what: text(d) })).join('; ')}
    </p>
  )
}
