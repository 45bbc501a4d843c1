/**
 * A team's name from the event-team option teamNameFormat (2-entry.md §3). Placeholders are written
 * in braces, case-insensitively: {entity}, {area}, {club}, {eventname}, {eventgroup}, {gender},
 * {agegroup}. Without a format the default order is entity, event, gender, age group.
 */

export const DEFAULT_TEAM_NAME_FORMAT = '{entity} {eventname} {gender} {agegroup}'

export type TeamGender = 'M' | 'F' | 'O'

export type TeamNameValues = {
  entity: string
  area: string
  club: string
  eventname: string
  eventgroup: string
  gender: TeamGender
  agegroup: string
}

/** (not in spec) How a gender reads in a team name; O is a mixed team (2-entry §3: mixed relay gender is O). */
export const TEAM_GENDER_WORDS: Record<TeamGender, string> = { M: 'Male', F: 'Female', O: 'Mixed' }

const PLACEHOLDER = /\{(entity|area|club|eventname|eventgroup|gender|agegroup)\}/gi

export function teamName(format: string, values: TeamNameValues): string {
  const pattern = format.trim() === '' ? DEFAULT_TEAM_NAME_FORMAT : format
  const named = pattern.replace(PLACEHOLDER, (_whole, key: string) => {
    const k = key.toLowerCase() as keyof TeamNameValues
    return k === 'gender' ? TEAM_GENDER_WORDS[values.gender] : values[k]
  })
  return named.replace(/\s+/g, ' ').trim()
}

/**
 * (not in spec) A second team of the same entity in the same event gets a letter: 'X B', 'X C'…
 * `taken` are the names the entity's teams already have (compared without case).
 */
export function uniqueTeamName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()))
  if (!used.has(name.toLowerCase())) return name
  for (let i = 1; i < 26; i++) {
    const candidate = `${name} ${String.fromCharCode(65 + i)}`
    if (!used.has(candidate.toLowerCase())) return candidate
  }
  let n = 27
  while (used.has(`${name} ${n}`.toLowerCase())) n++
  return `${name} ${n}`
}
