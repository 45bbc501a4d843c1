import { expect } from 'vitest'
import { sendContactOrganiser } from '../../bff/legacy/contact.server'
import { getEntryPerf } from '../../bff/legacy/entry-perf.server'
import { addShopLines, getAthletePurchases, listSecondary, listShopBasket } from '../../bff/legacy/secondary.server'
import { contactBody, SHOP_REC } from '../../contract-fixtures/recorder/shop-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the entry performance and ask-organiser recordings: one per mapping file. */

type Sent = Awaited<ReturnType<typeof sendContactOrganiser>>

type Perf = Awaited<ReturnType<typeof getEntryPerf>>
type List = Awaited<ReturnType<typeof listSecondary>>
type Bought = Awaited<ReturnType<typeof getAthletePurchases>>
type Added = Awaited<ReturnType<typeof addShopLines>>
const programme = (qty: number) => [{ prodId: SHOP_REC.programmeId, variationId: 0, qty, athleteId: 0 }]

export const shopRows: Record<string, Row> = {
  'entry-perf.success.json': {
    call: (l) => getEntryPerf(l(USER_TOKEN), SHOP_REC.entryId),
    expect: ok((v: Perf) => {
      expect(v.data.entryId).toBe(SHOP_REC.entryId)
      expect(v.data.eventName).toBe('Discus')
      expect(v.data.uom.length).toBeGreaterThan(0)
    }),
  },
  'entry-perf.business-error.json': {
    call: (l) => getEntryPerf(l(USER_TOKEN), SHOP_REC.unknownEntryId),
    expect: { error: 'business', errNo: 1, text: /Entry not found/ },
  },
  ...tokenRows('entry-perf', (l) => getEntryPerf(l, SHOP_REC.entryId)),

  'secondary-list.success.json': {
    call: (l) => listSecondary(l(), SHOP_REC.compId),
    expect: ok((v: List) => {
      const tshirt = v.data.find((d) => d.perAcc === 'A')!
      expect(tshirt.prod.attributes.map((a) => a.name)).toEqual(['Size', 'Colour', '_athlete'])
      expect(tshirt.prod.variations.length).toBeGreaterThan(0)
      expect(v.meta?.mandatoryGroups.length).toBe(1)
    }),
  },
  'secondary-list.success-empty.json': {
    call: (l) => listSecondary(l(), SHOP_REC.unknownCompId),
    expect: ok((v: List) => expect(v.data).toEqual([])),
  },
  'secondary-list.server-error.json': { call: (l) => listSecondary(l(), 9500), expect: { error: 'http', status: 500 } },
  'secondary-list.malformed.json': { call: (l) => listSecondary(l(), 9501), expect: { error: 'contract' } },

  'secondary-athlete.success.json': {
    call: (l) => getAthletePurchases(l(USER_TOKEN), SHOP_REC.compId, SHOP_REC.athleteId),
    expect: ok((v: Bought) => expect(Array.isArray(v.data)).toBe(true)),
  },
  'secondary-athlete.business-error.json': {
    call: (l) => getAthletePurchases(l(USER_TOKEN), SHOP_REC.compId, SHOP_REC.otherAthleteId),
    expect: { error: 'business', errNo: 1, text: /do not have access/ },
  },
  ...tokenRows('secondary-athlete', (l) => getAthletePurchases(l, SHOP_REC.compId, SHOP_REC.athleteId)),

  'secondary-basket.success.json': {
    call: (l) => addShopLines(l(USER_TOKEN), programme(1)),
    expect: ok((v: Added) => expect(v.data.products.length).toBe(1)),
  },
  'secondary-basket.business-error.json': {
    call: (l) => addShopLines(l(USER_TOKEN), programme(99)),
    expect: { error: 'business', errNo: 1, text: /Not enough stock/ },
  },
  ...tokenRows('secondary-basket', (l) => addShopLines(l, programme(1))),
  'secondary-basket-list.success.json': {
    call: (l) => listShopBasket(l(USER_TOKEN), SHOP_REC.compId),
    expect: ok((v: Awaited<ReturnType<typeof listShopBasket>>) => expect(v.data.some((d) => d.prodId === SHOP_REC.programmeId)).toBe(true)),
  },
  ...tokenRows('secondary-basket-list', (l) => listShopBasket(l, SHOP_REC.compId)),
  'contact-organiser.success.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-question')),
    expect: ok((v: Sent) => expect(v.errNo).toBe(0)),
  },
  'contact-organiser.business-error.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-unknown-comp', SHOP_REC.unknownCompId)),
    expect: { error: 'business', errNo: 1, text: /Competition not found/ },
  },
  'contact-organiser.server-error.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-500')),
    expect: { error: 'http', status: 500 },
  },
  'contact-organiser.malformed.json': {
    call: (l) => sendContactOrganiser(l(), contactBody('rec-malformed')),
    expect: { error: 'contract' },
  },
}
