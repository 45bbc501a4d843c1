/** The shop's messages: the spec's texts where it gives one (2-entry §5, §8), ours where it states only the rule. */
export const SHOP_MESSAGES_EN = {
  selectAllAttributes: 'Please select all attributes.',
  noSuchCombination: 'Please select the item set up for this combination of attributes.',
  parentHasChildren: '{name} has secondary spend item(s), please remove these first: {children}',
  purchasesNull: 'Get Purchases Athlete returned null.',
  /** (not in spec) */
  selectAthlete: 'Please select the athlete this item is for.',
  /** (not in spec) */
  quantity: 'Please enter a quantity of at least 1.',
  /** (not in spec) */
  soldOut: 'Sold out.',
  /** (not in spec) */
  overStock: 'Only {left} left.',
  /** (not in spec) */
  overMaxPerAthlete: 'At most {max} per athlete.',
  /** (not in spec) */
  overMaxPerAccount: 'At most {max} per account.',
} as const

export type ShopMessageCode = keyof typeof SHOP_MESSAGES_EN

/** A message with its {placeholders} filled; an unknown placeholder stays as it is. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole))
}
