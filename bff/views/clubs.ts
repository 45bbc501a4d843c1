import type { NamedRef } from '../domain/athlete/athlete'

/** C: clubs, S: schools. */
export type ClubType = 'C' | 'S'

/** The club type-ahead's answer (GET /v2/lookup/clubs). */
export type ClubLookupAnswer = { type: ClubType; startswith: string; clubs: NamedRef[] }
