/**
 * What the shop side of the simulator keeps and changes while it runs: questions sent to
 * organisers, the seeded secondary products (with stock that goes down when an order is paid) and
 * what was bought.
 */

/** A question as the legacy site would mail it. */
export type SentContact = {
  compId: number
  category: string
  body: string
  email: string
  foaE4s: boolean
  /** 0 for a visitor. */
  userId: number
}

export type SimVariation = { id: number; attributes: Record<string, string>; stockQty: number; soldQty: number }

/** A secondary product definition (2-entry §3) as the simulator keeps it. */
export type SimSecondary = {
  id: number
  compId: number
  /** 'A' per athlete, 'U' per account. */
  perAcc: 'A' | 'U'
  maxAllowed: number
  name: string
  description: string
  stockQty: number
  soldQty: number
  price: { price: number; salePrice: number; saleEndDate: string }
  ticket: { ticketText: string; dataReq: string } | null
  download: string
  /** Values separated by '|', as the wire carries them. */
  attributes: Array<{ name: string; values: string }>
  variations: SimVariation[]
  /** Our reading: the schedule's secondarySpend, on the shop's own items. */
  secondarySpend: { isParent: boolean; parentId: number; mandatoryGroupId: number }
}

export type SimMandatoryGroup = { id: number; compId: number; name: string; parentId: number }

/** A line bought (or in the basket) from the shop. */
export type SimPurchase = {
  productId: number
  itemId: number
  variationId: number
  userId: number
  athleteId: number
  qty: number
  price: number
  paid: boolean
}

export type ShopState = {
  /** Every question sent, oldest first (a test reads what was mailed). */
  contacts: SentContact[]
  items: SimSecondary[]
  groups: SimMandatoryGroup[]
  purchases: SimPurchase[]
  nextProductId: number
}

/** The competition whose shop is seeded: "Larkhill Graded Open" (ENTRY_DEMO.rulesCompId). */
export const SHOP_COMP_ID = 550
/** The seeded items, by name. */
export const SHOP_ITEMS = { tshirt: 7001, programme: 7002, parking: 7003, carWash: 7004, zoneA: 7005, zoneB: 7006 } as const
export const PARKING_ZONE_GROUP = 70

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const plain = {
  ticket: null,
  download: '',
  attributes: [],
  variations: [],
  secondarySpend: { isParent: false, parentId: 0, mandatoryGroupId: 0 },
}

/** A T-shirt in sizes and colours (per athlete, two at most, on sale for a week), a programme, parking with a car wash and a zone to choose. */
function seedItems(referenceDate: string): SimSecondary[] {
  const item = (over: Partial<SimSecondary> & Pick<SimSecondary, 'id' | 'name'>): SimSecondary => ({
    compId: SHOP_COMP_ID,
    perAcc: 'U',
    maxAllowed: 0,
    description: '',
    stockQty: 100,
    soldQty: 0,
    price: { price: 5, salePrice: 0, saleEndDate: '' },
    ...plain,
    ...over,
  })
  return [
    item({
      id: SHOP_ITEMS.tshirt,
      name: 'Meeting T-shirt',
      description: 'Cotton T-shirt with the meeting logo.',
      perAcc: 'A',
      maxAllowed: 2,
      stockQty: 12,
      price: { price: 15, salePrice: 12, saleEndDate: addDays(referenceDate, 7) },
      attributes: [
        { name: 'Size', values: 'S|M|L' },
        { name: 'Colour', values: 'Red|Blue' },
      ],
      variations: [
        { id: 70011, attributes: { Size: 'S', Colour: 'Red' }, stockQty: 4, soldQty: 0 },
        { id: 70012, attributes: { Size: 'M', Colour: 'Red' }, stockQty: 4, soldQty: 0 },
        { id: 70013, attributes: { Size: 'L', Colour: 'Blue' }, stockQty: 4, soldQty: 4 },
      ],
    }),
    item({ id: SHOP_ITEMS.programme, name: 'Printed programme', stockQty: 50, price: { price: 3, salePrice: 0, saleEndDate: '' } }),
    item({
      id: SHOP_ITEMS.parking,
      name: 'Parking ticket',
      description: 'One car, all day.',
      maxAllowed: 1,
      stockQty: 30,
      ticket: { ticketText: 'Show this ticket at the car park gate.', dataReq: '' },
      secondarySpend: { isParent: true, parentId: 0, mandatoryGroupId: 0 },
    }),
    item({
      id: SHOP_ITEMS.carWash,
      name: 'Car wash',
      stockQty: 10,
      price: { price: 8, salePrice: 0, saleEndDate: '' },
      secondarySpend: { isParent: false, parentId: SHOP_ITEMS.parking, mandatoryGroupId: 0 },
    }),
    item({
      id: SHOP_ITEMS.zoneA,
      name: 'Car park zone A',
      stockQty: 15,
      price: { price: 0, salePrice: 0, saleEndDate: '' },
      secondarySpend: { isParent: false, parentId: SHOP_ITEMS.parking, mandatoryGroupId: PARKING_ZONE_GROUP },
    }),
    item({
      id: SHOP_ITEMS.zoneB,
      name: 'Car park zone B',
      stockQty: 15,
      price: { price: 0, salePrice: 0, saleEndDate: '' },
      secondarySpend: { isParent: false, parentId: SHOP_ITEMS.parking, mandatoryGroupId: PARKING_ZONE_GROUP },
    }),
  ]
}

export function createShopState(referenceDate: string): ShopState {
  return {
    contacts: [],
    items: seedItems(referenceDate),
    groups: [{ id: PARKING_ZONE_GROUP, compId: SHOP_COMP_ID, name: 'Car park zone', parentId: SHOP_ITEMS.parking }],
    purchases: [],
    nextProductId: 90000,
  }
}
