// Display formats (spec 1-shell.md §9). Every function shows the wall-clock time as written: the
// legacy offset ('+01:00', or any other) is stripped, never converted, so output does not depend on
// the server's time zone.
import dayjs, { type Dayjs } from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat.js'
import utc from 'dayjs/plugin/utc.js'
import 'dayjs/locale/fr.js'
import { builtOnce, keptUpTo } from './built-once'
import { parseWallClock, wallClockUtcMs } from './datetime'
import type { Language } from '../routing/language'

dayjs.extend(advancedFormat)
dayjs.extend(utc)

const TIME_TO_BE_CONFIRMED: Record<Language, string> = { en: 'TBC', fr: 'À confirmer' }

const NUMBER_LOCALE: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' }

const moneyDigitsFor = builtOnce(
  (lang: Language) => new Intl.NumberFormat(NUMBER_LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)

// A schedule shows the same few prices on every row: formatted texts are kept, as dates are.
const moneyDigits = keptUpTo(10_000, (key: string) => {
  const [lang, amount] = key.split('\u0000') as [Language, string]
  return moneyDigitsFor(lang).format(Number(amount))
})

/** The wall clock of an ISO string as a UTC-mode dayjs (so the host zone never shifts it), or null. */
function wallClock(iso: string): Dayjs | null {
  const wall = parseWallClock(iso)
  return wall === null ? null : dayjs.utc(wallClockUtcMs(wall))
}

// A page shows the same few dates many times (a schedule's times, twenty cards' dates), and dayjs
// builds each from scratch: formatted texts are kept.
const formatted = keptUpTo(10_000, (key: string) => {
  const [lang, pattern, iso] = key.split('\u0000') as [Language, string, string]
  return wallClock(iso)?.locale(lang).format(pattern) ?? ''
})

function format(iso: string, pattern: string, lang: Language): string {
  return formatted(`${lang}\u0000${pattern}\u0000${iso}`)
}

/** 'Do MMM YYYY': en '5th Mar 2026', fr '5 mars 2026' ('1er' on the first). '' when unparseable. */
export function formatLongDate(iso: string, lang: Language): string {
  return format(iso, 'Do MMM YYYY', lang)
}

/** 'Do MMM HH:mm': en '5th Mar 14:30'. '' when unparseable. */
export function formatDayTime(iso: string, lang: Language): string {
  return format(iso, 'Do MMM HH:mm', lang)
}

/** DD/MM/YYYY. '' when unparseable. */
export function formatDisplayDate(iso: string): string {
  return format(iso, 'DD/MM/YYYY', 'en')
}

/** HH:mm, or the "to be confirmed" text when the time is 00:00 (or absent). '' when unparseable. */
export function formatTime(iso: string, lang: Language): string {
  const time = format(iso, 'HH:mm', lang)
  return time === '00:00' ? TIME_TO_BE_CONFIRMED[lang] : time
}

/**
 * Two decimals with the currency symbol from config placed as each language writes it:
 * en '£1,234.50', fr '1 234,50 £' (narrow no-break space for thousands, no-break space before the
 * symbol, as Intl does). The symbol is used as given: config holds a symbol, not an ISO code.
 * '' for a non-finite amount.
 */
export function formatMoney(amount: number, currency: string, lang: Language): string {
  if (!Number.isFinite(amount)) return ''
  const digits = moneyDigits(`${lang}\u0000${Math.abs(amount)}`)
  // Only a sign that survives rounding: -0.001 shows as 0.00.
  const sign = amount < 0 && /[1-9]/.test(digits) ? '-' : ''
  return lang === 'fr' ? `${sign}${digits}\u00a0${currency}` : `${sign}${currency}${digits}`
}
