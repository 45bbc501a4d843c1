// FinishLynx result files (.lif): CSV, first line the heat's header, then one line per place.
//   header: event number, round, heat, event name, wind, wind unit, then fields we keep as written;
//   rows:   place, id (bib), lane, last name, first name, affiliation, time, licence, delta time,
//           reaction time, then splits and user fields (kept as written).
// A file that cannot be read gives one clear message and no rows, so nothing is saved from it.

export type LifStatus = 'DNS' | 'DNF' | 'DQ'

export type LifHeader = {
  eventNumber: number
  round: number | null
  heat: number | null
  eventName: string
  /** Metres per second, signed; null when not measured (empty, 'NWI'). */
  wind: number | null
  windUnit: string
}

export type LifRow = {
  /** 1-based line number in the file, for messages. */
  line: number
  /** Null for a DNS / DNF / DQ row. */
  place: number | null
  status: LifStatus | null
  /** True when another row has the same place. */
  tied: boolean
  id: string
  lane: number | null
  lastName: string
  firstName: string
  affiliation: string
  /** Seconds as timed (thousandths kept); null without a time. */
  time: number | null
  /** The time for results: thousandths rounded up to the next hundredth (WA Rule 19). */
  officialTime: number | null
  licence: string
  deltaTime: string
  reactionTime: number | null
  splits: string[]
}

export type LifFile = { header: LifHeader; rows: LifRow[] }

export const LIF_MESSAGES_EN = {
  empty: 'The file is empty.',
  notHeader: 'Line 1 is not a FinishLynx header: it must start with the event number, round, heat and event name.',
  badPlace: "Line {line}: '{value}' is not a place (a number, DNS, DNF or DQ).",
  badTime: "Line {line}: '{value}' is not a time.",
  noTime: 'Line {line}: place {value} has no time.',
  badLane: "Line {line}: '{value}' is not a lane.",
  noRows: 'The file has a header but no results.',
} as const

export type LifErrorCode = keyof typeof LIF_MESSAGES_EN
export type LifError = { code: LifErrorCode; line: number; value: string }
export type LifParse = { ok: true; file: LifFile } | { ok: false; error: LifError }

export function formatLifError(error: LifError, templates: Record<LifErrorCode, string> = LIF_MESSAGES_EN): string {
  return templates[error.code].replace('{line}', String(error.line)).replace('{value}', error.value)
}

const STATUS_ALIASES: Record<string, LifStatus> = { DNS: 'DNS', DNF: 'DNF', DQ: 'DQ', DSQ: 'DQ' }

/** One CSV line: commas separate, double quotes may wrap a field ("" is a quote inside one). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"'
      i++
    } else if (ch === '"') {
      quoted = !quoted
    } else if (ch === ',' && !quoted) {
      fields.push(field.trim())
      field = ''
    } else {
      field += ch
    }
  }
  fields.push(field.trim())
  return fields
}

/** '10.523', '1:52.34', '1:02:03.4' to seconds; null when not a time. */
export function parseLifTime(text: string): number | null {
  const m = /^(?:(?:(\d+):)?(\d{1,2}):)?(\d+(?:\.\d{1,4})?)$/.exec(text.trim())
  if (m === null) return null
  const [, h, mi, s] = m
  if ((h !== undefined || mi !== undefined) && Number(s) >= 60) return null
  if (h !== undefined && Number(mi) >= 60) return null
  return Number(h ?? 0) * 3600 + Number(mi ?? 0) * 60 + Number(s)
}

/** Rounds up to the next hundredth, in whole ten-thousandths so binary fractions do not tip it. */
export function roundUpHundredths(seconds: number): number {
  const tenThousandths = Math.round(seconds * 10_000)
  return Math.ceil(tenThousandths / 100) / 100
}

function optionalInt(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null
}

function parseWind(text: string | undefined): number | null {
  return text !== undefined && /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

function parseHeader(fields: string[]): LifHeader | null {
  if (fields.length < 4 || !/^\d+$/.test(fields[0])) return null
  const [eventNumber, round, heat, eventName, wind, windUnit] = fields
  if ((round !== '' && optionalInt(round) === null) || (heat !== '' && optionalInt(heat) === null)) return null
  return {
    eventNumber: Number(eventNumber),
    round: optionalInt(round),
    heat: optionalInt(heat),
    eventName,
    wind: parseWind(wind),
    windUnit: windUnit ?? '',
  }
}

function parseRow(fields: string[], line: number): LifRow | LifError {
  const at = (i: number) => fields[i] ?? ''
  const placeText = at(0).toUpperCase()
  const timeText = at(6)
  const statusFromPlace = STATUS_ALIASES[placeText] ?? null
  const statusFromTime = STATUS_ALIASES[timeText.toUpperCase()] ?? null
  const status = statusFromPlace ?? statusFromTime
  const place = status === null ? optionalInt(placeText) : null
  if (status === null && (place === null || place < 1)) return { code: 'badPlace', line, value: at(0) }
  const laneText = at(2)
  const lane = optionalInt(laneText)
  if (laneText !== '' && lane === null) return { code: 'badLane', line, value: laneText }
  let time: number | null = null
  if (statusFromTime === null && timeText !== '') {
    time = parseLifTime(timeText)
    if (time === null) return { code: 'badTime', line, value: timeText }
  }
  if (place !== null && time === null) return { code: 'noTime', line, value: String(place) }
  return {
    line,
    place,
    status,
    tied: false,
    id: at(1),
    lane,
    lastName: at(3),
    firstName: at(4),
    affiliation: at(5),
    time,
    officialTime: time === null ? null : roundUpHundredths(time),
    licence: at(7),
    deltaTime: at(8),
    reactionTime: parseLifTime(at(9)),
    splits: fields.slice(10).filter((f) => f !== ''),
  }
}

/** Parses a whole .lif file (BOM, CRLF and blank lines tolerated). */
export function parseLif(text: string): LifParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const numbered = lines.map((content, i) => ({ content, line: i + 1 })).filter(({ content }) => content.trim() !== '')
  if (numbered.length === 0) return { ok: false, error: { code: 'empty', line: 0, value: '' } }
  const header = parseHeader(splitCsvLine(numbered[0].content))
  if (header === null) return { ok: false, error: { code: 'notHeader', line: numbered[0].line, value: '' } }
  const rows: LifRow[] = []
  for (const { content, line } of numbered.slice(1)) {
    const row = parseRow(splitCsvLine(content), line)
    if ('code' in row) return { ok: false, error: row }
    rows.push(row)
  }
  if (rows.length === 0) return { ok: false, error: { code: 'noRows', line: numbered[0].line, value: '' } }
  const byPlace = new Map<number, number>()
  for (const row of rows) if (row.place !== null) byPlace.set(row.place, (byPlace.get(row.place) ?? 0) + 1)
  for (const row of rows) row.tied = row.place !== null && byPlace.get(row.place)! > 1
  return { ok: true, file: { header, rows } }
}
