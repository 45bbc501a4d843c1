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

/**
 * Rows as the entry page sends them to the browser: each row's options without those at their
 * default. Most rows restrict nothing, and their twenty options were half of a 40-row schedule's
 * loader data, encoded and parsed again on every view.
 */
export function compactRows<R extends { options: RowOptions }>(rows: R[]): Array<Omit<R, 'options'> & { options: Partial<RowOptions> }> {
  return rows.map((row) => {
    const options: Partial<RowOptions> = {}
    for (const key of KEYS) {
      const value = row.options[key]
      if (!isDefault(value, DEFAULT_ROW_OPTIONS[key])) (options as Record<string, unknown>)[key] = value
    }
    return { ...row, options }
  })
}

/** The rows compactRows was given (the defaults are shared and frozen: the rules only read them). */
export function fullRows<R extends { options: Partial<RowOptions> }>(rows: R[]): Array<Omit<R, 'options'> & { options: RowOptions }> {
  return rows.map((row) => ({ ...row, options: { ...DEFAULT_ROW_OPTIONS, ...row.options } }))
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

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
