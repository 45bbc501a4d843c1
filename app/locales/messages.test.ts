import { describe, expect, it } from 'vitest'
import { BIB_MESSAGES_EN } from '#bff/domain/bibs/bibs'
import { CHECK_IN_MESSAGES_EN } from '#bff/domain/checkin/checkin-window'
import { CONTACT_MESSAGES_EN } from '#bff/domain/contact/contact-organiser'
import { SHOP_MESSAGES_EN } from '#bff/domain/shop/messages'
import { BASKET_MESSAGES_EN } from '#bff/domain/entry/basket-checks'
import { PERFORMANCE_MESSAGES_EN } from '#bff/domain/athlete/performance'
import { ROW_MESSAGES_EN } from '#bff/domain/schedule/schedule'
import en from './en/common.json'
import fr from './fr/common.json'

// The spec's English texts live with the rules; the pages show them through i18next.
const asI18n = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}')

describe('rule messages in the locales', () => {
  it.each([
    ['rowMessages', ROW_MESSAGES_EN],
    ['performance', PERFORMANCE_MESSAGES_EN],
    ['basket', BASKET_MESSAGES_EN],
    ['checkInWindow', CHECK_IN_MESSAGES_EN],
    ['bibs', BIB_MESSAGES_EN],
    ['contact', CONTACT_MESSAGES_EN],
    ['shop', SHOP_MESSAGES_EN],
  ] as const)('%s: English is the spec text, French has every key', (ns, texts) => {
    const english = en[ns] as Record<string, string>
    const french = fr[ns] as Record<string, string>
    for (const [code, text] of Object.entries(texts)) {
      expect(english[code]).toBe(asI18n(text))
      expect(french[code]).toBeTruthy()
      expect(french[code]).not.toBe(english[code])
    }
  })
})
