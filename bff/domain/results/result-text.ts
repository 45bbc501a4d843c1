// How a result's time and wind read on the results pages.
import { formatPerformance } from '../athlete/performance'

/** Seconds to '10.52', '1:52.34' or '1:02:03.40'; '' for none. */
export function resultTime(seconds: number | null): string {
  if (seconds === null) return ''
  const pattern = seconds >= 3600 ? 'H:mm:ss.SS' : seconds >= 60 ? 'm:ss.SS' : 's.SS'
  return formatPerformance(seconds, { type: 'T', pattern })
}

/** Metres per second, signed as results show it ('+1.2', '-0.4', '0.0'); '' when not measured. */
export function windText(wind: number | null): string {
  if (wind === null) return ''
  const text = Math.abs(wind).toFixed(1)
  return wind > 0 ? `+${text}` : wind < 0 && text !== '0.0' ? `-${text}` : text
}
