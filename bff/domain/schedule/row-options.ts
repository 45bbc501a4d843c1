import { sendAlike, takeAlike, type Alike, type SentAs } from '../text/alike'
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
  const sent = sendAlike(rows, { options: compactOptions } as SentAs<R>) as unknown as CompactRows<R>
  rows.forEach((row, i) => sentAs.set(row, { sent, item: sent.items[i]! }))
  given.set(sent, rows)
  return sent
}

/**
 * The rows compactRows was given (the defaults are shared and frozen: the rules only read them).
 * On the server the page renders from the loader's own data: the rows themselves, not a rebuild.
 */
export function fullRows<R extends Row>(sent: CompactRows<R>): R[] {
  const rows = given.get(sent)
  if (rows) return rows as R[]
  return takeAlike(sent).map((row, i) => {
    const full = { ...row, options: { ...DEFAULT_ROW_OPTIONS, ...row.options } } as unknown as R
    sentAs.set(full, { sent, item: sent.items[i]! })
    return full
  })
}

const given = new WeakMap<object, Row[]>()
const sentAs = new WeakMap<object, { sent: CompactRows<Row>; item: object }>()

/**
 * A row as KeptHtml's inputs: what the page sent of it, which gives the whole row back. Its JSON is
 * the row's own values and a number for the page's common values (a tenth of the whole row's, with
 * every option). A row compactRows or fullRows did not see (one the browser changed) stands for itself.
 */
export function sentRow(row: object): unknown {
  const made = sentAs.get(row)
  if (!made) return row
  return { toJSON: () => [commonId(made.sent), made.item] }
}

const commonIdOf = new WeakMap<object, number>()
const commonIds = new Map<string, number>()
let nextCommonId = 0

/**
 * The common values' JSON as a number, the same for every page that sends the same values: written
 * into each row's key instead of the JSON itself (40 rows, 40 copies). A number is never given to
 * other values, so a key stands for one row's HTML even after the numbers start over.
 */
function commonId(sent: CompactRows<Row>): number {
  let id = commonIdOf.get(sent)
  if (id !== undefined) return id
  const json = JSON.stringify(sent.common)
  id = commonIds.get(json)
  if (id === undefined) {
    if (commonIds.size >= MAX_COMMON_IDS) commonIds.clear()
    commonIds.set(json, (id = nextCommonId++))
  }
  commonIdOf.set(sent, id)
  return id
}

const MAX_COMMON_IDS = 1000

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
