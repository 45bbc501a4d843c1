import { sendAlike, takeAlike, type Alike } from '../text/alike'
import { deepFreeze, oncePerFrozen } from '../text/deep-freeze'
import type { RowOptions } from './schedule'

/** A row's options when the legacy site says nothing of them: the schedule mapper starts from them. */
export const DEFAULT_ROW_OPTIONS: Readonly<RowOptions> = deepFreeze({
  unique: [],
  uniqueEventGroups: [],
  excludeFromCntRule: false,
  isTeamEvent: false,
  maxAgeGroupCnt: 0,
  availableFrom: null,
  availableTo: null,
  hideOnDisable: false,
  security: { clubs: [], counties: [], regions: [] },
  athleteSecurity: { clubs: [], counties: [], regions: [] },
  mandatoryPB: false,
  min: 0,
  max: 0,
  split: 0,
  helpText: '',
  warningMessage: '',
  registeredAthletes: true,
  unregisteredAthletes: false,
  waitingList: true,
})

const KEYS = Object.keys(DEFAULT_ROW_OPTIONS) as Array<keyof RowOptions>

type Row = { options: RowOptions }
type WireRow<R extends Row> = Omit<R, 'options'> & { options: Partial<RowOptions> }

/** Rows as the entry page sends them (sendAlike): what most rows have alike, once, and what each has of its own. */
export type CompactRows<R extends Row> = Alike<WireRow<R>>

/**
 * Rows as the entry page sends them to the browser: each row's options without those at their
 * default (most rows restrict nothing), then the values most rows have alike (the age group, the
 * price, the unit, "not entered") once. A 40-row schedule's loader data was mostly the same twenty
 * options and fields in every row, encoded on every view and parsed again by the browser.
 */
export function compactRows<R extends Row>(rows: R[]): CompactRows<R> {
  return sendAlike(rows.map((row) => ({ ...row, options: compactOptions(row.options) }) as WireRow<R>))
}

/** The rows compactRows was given (the defaults are shared and frozen: the rules only read them). */
export function fullRows<R extends Row>(sent: CompactRows<R>): R[] {
  return takeAlike(sent).map((row, i) => {
    const full = { ...row, options: { ...DEFAULT_ROW_OPTIONS, ...row.options } } as unknown as R
    sentAs.set(full, { sent, item: sent.items[i]! })
    return full
  })
}

const sentAs = new WeakMap<object, { sent: CompactRows<Row>; item: object }>()
const commonJson = new WeakMap<object, string>()

/**
 * A row as KeptHtml's inputs: what the page sent of it, which gives the whole row back. Its JSON is
 * the row's own values and the page's common values once written (a tenth of the whole row's, with
 * every option). A row fullRows did not make (one the browser changed) stands for itself.
 */
export function sentRow(row: object): unknown {
  const made = sentAs.get(row)
  if (!made) return row
  return {
    toJSON() {
      let common = commonJson.get(made.sent)
      if (common === undefined) commonJson.set(made.sent, (common = JSON.stringify(made.sent.common)))
      return [common, made.item]
    },
  }
}

// The options of one legacy answer's rows are shared and frozen (decision 079): compacted once.
const compactOptions = oncePerFrozen((options: RowOptions) => deepFreeze(compactOptionsOf(options)))

function compactOptionsOf(options: RowOptions): Partial<RowOptions> {
  const compact: Partial<RowOptions> = {}
  for (const key of KEYS) {
    const value = options[key]
    if (!isDefault(value, DEFAULT_ROW_OPTIONS[key])) (compact as Record<string, unknown>)[key] = value
  }
  return compact
}

/** The defaults hold only empty lists, primitives and objects of those. */
function isDefault(value: unknown, fallback: unknown): boolean {
  if (Array.isArray(fallback)) return Array.isArray(value) && value.length === 0
  if (typeof fallback === 'object' && fallback !== null) {
    if (typeof value !== 'object' || value === null) return false
    return Object.entries(fallback).every(([k, v]) => isDefault((value as Record<string, unknown>)[k], v))
  }
  return value === fallback
}
