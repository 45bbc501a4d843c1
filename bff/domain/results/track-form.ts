/*
 * The results entry form of one heat of a race: per row a bib, the lane and a time or DNS/DNF/DQ;
 * the heat's wind where the race is wind-affected. Reads the whole form at once so that every
 * problem is reported together and nothing typed is lost.
 */
import { raceDistance } from '../seeding/race-distance'
import { readTrackInput, repeatedBibs, type EntryInputError } from './entry-input'
import { bestFlags, placeTrack, type ResultStatus } from './places'

export type TrackFormRow = { bib: string; lane: string; mark: string }
export type TrackFormEntry = { entryId: number; bibNo: string; pb: number | null; sb: number | null }

export type TrackFormError = { row: number | null; error: EntryInputError | 'unknownBib' | 'noBib' | 'badWind' | 'nothing'; value: string }

export type TrackResultRow = {
  entryId: number
  lane: number | null
  /** The official time (Rule 19.24). */
  time: number | null
  /** The time as typed to the thousandth, when it was: it separates a tie on the hundredth. */
  thousandths: number | null
  status: ResultStatus | null
  place: number | null
  pb: boolean
  sb: boolean
}

export type TrackForm = { ok: true; wind: number | null; rows: TrackResultRow[] } | { ok: false; errors: TrackFormError[] }

/** Wind is measured for sprints and sprint hurdles up to 200 m run in the open (WA Rule 17.8). */
export function windAffected(eventName: string): boolean {
  const race = raceDistance(eventName)
  return race !== null && race.metres <= 200 && !race.relay && !/indoor/i.test(eventName)
}

/** '+1.2', '-0.4', '0', '1,3' in m/s; '' is not measured. */
export function readWind(text: string): { ok: true; wind: number | null } | { ok: false } {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return { ok: true, wind: null }
  if (!/^[+-]?\d{1,2}(\.\d)?$/.test(trimmed)) return { ok: false }
  return { ok: true, wind: Number(trimmed) }
}

export function readTrackForm(
  form: { rows: readonly TrackFormRow[]; wind: string },
  eventName: string,
  entries: readonly TrackFormEntry[],
): TrackForm {
  const errors: TrackFormError[] = []
  const wind = windAffected(eventName) ? readWind(form.wind) : { ok: true as const, wind: null }
  if (!wind.ok) errors.push({ row: null, error: 'badWind', value: form.wind })
  const byBib = new Map(entries.map((e) => [e.bibNo.trim(), e]))
  const doubled = repeatedBibs(form.rows.filter((r) => r.mark.trim() !== '').map((r) => r.bib))
  const read: Array<Omit<TrackResultRow, 'place' | 'pb' | 'sb'> & { entry: TrackFormEntry }> = []
  form.rows.forEach((r, row) => {
    const bib = r.bib.trim()
    if (r.mark.trim() === '') return
    if (bib === '') return errors.push({ row, error: 'noBib', value: '' })
    if (doubled.has(bib)) return errors.push({ row, error: 'sameBib', value: bib })
    const entry = byBib.get(bib)
    if (!entry) return errors.push({ row, error: 'unknownBib', value: bib })
    const mark = readTrackInput(r.mark, eventName)
    if (!mark.ok) return errors.push({ row, error: mark.error, value: r.mark.trim() })
    const lane = Number(r.lane)
    read.push({
      entry,
      entryId: entry.entryId,
      lane: Number.isInteger(lane) && lane > 0 ? lane : null,
      time: mark.time,
      thousandths: mark.thousandths,
      status: mark.status,
    })
  })
  if (errors.length === 0 && read.length === 0) errors.push({ row: null, error: 'nothing', value: '' })
  if (errors.length > 0 || !wind.ok) return { ok: false, errors }
  const places = placeTrack(read)
  return {
    ok: true,
    wind: wind.wind,
    rows: read.map(({ entry, ...r }, i) => ({ ...r, place: places[i], ...bestFlags(r.time, entry, true) })),
  }
}
