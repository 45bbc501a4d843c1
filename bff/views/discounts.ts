// A competition's discount as the builder and the entry page show it (browser-safe; decision 071).

export type DiscountView = {
  id: number
  description: string
  /** 'A' an amount of money off, 'P' a percentage off. */
  type: 'A' | 'P'
  value: number
  /** The athlete's entry it starts from: 1 every entry. */
  fromEntry: number
}
