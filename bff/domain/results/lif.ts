// FinishLynx result files (.lif): CSV, first line the heat's header, then one line per place.
//   header: event number, round, heat, event name, wind, wind unit, then fields we keep as written;
//   rows:   place, id (bib), lane, last name, first name, affiliation, time, licence, delta time,
//           reaction time, then splits and user fields (kept as written).
// Only a file that is not a .lif at all (empty, no header, no rows) gives one message and no rows. A
// row that cannot be read as it should (no place, a code we do not know, an unreadable time or lane)
// is read as far as it goes and carries a note: the import puts it in the review queue.

import { readRaceTime } from './race-time'

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

/**
 * Why a row needs a person's look: noPlace (unplaced, e.g. an athlete who did not finish with no
 * code), otherCode (a status we read but not as written: 'SCR', 'DQ R17.2', 'DSQ-FS'), unknownCode
 * (a code we do not know: unplaced), badTime, noTime (a place with no time), badLane.
 */
export type LifNoteCode = 'noPlace' | 'otherCode' | 'unknownCode' | 'badTime' | 'noTime' | 'badLane'
export type LifNote = { code: LifNoteCode; value: string }

export type LifRow = {
  /** 1-based line number in the file, for messages. */
  line: number
  /** Null for a DNS / DNF / DQ row and a row without a place. */
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
  /** Null for a row read as written. */
  note: LifNote | null
}

export type LifFile = { header: LifHeader; rows: LifRow[] }

export const LIF_MESSAGES_EN = {
  empty: 'The file is empty.',
  notHeader: 'Line 1 is not a FinishLynx header: it must start with the event number, round, heat and event name.',
  noRows: 'The file has a header but no results.',
} as const

export type LifErrorCode = keyof typeof LIF_MESSAGES_EN
export type LifError = { code: LifErrorCode; line: number; value: string }
export type LifParse = { ok: true; file: LifFile } | { ok: false; error: LifError }

export function formatLifError(error: LifError, templates: Record<LifErrorCode, string> = LIF_MESSAGES_EN): string {
  return templates[error.code].replace('{line}', String(error.line)).replace('{value}', error.value)
}

const STATUSES: Record<string, LifStatus> = { DNS: 'DNS', DNF: 'DNF', DQ: 'DQ', DSQ: 'DQ' }

/** A status as written ('DNS', 'DSQ'), or read from a variant ('SCR', 'DQ R17.2', 'DSQ-FS', 'FS'). */
function statusOf(text: string): { status: LifStatus; exact: boolean } | null {
  const code = text.trim().toUpperCase()
  if (STATUSES[code]) return { status: STATUSES[code], exact: true }
  if (/^(DNS|SCR|NS)\b/.test(code)) return { status: 'DNS', exact: false }
  if (/^(DNF|NF)\b/.test(code)) return { status: 'DNF', exact: false }
  if (/^(DQ|DSQ|DISQ|FS)/.test(code)) return { status: 'DQ', exact: false }
  return null
}

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

function parseRow(fields: string[], line: number): LifRow {
  const at = (i: number) => fields[i] ?? ''
  const notes: LifNote[] = []
  const placeText = at(0)
  const timeText = at(6)
  const fromPlace = statusOf(placeText)
  const fromTime = fromPlace === null ? statusOf(timeText) : null
  const coded = fromPlace ?? fromTime
  if (coded && !coded.exact) notes.push({ code: 'otherCode', value: fromPlace ? placeText : timeText })
  let place: number | null = null
  if (coded === null) {
    place = optionalInt(placeText)
    if (placeText === '') notes.push({ code: 'noPlace', value: '' })
    else if (place === null || place < 1) notes.push({ code: /^\d+$/.test(placeText) ? 'noPlace' : 'unknownCode', value: placeText })
    if (place !== null && place < 1) place = null
  }
  const laneText = at(2)
  const lane = optionalInt(laneText)
  if (laneText !== '' && lane === null) notes.push({ code: 'badLane', value: laneText })
  const read = fromTime === null && timeText !== '' ? readRaceTime(timeText) : null
  if (fromTime === null && timeText !== '' && read === null) notes.push({ code: 'badTime', value: timeText })
  if (place !== null && read === null && timeText === '') notes.push({ code: 'noTime', value: String(place) })
  return {
    line,
    place,
    status: coded?.status ?? null,
    tied: false,
    id: at(1),
    lane,
    lastName: at(3),
    firstName: at(4),
    affiliation: at(5),
    time: read?.timed ?? null,
    officialTime: read?.official ?? null,
    licence: at(7),
    deltaTime: at(8),
    reactionTime: readRaceTime(at(9))?.timed ?? null,
    splits: fields.slice(10).filter((f) => f !== ''),
    note: notes[0] ?? null,
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
  for (const { content, line } of numbered.slice(1)) rows.push(parseRow(splitCsvLine(content), line))
  if (rows.length === 0) return { ok: false, error: { code: 'noRows', line: numbered[0].line, value: '' } }
  const byPlace = new Map<number, number>()
  for (const row of rows) if (row.place !== null) byPlace.set(row.place, (byPlace.get(row.place) ?? 0) + 1)
  for (const row of rows) row.tied = row.place !== null && byPlace.get(row.place)! > 1
  return { ok: true, file: { header, rows } }
}
