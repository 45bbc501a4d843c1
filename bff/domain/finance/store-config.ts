/*
 * The store configuration (3-organiser-admin §2 sec-grid "store configuration", §6 admin only): the
 * fee and basket settings of the app config's options (1-shell §3: addCost, minFee, minCost,
 * percCharged, nationalminCost, nationaladdCost, cartTimeLimit). The bounds are our reading: the
 * spec gives none beyond the fee rule of 3-organiser-admin §9.
 */

export const STORE_FIELDS = ['percCharged', 'addCost', 'minFee', 'minCost', 'nationaladdCost', 'nationalminCost', 'cartTimeLimit'] as const
export type StoreField = (typeof STORE_FIELDS)[number]
export type StoreValues = Record<StoreField, number>
export type StoreForm = Record<StoreField, string>

type Rule = { max: number; decimals: number; min: number }

const MONEY: Rule = { min: 0, max: 1000, decimals: 2 }
const RULES: Record<StoreField, Rule> = {
  percCharged: { min: 0, max: 100, decimals: 2 },
  addCost: MONEY,
  minFee: MONEY,
  minCost: MONEY,
  nationaladdCost: MONEY,
  nationalminCost: MONEY,
  /** Minutes a basket is held. */
  cartTimeLimit: { min: 1, max: 1440, decimals: 0 },
}

/** The message keys (`storeConfig.errors.*`) and their values. */
export type StoreError = {
  key: 'storeConfig.errors.number' | 'storeConfig.errors.range' | 'storeConfig.errors.whole'
  values: { min: number; max: number }
}

export type StoreCheck = { ok: true; values: StoreValues } | { ok: false; errors: Partial<Record<StoreField, StoreError>> }

const NUMBER = /^\d+(\.\d+)?$/

function checkOne(raw: string, rule: Rule): number | StoreError {
  const text = raw.trim()
  const values = { min: rule.min, max: rule.max }
  const notAllowed: StoreError = { key: rule.decimals === 0 ? 'storeConfig.errors.whole' : 'storeConfig.errors.number', values }
  if (!NUMBER.test(text)) return notAllowed
  if ((text.split('.')[1]?.length ?? 0) > rule.decimals) return notAllowed
  const value = Number(text)
  if (value < rule.min || value > rule.max) return { key: 'storeConfig.errors.range', values }
  return value
}

/** Every field checked: all the values, or every field's message (the form keeps what was typed). */
export function checkStoreForm(form: Partial<StoreForm>): StoreCheck {
  const values = {} as StoreValues
  const errors: Partial<Record<StoreField, StoreError>> = {}
  for (const field of STORE_FIELDS) {
    const checked = checkOne(form[field] ?? '', RULES[field])
    if (typeof checked === 'number') values[field] = checked
    else errors[field] = checked
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values }
}
