import type { UserMessage } from './message'

/** One secondary product as the organiser's list shows it (2-entry §3). */
export type SecondaryProductView = {
  id: number
  name: string
  description: string
  perAthlete: boolean
  /** 0: no limit. */
  maxAllowed: number
  stockQty: number
  soldQty: number
  price: number
  salePrice: number
  /** YYYY-MM-DD or ''. */
  saleEndDate: string
  /** How many variations it is set up with (made on the legacy site). */
  variations: number
}

export type SecondaryProductsView = {
  compId: number
  competitionName: string
  /** null when the list could not be read: the form still shows. */
  products: SecondaryProductView[] | null
  failure: UserMessage | null
  /** The site's currency symbol (app config). */
  currency: string
  hubHref: string
}
