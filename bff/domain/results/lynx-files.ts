import { stringify } from 'csv-stringify/sync'
import type { LynxFileName } from './lynx-names'

/*
 * The start lists FinishLynx reads before a race (its "database files"): lynx.ppl (the people),
 * lynx.evt (each race's heats with who runs in which lane) and lynx.sch (the heats in running
 * order). They are comma-separated; a field holding a comma is quoted. A competitor's Lynx ID is
 * their bib, so the .lif file FinishLynx writes after the race matches the entries by bib
 * (lif-match.ts). Lines starting with ';' are comments FinishLynx ignores.
 */

export type LynxAthlete = { bibNo: string; firstName: string; surName: string; club: string }
export type LynxHeat = { heatNo: number; athletes: Array<LynxAthlete & { lane: number | null }> }
export type LynxRace = { eventNo: number; name: string; time: string | null; heats: LynxHeat[] }

/** Every race is run as round 1: the competition's event groups are its rounds already. */
const ROUND = 1

const line = (cells: ReadonlyArray<string | number | null>) =>
  stringify([cells.map((c) => (c === null ? '' : String(c)))], { record_delimiter: '\r\n' })

const comment = (text: string) => `; ${text.replace(/[\r\n]+/g, ' ')}\r\n`

/** A bib FinishLynx can use as an ID: digits only (an athlete without one is listed without an ID). */
const lynxId = (bibNo: string) => (/^\d+$/.test(bibNo.trim()) ? bibNo.trim() : '')

function people(races: readonly LynxRace[]): string {
  const byId = new Map<string, LynxAthlete>()
  for (const race of races) for (const heat of race.heats) for (const a of heat.athletes) if (lynxId(a.bibNo)) byId.set(lynxId(a.bibNo), a)
  const rows = [...byId].sort(([a], [b]) => Number(a) - Number(b))
  return comment('ID, last name, first name, affiliation') + rows.map(([id, a]) => line([id, a.surName, a.firstName, a.club])).join('')
}

function events(races: readonly LynxRace[]): string {
  return races
    .flatMap((race) =>
      race.heats.map(
        (heat) =>
          line([race.eventNo, ROUND, heat.heatNo, race.name]) +
          [...heat.athletes]
            .sort((a, b) => (a.lane ?? Infinity) - (b.lane ?? Infinity))
            .map((a) => line(['', lynxId(a.bibNo), a.lane, a.surName, a.firstName, a.club]))
            .join(''),
      ),
    )
    .join('')
}

function schedule(races: readonly LynxRace[]): string {
  const ordered = [...races].sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99') || a.eventNo - b.eventNo)
  return ordered
    .map(
      (race) => comment(`${race.time ?? 'TBC'} ${race.name}`) + race.heats.map((heat) => line([race.eventNo, ROUND, heat.heatNo])).join(''),
    )
    .join('')
}

/** One of the three files for the competition's races. */
export function lynxFile(name: LynxFileName, races: readonly LynxRace[]): string {
  if (name === 'lynx.ppl') return people(races)
  if (name === 'lynx.evt') return events(races)
  return schedule(races)
}
